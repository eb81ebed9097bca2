import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon } from '@site/ui';
import { ICON_LIFETIME_MS } from '../data/hero-background';
import type { CodeLine, FloatingIcon } from '../hooks/use-hero-background';

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
`;

const Float = styled.span`
  position: absolute;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.border.inverse};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.inverseSubtle};
  color: ${({ theme }) => theme.colors.fg.accentOnDark};
  opacity: 0;
  animation: hero-float ${ICON_LIFETIME_MS}ms ease-in-out forwards;
  @keyframes hero-float {
    0% {
      opacity: 0;
      transform: translateY(0) rotate(0deg);
    }
    15% {
      opacity: 0.55;
    }
    80% {
      opacity: 0.45;
    }
    100% {
      opacity: 0;
      transform: translateY(-14rem) rotate(12deg);
    }
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
    opacity: 0.35;
  }
`;

/** Floating technology icons: decoration only, hidden from assistive technology. */
export function FloatingIcons({ icons }: { icons: readonly FloatingIcon[] }) {
  return (
    <Layer aria-hidden="true" data-testid="hero-icons">
      {icons.map((icon) => (
        <Float key={icon.id} style={{ insetInlineStart: `${icon.left}%`, top: `${icon.top}%` }}>
          <Icon name={icon.name} size="1.5rem" />
        </Float>
      ))}
    </Layer>
  );
}

const Editor = styled.div`
  position: relative;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border.inverse};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* No backdrop-filter: re-blurring the animated icons behind it kept a phone's CPU (and a test
     machine's) about 95 % busy while the home page sat idle; without it, about 20 %. */
  background: ${({ theme }) => theme.colors.bg.inversePanel};
  box-shadow: 0 30px 60px ${({ theme }) => theme.colors.shadow.inverse};
  overflow: hidden;
`;

const EditorBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.inverse};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  i {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.border.inverse};
  }
  span {
    margin-inline-start: ${({ theme }) => theme.space[2]};
  }
`;

/* Phones show the newest 6 lines; large screens have room for all 12. */
const Lines = styled.ol`
  height: calc(6 * 1.75em + 2 * ${({ theme }) => theme.space[4]});
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  ${({ theme }) => theme.mq.lg} {
    height: calc(12 * 1.75em + 2 * ${({ theme }) => theme.space[4]});
    justify-content: flex-start;
  }
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.8125rem;
  line-height: 1.75;
  overflow: hidden;
  li {
    white-space: pre;
    animation: hero-line-in ${({ theme }) => theme.durations.slow} ease-out;
  }
  li[data-still] {
    display: none;
  }
  @keyframes hero-line-in {
    from {
      opacity: 0;
      transform: translateY(0.75em);
    }
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    li {
      animation: none;
    }
    li[data-still] {
      display: list-item;
    }
  }
`;

/** The editor window whose code rolls upwards: decoration only. */
export function RollingCode({ lines }: { lines: readonly CodeLine[] }) {
  const { colors } = useTheme();
  return (
    <Editor aria-hidden="true" dir="ltr">
      <EditorBar>
        <i />
        <i />
        <i />
        <span>project.ts</span>
      </EditorBar>
      <Lines data-testid="hero-code">
        {lines.map((line) => (
          <li
            key={line.id}
            data-still={line.stillOnly ? '' : undefined}
            style={{ color: colors.code[line.snippet.tone] }}
          >
            {'  '.repeat(line.snippet.indent)}
            {line.snippet.text}
          </li>
        ))}
      </Lines>
    </Editor>
  );
}
