import { loadTranslations } from '@site/i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import urTestimonials from '@/messages/ur/testimonials';
import { useState } from 'react';
import { TestimonialTrack } from './testimonial-track';

function Harness({ onSwipe }: { onSwipe: (index: number) => void }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setIndex(2)}>
        third
      </button>
      <TestimonialTrack index={index} onSwipe={onSwipe} />
    </>
  );
}

// Right to left, a scroll-snap row starts at 0 and scrolls into negative positions.
describe('TestimonialTrack under dir=rtl', () => {
  const scrollTo = jest.fn();
  beforeAll(() => loadTranslations('ur'));
  beforeEach(() => {
    document.documentElement.dir = 'rtl';
    HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof HTMLElement.prototype.scrollTo;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  });
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    jest.restoreAllMocks();
    scrollTo.mockReset();
  });

  it('scrolls to a slide at a negative position and reads a swipe from one', () => {
    const onSwipe = jest.fn();
    renderWithProviders(<Harness onSwipe={onSwipe} />, { locale: 'ur' });
    fireEvent.click(screen.getByRole('button', { name: 'third' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: -800 }));
    const row = screen.getByRole('group', { name: urTestimonials.trackLabel });
    act(() => {
      row.scrollLeft = -1200;
      fireEvent(row, new Event('scrollend'));
    });
    expect(onSwipe).toHaveBeenCalledWith(3);
  });
});
