import styled from '@emotion/styled';
import { IconTile } from '@site/ui';
import { useCommunityMessages } from '@/messages/en/community';
import type { CommunityBenefit } from '../data/communities';

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
  align-content: start;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  text-align: center;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

export function BenefitTile({ benefit }: { benefit: CommunityBenefit }) {
  const words = useCommunityMessages().benefits[benefit.key];
  return (
    <Tile>
      <IconTile icon={benefit.icon} size="md" radius="full" />
      <h3>{words.title}</h3>
      <p>{words.description}</p>
    </Tile>
  );
}
