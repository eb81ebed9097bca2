import styled from '@emotion/styled';
import { sectionIds } from '@site/site';
import { Icon, Section, VisuallyHidden, prefersReducedMotion } from '@site/ui';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from '../data/testimonials';
import { useCarousel } from '../hooks/use-carousel';
import { TestimonialSlide } from './testimonial-slide';

const Carousel = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  & > div:first-of-type {
    box-shadow: 0 30px 60px rgba(0, 0, 0, 0.3);
  }
`;

/**
 * Every testimonial in a row that snaps one at a time: it can be swiped (or scrolled with the
 * keyboard) before any script runs; the buttons below move it once the script is there.
 */
const Track = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.xl};
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.fg.accentOnDark};
    outline-offset: 4px;
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    scroll-behavior: auto;
  }
`;

const Card = styled.div`
  min-height: 22rem;
  display: grid;
  align-items: center;
  scroll-snap-align: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  ${({ theme }) => theme.mq.md} {
    min-height: 20rem;
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[12]};
  }
`;

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.action.primary};
    border-color: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.fg.onBrand};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Dots = styled.div`
  display: flex;
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.75rem;
  padding: 0;
  border: none;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    border: 2px solid ${({ theme }) => theme.colors.fg.inverseMuted};
    background: transparent;
    transition:
      width ${({ theme }) => theme.durations.normal} ease,
      background-color ${({ theme }) => theme.durations.normal} ease;
  }
  &[aria-current='true']::before {
    width: 1.75rem;
    border-color: ${({ theme }) => theme.colors.fg.accentOnDark};
    background: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

const PauseRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[2]};
`;

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
`;

const count = testimonials.length;

/**
 * One testimonial at a time (APG carousel pattern): it advances every 5 s, and stops while the
 * pointer is over it, while focus is inside it, or after "Pause". Slide changes are announced
 * politely only when the visitor caused them, so auto-rotation never talks over them. The slides
 * sit in a scroll-snap row that the buttons scroll, and that a swipe moves too.
 */
export function TestimonialsSection() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !hovered && !focused && !stopped;
  const { index, next, previous, goTo } = useCarousel({
    count,
    intervalMs: TESTIMONIAL_INTERVAL_MS,
    paused: !rotating,
  });
  const track = useRef<HTMLDivElement>(null);
  const swiped = useRef(false);

  // The row follows the index (buttons, rotation); a swipe sets the index without scrolling again.
  useEffect(() => {
    const row = track.current;
    if (!row || swiped.current) {
      swiped.current = false;
      return;
    }
    row.scrollTo?.({ left: index * row.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  const onScrollEnd = () => {
    const row = track.current;
    if (!row || !row.clientWidth) return;
    const shown = Math.round(row.scrollLeft / row.clientWidth);
    if (shown !== index) {
      swiped.current = true;
      goTo(shown);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Section
      id={sectionIds.testimonials}
      tone="inverse"
      eyebrow="Testimonials"
      title="What Our Clients Say"
      description="Businesses and students who trusted us with their projects and careers."
    >
      <Carousel
        role="region"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {/* Scrollable with the arrow keys when focused, as any scroll area. */}
        <Track
          ref={track}
          role="group"
          tabIndex={0}
          aria-label="Testimonials, one at a time"
          onScrollEnd={onScrollEnd}
        >
          {testimonials.map((testimonial, i) => (
            <Card
              key={testimonial.name}
              id={`testimonial-${i + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
            >
              <TestimonialSlide testimonial={testimonial} />
            </Card>
          ))}
        </Track>
        <VisuallyHidden aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
          {`Testimonial ${index + 1} of ${count}: ${testimonials[index]!.name}`}
        </VisuallyHidden>
        <Controls>
          <Arrow type="button" aria-label="Previous testimonial" onClick={previous}>
            <Icon name="chevron-left" />
          </Arrow>
          <Dots role="group" aria-label="Choose a testimonial">
            {testimonials.map((t, i) => (
              <Dot
                key={t.name}
                type="button"
                aria-label={`Show testimonial ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-label="Next testimonial" onClick={next}>
            <Icon name="chevron-right" />
          </Arrow>
        </Controls>
        <PauseRow>
          <PauseButton type="button" onClick={() => setStopped((s) => !s)}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
              {stopped ? <path d="M4 2l10 6-10 6z" /> : <path d="M3 2h4v12H3zM9 2h4v12H9z" />}
            </svg>
            {stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
          </PauseButton>
        </PauseRow>
      </Carousel>
    </Section>
  );
}
