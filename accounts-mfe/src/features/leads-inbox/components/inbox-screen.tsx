import styled from '@emotion/styled';
import { ButtonLink } from '@site/federation';
import { useSearchParams } from '@site/router';
import { staffApi, type LeadList as LeadListAnswer, type WeeklyStats } from '@site/staff';
import { ButtonAnchor, Icon, VisuallyHidden } from '@site/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { StaffCard, StaffPageHead } from '@/components/staff-layout';
import { Pager } from '@/components/staff-table';
import { Empty, LoadFailed, Loading } from '@/components/staff-states';
import { withQuery } from '@/lib/staff-api';
import { useStaffResource } from '@/lib/use-staff-resource';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { filtersOf, inboxHref, leadQueryOf } from '../lib/lead-query';
import { LeadFiltersForm } from './lead-filters';
import { LeadList } from './lead-list';
import { StatusChips } from './status-chips';
import { WeeklyLeads } from './weekly-leads';

// One column no wider than the screen: the status chips' row scrolls inside it on a phone.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Where the status chips stand while the leads load, so that nothing below them jumps. */
const ChipsPlace = styled.div`
  min-height: 2.5rem;
`;

/**
 * /admin-jeansrecycle/leads: every lead, newest first, for the filters of the page's URL. The
 * list, the counts per status and the chart each come from the API and fail alone.
 */
export function InboxScreen() {
  const t = useInboxMessages();
  const [params] = useSearchParams();
  const query = useMemo(() => leadQueryOf(params), [params]);
  const filters = useMemo(() => filtersOf(query), [query]);
  const headingId = useId();
  const leads = useStaffResource<LeadListAnswer>(
    withQuery(staffApi.leads, { ...filters, cursor: query.cursor }),
  );
  const weekly = useStaffResource<WeeklyStats>(withQuery(staffApi.weekly, filters));
  const here = inboxHref(filters, {}, query.cursor);

  // Another page of the list: once it is there, the list's heading takes the focus (and the view).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageTurned = useRef(false);
  const cursor = useRef(query.cursor);
  useEffect(() => {
    if (cursor.current !== query.cursor) pageTurned.current = true;
    cursor.current = query.cursor;
  }, [query.cursor]);
  useEffect(() => {
    if (leads.loaded.state !== 'ready' || !pageTurned.current) return;
    pageTurned.current = false;
    headingRef.current?.focus();
  }, [leads.loaded.state]);

  const list = leads.loaded;
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <StaffPageHead
        title={t.title}
        description={t.description}
        actions={
          <ButtonAnchor href={withQuery(staffApi.leadsCsv, filters)} download variant="secondary">
            <Icon name="download" size="1.125rem" />
            {t.csv}
            <VisuallyHidden> {t.csvDetail}</VisuallyHidden>
          </ButtonAnchor>
        }
      />
      <Stack>
        {list.state === 'ready' ? (
          <StatusChips filters={filters} counts={list.data.counts} />
        ) : (
          <ChipsPlace />
        )}
        <StaffCard aria-label={t.filters.label}>
          <LeadFiltersForm
            filters={filters}
            sources={weekly.loaded.state === 'ready' ? weekly.loaded.data.sources : []}
          />
        </StaffCard>
        <StaffCard aria-labelledby={headingId}>
          <ListHead>
            <h2 id={headingId} ref={headingRef} tabIndex={-1}>
              {t.list.heading}
            </h2>
            <p aria-live="polite">
              {list.state === 'ready' &&
                list.data.items.length > 0 &&
                (query.cursor ? t.list.showingOlder : t.list.showing)(
                  list.data.items.length,
                  list.data.total,
                )}
            </p>
          </ListHead>
          {list.state === 'loading' && <Loading label={t.list.loading} />}
          {list.state === 'error' && (
            <LoadFailed title={t.list.failed} onRetry={leads.retry}>
              {t.list.failedText}
            </LoadFailed>
          )}
          {list.state === 'ready' &&
            (list.data.items.length ? (
              <LeadList leads={list.data.items} inboxHref={here} labelledBy={headingId} />
            ) : (
              <Empty>
                <strong>{filtered ? t.list.empty : t.list.none}</strong>
                <p>{filtered ? t.list.emptyHint : t.list.noneHint}</p>
                {filtered && (
                  <ButtonLink to={inboxHref({})} variant="secondary" size="sm">
                    {t.filters.clear}
                  </ButtonLink>
                )}
              </Empty>
            ))}
          {list.state === 'ready' && (
            <Pager
              label={t.pager.label}
              newest={query.cursor ? { href: inboxHref(filters), text: t.pager.newest } : undefined}
              older={
                list.data.next
                  ? { href: inboxHref(filters, {}, list.data.next), text: t.pager.older }
                  : undefined
              }
            />
          )}
        </StaffCard>
        <WeeklyLeads weekly={weekly.loaded} onRetry={weekly.retry} />
      </Stack>
    </>
  );
}
