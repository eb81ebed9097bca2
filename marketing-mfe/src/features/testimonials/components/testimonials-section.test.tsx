import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from '../data/testimonials';
import { TestimonialsSection } from './testimonials-section';
import { enTestimonials } from '@/messages/en/testimonials';
import urTestimonials from '@/messages/ur/testimonials';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

/** One interval at a time: each slide re-arms its own timer when it renders. */
const advanceSlides = (n: number) => {
  for (let i = 0; i < n; i++) act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
};
/** The current slide: every slide is in the row, the current one is marked. */
const slide = () =>
  screen.getAllByRole('group', { name: /of 5$/ }).find((s) => s.getAttribute('aria-current'))!;
const expectSlide = (n: number) => {
  expect(slide()).toHaveAccessibleName(`${n} of 5`);
  expect(slide()).toHaveTextContent(enTestimonials.items[testimonials[n - 1]!.id].content);
  expect(screen.getByRole('button', { name: `Show testimonial ${n}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
};
const liveRegion = () => screen.getByText(/^Testimonial \d of 5:/);

describe('TestimonialsSection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<TestimonialsSection />);
    return user;
  };

  it('is a labelled carousel of testimonials with name, role, avatar and 5 stars, in a row that snaps', () => {
    setup();
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    // All five are in the page (a swipe reaches them before any script runs); one is current.
    expect(screen.getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
    expect(screen.getByRole('group', { name: 'Testimonials, one at a time' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const first = testimonials[0];
    expect(within(slide()).getByText(first.name)).toBeInTheDocument();
    expect(within(slide()).getByText(enTestimonials.items[first.id].role)).toBeInTheDocument();
    expect(within(slide()).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(slide().querySelector('img')).toHaveAttribute('src', first.avatar);
    expect(screen.getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(5);
  });

  it('advances automatically every 5000 ms and wraps from the last to the first', () => {
    setup();
    expectSlide(1);
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1));
    expectSlide(1);
    act(() => jest.advanceTimersByTime(1));
    expectSlide(2);
    advanceSlides(3);
    expectSlide(5);
    advanceSlides(1);
    expectSlide(1);
  });

  it('wraps with previous and next, and jumps with the dots', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expectSlide(5);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expectSlide(1);
    await user.click(screen.getByRole('button', { name: 'Show testimonial 4' }));
    expectSlide(4);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expectSlide(1);
  });

  it('pauses while hovered and announces changes politely only then', async () => {
    const user = setup();
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    await user.hover(carousel);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    advanceSlides(2);
    expectSlide(1);
    await user.unhover(carousel);
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expectSlide(2);
  });

  it('stops and restarts rotation with its own button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    await user.unhover(screen.getByRole('region', { name: 'Client testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advanceSlides(2);
    expectSlide(1);
    await user.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    await user.unhover(screen.getByRole('region', { name: 'Client testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expectSlide(2);
  });
});

describe('TestimonialsSection in Urdu', () => {
  withUrduMessages();

  it('testimonials: translated quotes marked as such, the client’s name in Latin (lang=en), Urdu controls', () => {
    renderWithProviders(<TestimonialsSection />, inUrdu);
    expect(screen.getByRole('region', { name: 'ہمارے کلائنٹس کیا کہتے ہیں' })).toBeInTheDocument();
    const slide = screen.getByRole('group', { name: '5 میں سے 1' });
    expect(slide).toHaveTextContent(urTestimonials.items['bilal-ahmed'].content);
    expect(within(slide).getByText('انگریزی سے ترجمہ')).toBeInTheDocument();
    expect(within(slide).getByText('Bilal Ahmed')).toHaveAttribute('lang', 'en');
    expect(within(slide).getByRole('img', { name: '5 میں سے 5 ریٹنگ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پچھلی رائے' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اگلی رائے' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رائے نمبر 2 دکھائیں' })).toBeInTheDocument();
  });

  it('testimonials in English carry no translation note', () => {
    renderWithProviders(<TestimonialsSection />);
    expect(screen.queryByText('Translated from English')).not.toBeInTheDocument();
  });
});
