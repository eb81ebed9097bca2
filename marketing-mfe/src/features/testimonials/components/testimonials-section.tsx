import styled from '@emotion/styled';
import { sectionIds } from '@site/site';
import { Section, VisuallyHidden } from '@site/ui';
import { useState, type FocusEvent } from 'react';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from '../data/testimonials';
import { useCarousel } from '../hooks/use-carousel';
import { useTestimonialsMessages } from '@/messages/en/testimonials';
import { CarouselControls } from './carousel-controls';
import { TestimonialTrack } from './testimonial-track';

const Carousel = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  & > div:first-of-type {
    box-shadow: 0 30px 60px ${({ theme }) => theme.colors.shadow.inverseSoft};
  }
`;

const count = testimonials.length;
const names = testimonials.map((testimonial) => testimonial.id);

/**
 * One testimonial at a time (APG carousel pattern): it advances every 5 s, and stops while the
 * pointer is over it, while focus is inside it, or after "Pause". Slide changes are announced
 * politely only when the visitor caused them, so auto-rotation never talks over them. The slides
 * sit in a scroll-snap row that the buttons scroll, and that a swipe moves too.
 */
export function TestimonialsSection() {
  const t = useTestimonialsMessages();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !hovered && !focused && !stopped;
  const { index, next, previous, goTo } = useCarousel({
    count,
    intervalMs: TESTIMONIAL_INTERVAL_MS,
    paused: !rotating,
  });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Section
      id={sectionIds.testimonials}
      tone="inverse"
      eyebrow={t.eyebrow}
      title={t.title}
      description={t.description}
    >
      <Carousel
        role="region"
        aria-roledescription={t.carousel}
        aria-label={t.carouselLabel}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <TestimonialTrack index={index} onSwipe={goTo} />
        <VisuallyHidden aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
          {t.announcement(index + 1, count, testimonials[index]!.name)}
        </VisuallyHidden>
        <CarouselControls
          names={names}
          index={index}
          onPrevious={previous}
          onNext={next}
          onGoTo={goTo}
          stopped={stopped}
          onToggleStopped={() => setStopped((s) => !s)}
        />
      </Carousel>
    </Section>
  );
}
