import styled from '@emotion/styled';
import { useSearchParams } from '@site/router';
import {
  CLI_ACTOR,
  NOT_A_USERNAME,
  staffApi,
  staffPages,
  type AuditEntry,
  type AuditPage,
} from '@site/staff';
import { Icon } from '@site/ui';
import { StaffCard, StaffPageHead } from '@/components/staff-layout';
import { Pager, StaffTable } from '@/components/staff-table';
import { Empty, LoadFailed, Loading } from '@/components/staff-states';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { withQuery } from '@/lib/staff-api';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStaffResource } from '@/lib/use-staff-resource';
import { useAuditMessages } from '@/messages/en/staff-audit';

/** The page's parameter of the log's page: the API's cursor of the older entries. */
export const BEFORE_PARAM = 'before';

const Table = styled.table`
  min-width: 52rem;
  .detail {
    overflow-wrap: anywhere;
  }
`;

const Entries = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-block: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .muted {
    color: ${({ theme }) => theme.colors.fg.muted};
    overflow-wrap: anywhere;
  }
`;

/** /admin-jeansrecycle/audit: the audit log, newest first, a page at a time (admins only). */
export function AuditScreen() {
  const t = useAuditMessages();
  const [params] = useSearchParams();
  const before = params.get(BEFORE_PARAM) ?? undefined;
  const { loaded, retry } = useStaffResource<AuditPage>(withQuery(staffApi.audit, { before }));
  const phone = useMediaQuery('(max-width: 640px)');

  let body;
  if (loaded.state === 'loading') body = <Loading label={t.loading} />;
  else if (loaded.state === 'error')
    body =
      loaded.error.status === 403 ? (
        <Empty>
          <Icon name="lock" size="1.5rem" />
          <strong>{t.adminsOnly}</strong>
        </Empty>
      ) : (
        <LoadFailed title={t.failed} onRetry={retry}>
          {t.failedText}
        </LoadFailed>
      );
  else if (!loaded.data.items.length) body = <Empty>{t.empty}</Empty>;
  else body = phone ? <AuditList entries={loaded.data.items} /> : <AuditTable entries={loaded.data.items} />;

  const next = loaded.state === 'ready' ? loaded.data.next : null;
  return (
    <>
      <StaffPageHead title={t.title} description={t.description} />
      <StaffCard aria-label={t.title}>
        {body}
        <Pager
          label={t.pager.label}
          newest={before ? { href: staffPages.audit, text: t.pager.newest } : undefined}
          older={
            next
              ? { href: withQuery(staffPages.audit, { [BEFORE_PARAM]: next }), text: t.pager.older }
              : undefined
          }
        />
      </StaffCard>
    </>
  );
}

function useEntryText() {
  const t = useAuditMessages();
  const actors: Record<string, string> = { [CLI_ACTOR]: t.tool, [NOT_A_USERNAME]: t.notAUsername };
  return (entry: AuditEntry) => ({
    actor: (entry.actor && Object.hasOwn(actors, entry.actor) ? actors[entry.actor] : entry.actor) ?? t.none,
    action: t.actions[entry.action] ?? entry.action,
  });
}

/**
 * When it happened: once, or, for what is counted (a lead's views in an hour, throttled sign-ins),
 * from the first time to the last and how many times.
 */
function When({ entry }: { entry: AuditEntry }) {
  const t = useAuditMessages();
  const first = <time dateTime={entry.at}>{formatPakistanTime(entry.at)}</time>;
  if (!entry.times || entry.times < 2 || !entry.lastAt) return first;
  return (
    <>
      {first} – <time dateTime={entry.lastAt}>{formatPakistanTime(entry.lastAt)}</time> (
      {t.times(entry.times)})
    </>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useAuditMessages();
  const text = useEntryText();
  const c = t.columns;
  return (
    <StaffTable label={t.scroll} flushTop>
      <Table>
        <thead>
          <tr>
            <th scope="col">{c.at}</th>
            <th scope="col">{c.actor}</th>
            <th scope="col">{c.action}</th>
            <th scope="col">{c.target}</th>
            <th scope="col">{c.detail}</th>
            <th scope="col">{c.address}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="nowrap">
                <When entry={entry} />
              </td>
              <td dir="auto">{text(entry).actor}</td>
              <td className="nowrap">{text(entry).action}</td>
              <td dir="auto">{entry.target ?? t.none}</td>
              <td className="detail" dir="auto">
                {entry.detail ?? t.none}
              </td>
              <td className="nowrap">{entry.address ?? t.none}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </StaffTable>
  );
}

function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  const text = useEntryText();
  return (
    <Entries>
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{text(entry).action}</strong>
          <span>
            <bdi>{text(entry).actor}</bdi>
            {entry.target && (
              <>
                {' → '}
                <bdi>{entry.target}</bdi>
              </>
            )}
          </span>
          {entry.detail && (
            <span className="muted" dir="auto">
              {entry.detail}
            </span>
          )}
          <span className="muted">
            <When entry={entry} />
            {entry.address && ` · ${entry.address}`}
          </span>
        </li>
      ))}
    </Entries>
  );
}
