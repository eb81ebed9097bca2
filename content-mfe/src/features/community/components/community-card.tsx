import { type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ButtonAnchor, Card, CheckList, Icon, VisuallyHidden } from '@site/ui';
import { useCommunityMessages } from '@/messages/en/community';
import type { Community, CommunityColor } from '../data/communities';
import { joinCommunityMailto } from '../lib/join-mailto';

const accents = (t: Theme): Record<CommunityColor, { bg: string; fg: string }> => ({
  red: { bg: t.colors.bg.dangerSubtle, fg: t.colors.fg.danger },
  blue: { bg: t.colors.bg.brandSubtle, fg: t.colors.fg.brand },
  teal: { bg: t.colors.bg.accentSubtle, fg: t.colors.fg.accent },
  amber: { bg: t.colors.bg.warningSubtle, fg: t.colors.fg.warning },
});

const Article = styled(Card)<{ accent: CommunityColor }>`
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  border-block-start: 4px solid ${({ theme, accent }) => accents(theme)[accent].fg};
  .head {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }
  .icon {
    display: grid;
    flex: none;
    place-items: center;
    width: 3.25rem;
    height: 3.25rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, accent }) => accents(theme)[accent].bg};
    color: ${({ theme, accent }) => accents(theme)[accent].fg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .members {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme, accent }) => accents(theme)[accent].fg};
  }
  .description {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/** The focus list fills the card's height, so every card's button sits on its bottom edge. */
const FocusList = styled(CheckList)`
  flex: 1;
`;

export function CommunityCard({ community }: { community: Community }) {
  const t = useCommunityMessages();
  const words = t.items[community.key];
  return (
    <Article as="article" accent={community.color}>
      <div className="head">
        <span className="icon">
          <Icon name={community.icon} size="1.6rem" />
        </span>
        <div>
          <h3>{words.title}</h3>
          <p className="members">{t.members(community.members)}</p>
        </div>
      </div>
      <p className="description">{words.description}</p>
      <h4>{t.focus}</h4>
      <FocusList items={words.features} markSize="1rem" />
      <ButtonAnchor href={joinCommunityMailto(words.title, t.mail)} fullWidth>
        {t.join}
        <VisuallyHidden>: {words.title}</VisuallyHidden>
      </ButtonAnchor>
    </Article>
  );
}
