import { Container, PageHeader, usePageMeta } from '@site/ui';

export function EventsPage() {
  usePageMeta({ title: 'Events', description: 'Workshops, meetups and bootcamps.' });
  return (
    <>
      <PageHeader title="Upcoming Events" description="Workshops, meetups and bootcamps." />
      <Container style={{ paddingBlock: '3rem' }}>
        <p>This page is being built.</p>
      </Container>
    </>
  );
}

export default EventsPage;
