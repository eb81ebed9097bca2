import styled from '@emotion/styled';
import { formatDate, useLocale } from '@site/i18n';
import { clientStatusLabels, type PersonMe } from '@site/people';
import { Badge, Card } from '@site/ui';
import { useId } from 'react';
import { pakistanDay } from '@/lib/pakistan-time';
import { useAccountMessages } from '@/messages/en/account';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  header p,
  .note {
    margin-block-start: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const tones = {
  received: 'brand',
  'in-touch': 'accent',
  enrolled: 'success',
  agreed: 'success',
  closed: 'neutral',
} as const;

/**
 * "What you sent": the project requests and enrollments sent with the person's verified address,
 * each with its status worded for a client (Received, We are in touch, Enrolled / Project agreed,
 * Closed), never the inbox's. Until the address is confirmed, none shows (anyone may type any
 * address into a form).
 */
export function SentRequests({ me }: { me: PersonMe }) {
  const t = useAccountMessages().sent;
  const locale = useLocale();
  const headingId = `${useId()}-sent`;
  return (
    <Root aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t.title}</h2>
        <p>{t.intro}</p>
      </header>
      {!me.emailVerified ? (
        <p className="note">{t.hidden}</p>
      ) : me.requests.length === 0 ? (
        <p className="note">{t.empty}</p>
      ) : (
        <List>
          {me.requests.map((sent) => (
            <Item as="li" key={`${sent.kind}-${sent.id}`} padding={4}>
              <div>
                <h3>
                  <bdi>{sent.choice}</bdi>
                </h3>
                <p className="meta">
                  {t.kinds[sent.kind]} · {t.sentOn(formatDate(locale, pakistanDay(sent.sentAt)))}
                </p>
              </div>
              <Badge tone={tones[sent.status]}>{clientStatusLabels[locale][sent.status]}</Badge>
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}
