import styled from '@emotion/styled';
import { Icon } from '@site/ui';
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
  .icon {
    display: grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

export function BenefitTile({ benefit }: { benefit: CommunityBenefit }) {
  return (
    <Tile>
      <span className="icon">
        <Icon name={benefit.icon} size="1.5rem" />
      </span>
      <h3>{benefit.title}</h3>
      <p>{benefit.description}</p>
    </Tile>
  );
}
