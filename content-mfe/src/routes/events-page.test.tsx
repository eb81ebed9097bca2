import { screen, within } from '@testing-library/react';
import { events, registrationOf } from '../features/events/data/events';
import { enEvents } from '../messages/en/events';
import { renderWithProviders } from '../testing/render';
import { EventsPage } from './events-page';

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('article')!;
}

describe('registrationOf', () => {
  it('is open for an upcoming event with seats, full at capacity, closed once completed', () => {
    expect(registrationOf({ status: 'upcoming', attendees: 25, maxAttendees: 30 })).toBe('open');
    expect(registrationOf({ status: 'upcoming', attendees: 30, maxAttendees: 30 })).toBe('full');
    expect(registrationOf({ status: 'upcoming', attendees: 31, maxAttendees: 30 })).toBe('full');
    expect(registrationOf({ status: 'completed', attendees: 12, maxAttendees: 20 })).toBe('closed');
  });
});

describe('EventsPage', () => {
  it('shows four events with date, time, location, attendees/max and status', () => {
    renderWithProviders(<EventsPage />, { route: '/event' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(events.map((e) => `${e.attendees}/${e.maxAttendees}`)).toEqual([
      '25/30',
      '45/50',
      '30/30',
      '12/20',
    ]);
    for (const event of events) {
      const words = enEvents.items[event.key];
      const article = within(card(words.title));
      expect(article.getByText(`${event.attendees}/${event.maxAttendees} attendees`)).toBeInTheDocument();
      expect(article.getByText(event.time)).toBeInTheDocument();
      expect(article.getByText(words.location)).toBeInTheDocument();
      expect(article.getByText(event.status === 'upcoming' ? 'Upcoming' : 'Completed')).toBeInTheDocument();
    }
    expect(
      within(card('Laravel 11 Hands-on Workshop')).getByText('Saturday, December 12, 2026'),
    ).toBeInTheDocument();
  });

  it('lets a visitor register for upcoming events with free seats, by e-mail naming the event', () => {
    renderWithProviders(<EventsPage />, { route: '/event' });
    const register = within(card('Laravel 11 Hands-on Workshop')).getByRole('link', {
      name: /register now/i,
    });
    const href = register.getAttribute('href')!;
    expect(href.startsWith('mailto:info@codenest.pk?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Event registration: Laravel 11 Hands-on Workshop');
    expect(
      within(card('React & JavaScript Developers Meetup')).getByRole('link', { name: /register now/i }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /register now/i })).toHaveLength(2);
  });

  it("shows a disabled 'Event Full' button for the full upcoming event", () => {
    renderWithProviders(<EventsPage />, { route: '/event' });
    const full = within(card('Shopify App Development Bootcamp'));
    expect(full.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(full.queryByRole('link', { name: /register now/i })).not.toBeInTheDocument();
  });

  it('shows the completed event without any button', () => {
    renderWithProviders(<EventsPage />, { route: '/event' });
    const done = within(card('Web Development Career Seminar'));
    expect(done.queryByRole('button')).not.toBeInTheDocument();
    expect(done.queryByRole('link')).not.toBeInTheDocument();
    expect(done.getByText('Event has ended')).toBeInTheDocument();
  });
});
