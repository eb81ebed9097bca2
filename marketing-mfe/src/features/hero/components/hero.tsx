import styled from '@emotion/styled';
import { sectionIds } from '@site/site';
import { ButtonAnchor, Container, Icon } from '@site/ui';
import { DarkFacts } from '@/components/dark-facts';
import { ForwardIcon } from '@/lib/direction';
import { useId } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useHeroMessages } from '@/messages/en/hero';
import { useFloatingIcons, useRollingCode } from '../hooks/use-hero-background';
import { FloatingIcons, RollingCode } from './hero-background';

const Root = styled.section`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  min-height: min(100svh, 56rem);
  /* The fixed, transparent navigation bar sits on top of the hero. */
  padding: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[12]}) 0
    ${({ theme }) => theme.space[16]};
  background:
    radial-gradient(50rem 30rem at 85% 10%, ${({ theme }) => theme.colors.bg.glowAccent}, transparent 60%),
    radial-gradient(60rem 36rem at 0% 100%, ${({ theme }) => theme.colors.bg.glowBrand}, transparent 60%),
    linear-gradient(
      160deg,
      ${({ theme }) => theme.colors.bg.inverseDeep},
      ${({ theme }) => theme.colors.bg.inverse}
    );
  color: ${({ theme }) => theme.colors.fg.inverse};
  &::before {
    /* A faint grid gives the dark background texture. */
    content: '';
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(${({ theme }) => theme.colors.border.inverseFaint} 1px, transparent 1px),
      linear-gradient(90deg, ${({ theme }) => theme.colors.border.inverseFaint} 1px, transparent 1px);
    background-size: 3rem 3rem;
    mask-image: radial-gradient(ellipse at center, black 30%, transparent 80%);
  }
`;

const Layout = styled(Container)`
  position: static;
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;

const Copy = styled.div`
  position: relative;
  z-index: 1;
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.inverse};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.inverseSubtle};
  color: ${({ theme }) => theme.colors.fg.accentOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: clamp(2.25rem, 1.5rem + 2.6vw, 3.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1.1;
  letter-spacing: -0.02em;
  /* Spacing between letters breaks the joins of the Urdu script. */
  &:lang(ur) {
    letter-spacing: normal;
  }
  em {
    font-style: normal;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.fg.highlightStart},
      ${({ theme }) => theme.colors.fg.highlightEnd}
    );
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Lead = styled.p`
  max-width: 36rem;
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  a {
    flex: 1 1 12rem;
    ${({ theme }) => theme.mq.sm} {
      flex: none;
    }
  }
`;

const Facts = styled(DarkFacts)`
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Below the text on phones (a shorter window), beside it from large screens. */
const Visual = styled.div`
  min-width: 0;
`;

export function Hero() {
  const reduced = useReducedMotion();
  const lines = useRollingCode(reduced);
  const icons = useFloatingIcons(reduced);
  const headingId = useId();
  const t = useHeroMessages();

  return (
    <Root aria-labelledby={headingId}>
      <FloatingIcons icons={icons} />
      <Layout>
        <Copy>
          <Eyebrow>
            <Icon name="map-pin" size="1rem" />
            {t.eyebrow}
          </Eyebrow>
          <Title id={headingId}>
            {t.titleBefore}
            <em>{t.titleEmphasis}</em>
            {t.titleAfter}
          </Title>
          <Lead>{t.lead}</Lead>
          <Actions>
            {/* In-page links: they scroll (smoothly, unless reduced motion is asked for) before any script runs. */}
            <ButtonAnchor size="lg" href={`#${sectionIds.startProject}`}>
              {t.startProject} <ForwardIcon name="arrow-right" />
            </ButtonAnchor>
            <ButtonAnchor size="lg" variant="outlineInverse" href={`#${sectionIds.portfolio}`}>
              {t.viewWork}
            </ButtonAnchor>
          </Actions>
          <Facts>
            {t.facts.map((fact) => (
              <li key={fact}>
                <Icon name="check" size="1rem" />
                {fact}
              </li>
            ))}
          </Facts>
        </Copy>
        <Visual>
          <RollingCode lines={lines} />
        </Visual>
      </Layout>
    </Root>
  );
}
