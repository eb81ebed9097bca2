import { enEvents } from '@/messages/en/events';
import { events, type SiteEvent } from '../data/events';
import { eventStructuredData } from './event-structured-data';

const inEnglish = (event: SiteEvent) => {
  const words = enEvents.items[event.key];
  return eventStructuredData(event, words, words.location);
};

describe('eventStructuredData', () => {
  it('gives each event a start and end in Pakistan time, its place, capacity and organiser', () => {
    const data = inEnglish(events[0]!);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: enEvents.items[events[0]!.key].title,
      startDate: `${events[0]!.date}T10:00:00+05:00`,
      endDate: `${events[0]!.date}T16:00:00+05:00`,
      location: { '@type': 'Place', name: 'CodeNest Training Lab' },
      organizer: { '@type': 'Organization', name: 'CodeNest Technologies' },
      maximumAttendeeCapacity: 30,
      remainingAttendeeCapacity: 5,
    });
  });

  it('describes every event, a full one with no places left', () => {
    const all = events.map(inEnglish);
    expect(all).toHaveLength(4);
    expect(all.map((e) => e.remainingAttendeeCapacity)).toEqual([5, 5, 0, 8]);
    for (const e of all) expect(String(e.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+05:00)?$/);
  });
});
