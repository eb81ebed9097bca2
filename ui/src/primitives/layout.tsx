import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Eyebrow } from './eyebrow';

/** Centres content at the site's reading width with side padding that grows with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

export type SectionTone = 'default' | 'subtle' | 'inverse' | 'brand';

const isDark = (tone: SectionTone) => tone === 'inverse' || tone === 'brand';

const SectionRoot = styled.section<{ tone: SectionTone }>`
  padding-block: ${({ theme }) => theme.space[16]};
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme, tone }) =>
    ({
      default: theme.colors.bg.canvas,
      subtle: theme.colors.bg.subtle,
      inverse: theme.colors.bg.inverse,
      brand: `linear-gradient(135deg, ${theme.palette.blue[700]}, ${theme.palette.navy[800]})`,
    })[tone]};
  color: ${({ theme, tone }) => (isDark(tone) ? theme.colors.fg.inverse : theme.colors.fg.default)};
  ${({ theme }) => theme.mq.md} {
    padding-block: ${({ theme }) => theme.space[24]};
  }
`;

const SectionHeader = styled.header<{ tone: SectionTone; align: 'center' | 'start' }>`
  max-width: 42rem;
  margin: ${({ align }) => (align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space[10]};
  text-align: ${({ align }) => align};
  h1,
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  p {
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme, tone }) => (isDark(tone) ? theme.colors.fg.inverseMuted : theme.colors.fg.muted)};
  }
`;

const SectionEyebrow = styled(Eyebrow)`
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export interface SectionProps {
  /** Anchor id (e.g. `services`), also used to scroll to the section. */
  id?: string;
  /** Visible heading; also names the section landmark. */
  title: ReactNode;
  /** Short label above the heading. */
  eyebrow?: ReactNode;
  /** One or two sentences under the heading. */
  description?: ReactNode;
  /** `h1` for the main section of a page, `h2` otherwise. */
  headingLevel?: 'h1' | 'h2';
  tone?: SectionTone;
  align?: 'center' | 'start';
  children?: ReactNode;
  className?: string;
}

/** A page section: landmark named by its heading, with a consistent header and spacing. */
export function Section({
  id,
  title,
  eyebrow,
  description,
  headingLevel: Heading = 'h2',
  tone = 'default',
  align = 'center',
  children,
  className,
}: SectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <SectionRoot id={id} tone={tone} aria-labelledby={headingId} className={className}>
      <Container>
        <SectionHeader tone={tone} align={align}>
          {eyebrow && <SectionEyebrow tone={isDark(tone) ? 'dark' : 'light'}>{eyebrow}</SectionEyebrow>}
          <Heading id={headingId}>{title}</Heading>
          {description && <p>{description}</p>}
        </SectionHeader>
        {children}
      </Container>
    </SectionRoot>
  );
}

/** Responsive grid: one column on phones, `min` wide columns from there. */
export const Grid = styled('div', { shouldForwardProp: (prop) => prop !== 'min' && prop !== 'gap' })<{
  min?: string;
  gap?: 4 | 6 | 8;
}>`
  display: grid;
  gap: ${({ theme, gap = 6 }) => theme.space[gap]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ min = '18rem' }) => min}), 1fr));
`;

/** Hidden on screen, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
