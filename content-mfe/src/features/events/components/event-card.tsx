import styled from '@emotion/styled';
import {
  Badge,
  Button,
  ButtonAnchor,
  Card,
  CardBody,
  CardTitle,
  Icon,
  VisuallyHidden,
  formatDate,
} from '@site/ui';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import { registrationOf, type SiteEvent } from '../data/events';
import { registrationMailto } from '../lib/registration-mailto';

const Article = styled(Card)<{ dimmed: boolean }>`
  height: 100%;
  /* A completed event is dimmed, with no button. At this opacity muted text would fall under
     AA contrast, so the dimmed card draws its text in the default colour. */
  ${({ theme, dimmed }) =>
    dimmed &&
    `
    opacity: 0.8;
    background: ${theme.colors.bg.subtle};
    img { filter: grayscale(1); }
    .description, ul, .left, .status { color: ${theme.colors.fg.default}; }
  `}
`;

const Media = styled.div`
  position: relative;
  .status {
    position: absolute;
    top: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
  }
`;

const Body = styled(CardBody)`
  .description {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  ul {
    flex-direction: column;
  }
`;

const Capacity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  .numbers {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .left {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Bar = styled.div<{ percent: number; full: boolean }>`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.muted};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    width: ${({ percent }) => percent}%;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme, full }) => (full ? theme.colors.fg.warning : theme.colors.action.accent)};
  }
`;

function seatsLeftText(event: SiteEvent) {
  const left = event.maxAttendees - event.attendees;
  if (event.status === 'completed') return 'Event has ended';
  if (left <= 0) return 'No seats left';
  return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
}

export function EventCard({ event, eager = false }: { event: SiteEvent; eager?: boolean }) {
  const registration = registrationOf(event);
  const percent = Math.min(100, Math.round((event.attendees / event.maxAttendees) * 100));
  return (
    <Article as="article" flush dimmed={registration === 'closed'}>
      <Media>
        <CoverImage src={event.image} alt={event.imageAlt} eager={eager} />
        <Badge className="status" tone={event.status === 'upcoming' ? 'success' : 'neutral'}>
          {event.status === 'upcoming' ? 'Upcoming' : 'Completed'}
        </Badge>
      </Media>
      <Body gap={4}>
        <CardTitle as="h2">{event.title}</CardTitle>
        <p className="description">{event.description}</p>
        <MetaList aria-label="Event details">
          <MetaItem icon="calendar">
            <time dateTime={event.date}>{formatDate(event.date, 'weekday')}</time>
          </MetaItem>
          <MetaItem icon="clock">{event.time}</MetaItem>
          <MetaItem icon="map-pin">{event.location}</MetaItem>
        </MetaList>
        <Capacity>
          <div className="numbers">
            <span>
              <Icon name="users" size="1rem" style={{ display: 'inline', verticalAlign: '-0.15em' }} />{' '}
              {event.attendees}/{event.maxAttendees} attendees
            </span>
            <span className="left">{seatsLeftText(event)}</span>
          </div>
          <Bar percent={percent} full={registration === 'full'} aria-hidden="true" />
        </Capacity>
        {registration === 'open' && (
          <ButtonAnchor href={registrationMailto(event)} fullWidth>
            Register Now<VisuallyHidden>: {event.title}</VisuallyHidden>
          </ButtonAnchor>
        )}
        {registration === 'full' && (
          <Button type="button" disabled fullWidth variant="secondary">
            Event Full
          </Button>
        )}
      </Body>
    </Article>
  );
}
