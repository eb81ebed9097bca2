import styled from '@emotion/styled';
import { staffApi, type LeadDetail } from '@site/staff';
import { Button } from '@site/ui';
import { useState } from 'react';
import { MailBadge } from '@/components/lead-badges';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { useLeadChange } from '../hooks/use-lead-change';
import { Facts, Said } from './lead-parts';

const State = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * Where the lead's e-mail to the company stands: sent, waiting, failing (with its next attempt
 * and last error), or given up (with why, and Send again, which makes it due once more).
 */
export function LeadMail({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const t = useLeadMessages().mail;
  const { mail } = lead;
  const [retried, setRetried] = useState(false);
  const { change, busy, error } = useLeadChange(onChanged);

  let text;
  switch (mail.state) {
    case 'sent':
      text = (
        <p>
          {t.sent(formatPakistanTime(mail.at))} {t.attempts(mail.attempts)}
        </p>
      );
      break;
    case 'pending':
      text = <p>{t.pending}</p>;
      break;
    case 'retrying':
      text = (
        <p>
          {t.retrying(formatPakistanTime(mail.nextAttemptAt))} {t.attempts(mail.attempts)}
        </p>
      );
      break;
    case 'given-up':
      text = (
        <p>
          {t.givenUp(formatPakistanTime(mail.at))} {t.attempts(mail.attempts)}
        </p>
      );
      break;
    case 'none':
      text = <p>{t.none}</p>;
  }
  const problems = [
    ...(mail.state === 'given-up' && mail.reason ? [[t.reason, mail.reason] as const] : []),
    ...((mail.state === 'given-up' || mail.state === 'retrying') && mail.lastError
      ? [[t.lastError, mail.lastError] as const]
      : []),
  ];

  return (
    <State>
      <MailBadge state={mail.state} />
      {text}
      {problems.length > 0 && (
        <Facts>
          {problems.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
        </Facts>
      )}
      {mail.state === 'given-up' && (
        <Button
          type="button"
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={async () => setRetried(await change(staffApi.leadMailRetry(lead.kind, lead.id)))}
        >
          {busy ? t.retryingNow : t.retry}
        </Button>
      )}
      <Said tone="done" aria-live="polite">
        {retried && mail.state !== 'given-up' && t.retried}
      </Said>
      {error && (
        <Said tone="error" role="alert">
          {error}
        </Said>
      )}
    </State>
  );
}
