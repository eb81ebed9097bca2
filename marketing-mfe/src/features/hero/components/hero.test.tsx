import { act, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@site/i18n';
import { SiteThemeProvider } from '@site/ui';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '@/testing/render';
import {
  CODE_LINE_INTERVAL_MS,
  ICON_INTERVAL_MS,
  ICON_LIFETIME_MS,
  INITIAL_CODE_LINES,
  MAX_CODE_LINES,
  MAX_FLOATING_ICONS,
  STATIC_CODE_LINES,
} from '../data/hero-background';
import { Hero } from './hero';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

const codeLines = () => within(screen.getByTestId('hero-code')).queryAllByRole('listitem', { hidden: true });
const icons = () => screen.getByTestId('hero-icons').children;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('Hero', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('has the page h1 and links to the form and the portfolio (they work before any script runs)', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '#start-project',
    );
    expect(screen.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '#portfolio');
  });

  it('adds a code line every 2 s and keeps at most 12', () => {
    mockReducedMotion(false);
    renderWithProviders(<Hero />);
    expect(codeLines()).toHaveLength(INITIAL_CODE_LINES);
    act(() => jest.advanceTimersByTime(CODE_LINE_INTERVAL_MS - 1));
    expect(codeLines()).toHaveLength(INITIAL_CODE_LINES);
    act(() => jest.advanceTimersByTime(1));
    expect(codeLines()).toHaveLength(INITIAL_CODE_LINES + 1);
    act(() => jest.advanceTimersByTime(CODE_LINE_INTERVAL_MS * 30));
    expect(codeLines()).toHaveLength(MAX_CODE_LINES);
    const before = codeLines().map((li) => li.textContent);
    act(() => jest.advanceTimersByTime(CODE_LINE_INTERVAL_MS));
    const after = codeLines().map((li) => li.textContent);
    expect(after).toHaveLength(MAX_CODE_LINES);
    expect(after.slice(0, -1)).toEqual(before.slice(1));
  });

  it('adds a floating icon every 3 s, removes each after 10 s and never shows more than 6', () => {
    mockReducedMotion(false);
    renderWithProviders(<Hero />);
    expect(icons()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(ICON_INTERVAL_MS));
    expect(icons()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(ICON_INTERVAL_MS * 3));
    expect(icons()).toHaveLength(4);
    // The first icon was born at 3 s: it leaves at 13 s.
    act(() => jest.advanceTimersByTime(ICON_INTERVAL_MS + ICON_LIFETIME_MS - ICON_INTERVAL_MS * 4 - 1));
    expect(icons()).toHaveLength(4);
    act(() => jest.advanceTimersByTime(1));
    expect(icons()).toHaveLength(3);
    for (let i = 0; i < 40; i++) {
      act(() => jest.advanceTimersByTime(ICON_INTERVAL_MS / 3));
      expect(icons().length).toBeLessThanOrEqual(MAX_FLOATING_ICONS);
    }
  });

  it('sends the still editor with the page: its lines past the rolling start shown by CSS under reduced motion only', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <LocaleProvider locale="en">
        <SiteThemeProvider>
          <Hero />
        </SiteThemeProvider>
      </LocaleProvider>,
    );
    const lines = [...page.querySelectorAll('[data-testid="hero-code"] li')];
    expect(lines).toHaveLength(STATIC_CODE_LINES);
    expect(lines.map((li) => li.hasAttribute('data-still'))).toEqual(
      lines.map((_, i) => i >= INITIAL_CODE_LINES),
    );
  });

  it('keeps everything still under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderWithProviders(<Hero />);
    const lines = codeLines().map((li) => li.textContent);
    expect(lines).toHaveLength(STATIC_CODE_LINES);
    expect(screen.getByTestId('hero-code').querySelector('[data-still]')).toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(codeLines().map((li) => li.textContent)).toEqual(lines);
    expect(icons()).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('hides the decoration from assistive technology', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByTestId('hero-code').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByTestId('hero-icons')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Hero in Urdu', () => {
  withUrduMessages();

  it('hero: Urdu buttons to the form and the portfolio, the forward arrow mirrored', () => {
    renderWithProviders(<Hero />, inUrdu);
    expect(screen.getByRole('link', { name: 'اپنا پروجیکٹ شروع کریں' })).toHaveAttribute(
      'href',
      '#start-project',
    );
    expect(screen.getByRole('link', { name: 'ہمارا کام دیکھیں' })).toHaveAttribute('href', '#portfolio');
    expect(screen.getByText('عملی آئی ٹی کورسز')).toBeInTheDocument();
    document.documentElement.dir = 'rtl';
    const arrow = screen.getByRole('link', { name: 'اپنا پروجیکٹ شروع کریں' }).querySelector('svg')!;
    expect(getComputedStyle(arrow).transform).toBe('scaleX(-1)');
    document.documentElement.removeAttribute('dir');
    expect(getComputedStyle(arrow).transform).not.toBe('scaleX(-1)');
  });
});
