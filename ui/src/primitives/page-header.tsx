import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Eyebrow } from './eyebrow';
import { Container } from './layout';

/**
 * The dark band at the top of an inner page: navy with a teal and a blue glow, white text.
 * Its content sets the padding (PageHeader, a course's hero).
 */
export const HeaderBand = styled.div`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(60rem 24rem at 85% -10%, rgba(20, 168, 140, 0.28), transparent 60%),
    radial-gradient(50rem 30rem at 0% 120%, rgba(59, 108, 246, 0.35), transparent 60%),
    ${({ theme }) => theme.colors.bg.inverse};
  color: ${({ theme }) => theme.colors.fg.inverse};
`;

const Band = styled(HeaderBand)`
  padding-block: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[12]};
  ${({ theme }) => theme.mq.md} {
    padding-block: ${({ theme }) => theme.space[20]} ${({ theme }) => theme.space[16]};
  }
  h1 {
    max-width: 48rem;
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  .description {
    max-width: 42rem;
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
  .extra {
    margin-top: ${({ theme }) => theme.space[8]};
  }
`;

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** Short uppercase label above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Buttons or facts under the description. */
  children?: ReactNode;
}

/** The dark band at the top of an inner page, holding its single h1. */
export function PageHeader({ title, eyebrow, description, children }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow tone="dark">{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {description && <p className="description">{description}</p>}
        {children && <div className="extra">{children}</div>}
      </Container>
    </Band>
  );
}
