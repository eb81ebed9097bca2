import styled from '@emotion/styled';
import type { PersonMe, PersonProfile } from '@site/people';
import { Alert, Panel } from '@site/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useAccountMessages } from '@/messages/en/account';
import type { PersonRequest } from '../../hooks/use-person';
import { ProfileCard } from '../profile-card';
import { AccountEditForm } from './account-edit-form';

const Card = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
`;

export interface AccountCardProps {
  me: PersonMe;
  request: PersonRequest;
  onSaved: (profile: PersonProfile) => void;
}

/** The spec's profile card for a signed-in person: view mode, or edit mode saved to the account. */
export function AccountCard({ me, request, onSaved }: AccountCardProps) {
  const t = useAccountMessages();
  const { profile } = me;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const headingId = `${useId()}-profile`;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Leaving edit mode puts focus back on "Edit Profile", where the person started.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const leaveEdit = (wasSaved: boolean) => {
    returnFocus.current = true;
    setSaved(wasSaved);
    setEditing(false);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      {editing ? (
        <AccountEditForm
          profile={profile}
          headingId={headingId}
          request={request}
          onSaved={(next) => {
            onSaved(next);
            leaveEdit(true);
          }}
          onCancel={() => leaveEdit(false)}
        />
      ) : (
        <ProfileCard
          profile={{
            ...profile,
            phone: profile.phone ?? '',
            location: profile.location ?? '',
            bio: profile.bio ?? '',
          }}
          badge={me.courses.length > 0 ? t.badges.student : t.badges.member}
          moreRows={[{ icon: 'globe', label: t.mailLanguage, value: t.languages[profile.language] }]}
          headingId={headingId}
          editButtonRef={editButtonRef}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      )}
      {saved && !editing && <Alert tone="success">{t.edit.saved}</Alert>}
    </Card>
  );
}
