import styled from '@emotion/styled';
import { WhatsAppLink } from '@site/federation';
import { formatDate, useLocale } from '@site/i18n';
import { siteSettings } from '@site/site';
import { Badge, Button, ButtonAnchor, Card, CardBody, CardTitle, Icon, VisuallyHidden } from '@site/ui';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import { useEventsMessages } from '@/messages/en/events';
import { registrationOf, type SiteEvent } from '../data/events';
import { formatEventTime } from '../lib/event-time';
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
    inset-block-start: ${({ theme }) => theme.space[3]};
    inset-inline-start: ${({ theme }) => theme.space[3]};
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
  margin-block-start: auto;
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

/** The registration's second way, beside "Register Now": quieter, centred under it. */
const WhatsApp = styled(WhatsAppLink)`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function EventCard({ event, eager = false }: { event: SiteEvent; eager?: boolean }) {
  const t = useEventsMessages();
  const locale = useLocale();
  const words = t.items[event.key];
  const time = formatEventTime(locale, event.time);
  const left = event.maxAttendees - event.attendees;
  const seatsLeft = event.status === 'completed' ? t.ended : left <= 0 ? t.noSeats : t.seatsLeft(left);
  const registration = registrationOf(event);
  const percent = Math.min(100, Math.round((event.attendees / event.maxAttendees) * 100));
  return (
    <Article as="article" flush dimmed={registration === 'closed'}>
      <Media>
        <CoverImage src={event.image} alt={words.imageAlt} eager={eager} />
        <Badge className="status" tone={event.status === 'upcoming' ? 'success' : 'neutral'}>
          {event.status === 'upcoming' ? t.upcoming : t.completed}
        </Badge>
      </Media>
      <Body gap={4}>
        <CardTitle as="h2">{words.title}</CardTitle>
        <p className="description">{words.description}</p>
        <MetaList aria-label={t.details}>
          <MetaItem icon="calendar">
            <time dateTime={event.date}>{formatDate(locale, event.date, 'weekday')}</time>
          </MetaItem>
          <MetaItem icon="clock">{time}</MetaItem>
          <MetaItem icon="map-pin">{words.location}</MetaItem>
        </MetaList>
        <Capacity>
          <div className="numbers">
            <span>
              <Icon name="users" size="1rem" style={{ display: 'inline', verticalAlign: '-0.15em' }} />{' '}
              {t.attendees(event.attendees, event.maxAttendees)}
            </span>
            <span className="left">{seatsLeft}</span>
          </div>
          <Bar percent={percent} full={registration === 'full'} aria-hidden="true" />
        </Capacity>
        {registration === 'open' && (
          <>
            <ButtonAnchor
              href={registrationMailto(
                { title: words.title, date: formatDate(locale, event.date, 'weekday'), time },
                t.mail,
              )}
              fullWidth
            >
              {t.register}
              <VisuallyHidden>: {words.title}</VisuallyHidden>
            </ButtonAnchor>
            <WhatsApp
              message={t.whatsApp.message(
                siteSettings.companyName,
                words.title,
                formatDate(locale, event.date, 'long'),
              )}
            >
              {t.whatsApp.label}
              <VisuallyHidden>: {words.title}</VisuallyHidden>
            </WhatsApp>
          </>
        )}
        {registration === 'full' && (
          <Button type="button" disabled fullWidth variant="secondary">
            {t.full}
          </Button>
        )}
      </Body>
    </Article>
  );
}
