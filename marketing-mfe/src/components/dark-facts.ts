import styled from '@emotion/styled';

/**
 * A list of short facts on a dark band, each an icon and a few words (the hero's, the consultancy
 * booking's): muted light text, accent icons, in a row that wraps. Each place adds its own gaps.
 */
export const DarkFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;
