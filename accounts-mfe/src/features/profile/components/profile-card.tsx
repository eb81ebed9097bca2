import styled from '@emotion/styled';
import { formatDate, useLocale } from '@site/i18n';
import { Badge, Button, Icon, Panel, type IconName } from '@site/ui';
import type { Ref } from 'react';
import { useProfileMessages } from '@/messages/en/profile';
import type { Profile } from '../data/sample-profile';

/** The card's frame, in view and edit mode, for the sample and a signed-in person. */
export const ProfileCardPanel = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 4.5rem;
    height: 4.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.action.primary},
      ${({ theme }) => theme.colors.action.accent}
    );
    color: ${({ theme }) => theme.colors.fg.onBrand};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    overflow-wrap: anywhere;
  }
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.fg.muted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[5]};
  border-block: 1px solid ${({ theme }) => theme.colors.border.subtle};
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  dt svg {
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  dd {
    margin-block-start: ${({ theme }) => theme.space[1]};
    padding-inline-start: calc(1rem + ${({ theme }) => theme.space[2]});
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** A line of the card's details: what, and its value (read left to right when `ltr`). */
export interface ProfileRow {
  icon: IconName;
  label: string;
  value: string;
  ltr?: boolean;
}

export interface ProfileCardProps {
  profile: Profile;
  headingId: string;
  onEdit: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
  /** The badge under the name: "Student" unless said otherwise (a signed-in member). */
  badge?: string;
  /** Lines after the spec's (a signed-in person's mail language). */
  moreRows?: readonly ProfileRow[];
}

/** The profile in view mode: who, how to reach them, since when. */
export function ProfileCard({
  profile,
  headingId,
  onEdit,
  editButtonRef,
  badge,
  moreRows = [],
}: ProfileCardProps) {
  const t = useProfileMessages().card;
  const locale = useLocale();
  // The e-mail and phone read left to right in any language (`ltr`).
  const rows: ProfileRow[] = [
    { icon: 'mail', label: t.email, value: profile.email, ltr: true },
    { icon: 'phone', label: t.phone, value: profile.phone, ltr: true },
    { icon: 'map-pin', label: t.location, value: profile.location },
    { icon: 'calendar', label: t.joined, value: formatDate(locale, profile.joinDate) },
    ...moreRows,
  ];
  return (
    <>
      <Identity>
        <span className="avatar" aria-hidden="true">
          {initials(profile.name)}
        </span>
        <div>
          {/* What a person typed reads in its own direction, in a line of the page's. */}
          <h2 id={headingId}>
            <bdi>{profile.name}</bdi>
          </h2>
          <Badge tone="accent">{badge ?? t.student}</Badge>
        </div>
      </Identity>
      {profile.bio && <Bio dir="auto">{profile.bio}</Bio>}
      <Details>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>
              <Icon name={row.icon} size="1rem" />
              {row.label}
            </dt>
            <dd>{!row.value ? t.empty : <bdi dir={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>}</dd>
          </div>
        ))}
      </Details>
      <Button ref={editButtonRef} type="button" variant="secondary" fullWidth onClick={onEdit}>
        <Icon name="settings" size="1.125rem" />
        {t.edit}
      </Button>
    </>
  );
}
