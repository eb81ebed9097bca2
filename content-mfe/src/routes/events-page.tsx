import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { Container, Grid, PageHeader } from '@site/ui';
import { EventCard } from '../features/events/components/event-card';
import { eventStructuredData } from '../features/events/lib/event-structured-data';
import { events } from '../features/events/data/events';
import { enEvents, useEventsMessages } from '../messages/en/events';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
  .note {
    text-align: center;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

export function EventsPage() {
  const t = useEventsMessages();
  const description = t.description(siteSettings.city);
  usePageMeta({
    description,
    structuredData: events.map((event) =>
      eventStructuredData(event, t.items[event.key], enEvents.items[event.key].location),
    ),
  });
  // The heading says more than the route's short title ('Events' in the tab, 'Upcoming Events' on the page).
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={description} />
      <Wrap>
        <Grid min="30rem" gap={8}>
          {events.map((event, index) => (
            <EventCard key={event.id} event={event} eager={index === 0} />
          ))}
        </Grid>
        <p className="note">{t.note(siteSettings.email)}</p>
      </Wrap>
    </>
  );
}

export default EventsPage;
