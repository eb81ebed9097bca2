import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { usePageMeta } from '@site/federation';
import { Container, Grid, PageHeader } from '@site/ui';
import { EventCard } from '../features/events/components/event-card';
import { eventStructuredData } from '../features/events/lib/event-structured-data';
import { events } from '../features/events/data/events';

const description = `Workshops, meetups and bootcamps in ${siteSettings.city}: learn new skills and meet other developers.`;

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
  usePageMeta({
    description,
    structuredData: events.map(eventStructuredData),
  });
  return (
    <>
      <PageHeader eyebrow="Learn together" title="Upcoming Events" description={description} />
      <Wrap>
        <Grid min="30rem" gap={8}>
          {events.map((event, index) => (
            <EventCard key={event.id} event={event} eager={index === 0} />
          ))}
        </Grid>
        <p className="note">
          Registering opens an e-mail to {siteSettings.email}; our team replies to confirm your seat.
        </p>
      </Wrap>
    </>
  );
}

export default EventsPage;
