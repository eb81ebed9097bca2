import styled from '@emotion/styled';
import { languageNames } from '@site/leads';
import { Link, useLocation, useParams } from '@site/router';
import { leadKindOfSlug, staffPages, type LeadKindName } from '@site/staff';
import { Icon } from '@site/ui';
import { useId, type ReactNode } from 'react';
import { KindLabel } from '@/components/lead-badges';
import { StaffCard, StaffPageHead } from '@/components/staff-layout';
import { Empty, LoadFailed, Loading } from '@/components/staff-states';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { useStudentsMessages } from '@/messages/en/staff-students';
import { useLead } from '../hooks/use-lead';
import { LeadContact } from './lead-contact';
import { LeadFields } from './lead-fields';
import { LeadMail } from './lead-mail';
import { LeadNotes } from './lead-notes';
import { LeadSource } from './lead-source';
import { LeadStatusPanel } from './lead-status';
import { LeadStudentPanel } from './lead-student';

// Phone: one column, the status first. Desktop: what they sent and the notes on the left, the
// lead's state (status, then mail and source) on the right; each column its own height.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-areas: 'status' 'main' 'side';
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 3fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'main status' 'main side';
    align-items: start;
  }
`;

const Column = styled.div<{ area: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-area: ${({ area }) => area};
  min-width: 0;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[1]};
  .contact {
    overflow-wrap: anywhere;
  }
`;

/** A lead's page: its kind and id from the URL (`/admin-jeansrecycle/leads/enrollment/3`). */
function leadOfParams(params: Record<string, string | undefined>): { kind: LeadKindName; id: number } | null {
  const kind = leadKindOfSlug(params.kind ?? '');
  const id = Number(params.id);
  return kind && Number.isSafeInteger(id) && id > 0 && String(id) === params.id ? { kind, id } : null;
}

/** The inbox as the visitor left it (its filters and page), from the link that opened this lead. */
function useInboxHref(): string {
  const { state } = useLocation();
  const inbox = (state as { inbox?: unknown } | null)?.inbox;
  return typeof inbox === 'string' && inbox.startsWith(staffPages.inbox) ? inbox : staffPages.inbox;
}

/** /admin-jeansrecycle/leads/:kind/:id: everything about one lead, and what staff do with it. */
export function LeadScreen() {
  const t = useLeadMessages();
  const target = leadOfParams(useParams());
  const back = (
    <Back to={useInboxHref()}>
      <Icon name="arrow-left" size="1rem" />
      {t.back}
    </Back>
  );
  if (!target)
    return (
      <>
        <StaffPageHead title={t.title} before={back} />
        <NotFound />
      </>
    );
  return <Lead kind={target.kind} id={target.id} back={back} />;
}

function NotFound() {
  const t = useLeadMessages();
  return (
    <StaffCard>
      <Empty>
        <strong>{t.notFound}</strong>
        <p>{t.notFoundText}</p>
      </Empty>
    </StaffCard>
  );
}

function Lead({ kind, id, back }: { kind: LeadKindName; id: number; back: ReactNode }) {
  const t = useLeadMessages();
  const students = useStudentsMessages();
  const { loaded, retry, replace, reload, version } = useLead(kind, id);
  const ids = {
    status: useId(),
    student: useId(),
    fields: useId(),
    notes: useId(),
    mail: useId(),
    source: useId(),
  };

  if (loaded.state !== 'ready')
    return (
      <>
        <StaffPageHead title={t.title} before={back} />
        {loaded.state === 'loading' ? (
          <Loading label={t.loading} />
        ) : loaded.error.status === 404 ? (
          <NotFound />
        ) : (
          <LoadFailed title={t.failed} onRetry={retry}>
            {t.failedText}
          </LoadFailed>
        )}
      </>
    );

  const lead = loaded.data;
  const section = (part: keyof typeof ids, heading: string, children: ReactNode) => (
    <StaffCard aria-labelledby={ids[part]}>
      <h2 id={ids[part]}>{heading}</h2>
      {children}
    </StaffCard>
  );
  return (
    <>
      <StaffPageHead
        before={back}
        title={<span dir="auto">{lead.fullName}</span>}
        description={
          <Facts>
            <KindLabel kind={lead.kind} />
            <span>{lead.choice}</span>
            <span>{languageNames[lead.language]}</span>
            <span>
              {t.submitted} <time dateTime={lead.submittedAt}>{formatPakistanTime(lead.submittedAt)}</time>
            </span>
            <span className="contact" dir="ltr">
              {[lead.email, lead.phone].filter(Boolean).join(' · ')}
            </span>
          </Facts>
        }
        actions={<LeadContact lead={lead} />}
      />
      <Layout>
        <Column area="status">
          {section(
            'status',
            t.status.heading,
            <LeadStatusPanel key={version} lead={lead} onChanged={replace} />,
          )}
          {lead.kind === 'enrollment' &&
            section('student', students.enroll.heading, <LeadStudentPanel lead={lead} onEnrolled={reload} />)}
        </Column>
        <Column area="main">
          {section('fields', t.fields.heading, <LeadFields fields={lead.fields} />)}
          {section('notes', t.notes.heading, <LeadNotes lead={lead} onChanged={replace} />)}
        </Column>
        <Column area="side">
          {section('mail', t.mail.heading, <LeadMail lead={lead} onChanged={replace} />)}
          {section('source', t.source.heading, <LeadSource lead={lead} />)}
        </Column>
      </Layout>
    </>
  );
}
