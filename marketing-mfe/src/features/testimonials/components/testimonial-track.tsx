import styled from '@emotion/styled';
import { prefersReducedMotion } from '@site/ui';
import { useEffect, useRef } from 'react';
import { testimonials } from '../data/testimonials';
import { useTestimonialsMessages } from '@/messages/en/testimonials';
import { TestimonialSlide } from './testimonial-slide';

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

const count = testimonials.length;

export interface TestimonialTrackProps {
  /** The testimonial shown: the row scrolls to it. */
  index: number;
  /** A swipe (or a keyboard scroll) settled on another testimonial. */
  onSwipe: (index: number) => void;
}

/** The testimonials as slides of a scroll-snap row that follows `index` and reports a swipe. */
/**
 * How far along the row a scroll position is: right-to-left rows scroll from 0 into negative
 * positions (the first slide is at the inline start, on the right).
 */
const isRtl = (row: HTMLElement) =>
  getComputedStyle(row).direction === 'rtl' || row.closest('[dir]')?.getAttribute('dir') === 'rtl';

export function TestimonialTrack({ index, onSwipe }: TestimonialTrackProps) {
  const t = useTestimonialsMessages();
  const track = useRef<HTMLDivElement>(null);
  const swiped = useRef(false);

  // The row follows the index (buttons, rotation); a swipe sets the index without scrolling again.
  useEffect(() => {
    const row = track.current;
    if (!row || swiped.current) {
      swiped.current = false;
      return;
    }
    const left = index * row.clientWidth * (isRtl(row) ? -1 : 1);
    row.scrollTo?.({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  const onScrollEnd = () => {
    const row = track.current;
    if (!row || !row.clientWidth) return;
    const shown = Math.round(Math.abs(row.scrollLeft) / row.clientWidth);
    if (shown !== index) {
      swiped.current = true;
      onSwipe(shown);
    }
  };

  return (
    /* Scrollable with the arrow keys when focused, as any scroll area. */
    <Track ref={track} role="group" tabIndex={0} aria-label={t.trackLabel} onScrollEnd={onScrollEnd}>
      {testimonials.map((testimonial, i) => (
        <Card
          key={testimonial.id}
          id={`testimonial-${i + 1}`}
          role="group"
          aria-roledescription={t.slide}
          aria-label={t.slideLabel(i + 1, count)}
          aria-current={i === index ? 'true' : undefined}
        >
          <TestimonialSlide testimonial={testimonial} />
        </Card>
      ))}
    </Track>
  );
}
