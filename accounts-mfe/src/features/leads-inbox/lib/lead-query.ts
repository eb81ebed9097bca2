// The inbox's filters and page live in its URL (`/admin-jeansrecycle/leads?status=new&kind=…`):
// a filter is a link, survives a reload and the back button, and is what the page sends the API.
import { isLanguage } from '@site/leads';
import {
  FILTER_DAY,
  FILTER_TEXT_MAX,
  isLeadKind,
  isLeadStatus,
  LEAD_FILTERS,
  SEARCH_MAX_LENGTH,
  staffPages,
  type LeadFilter,
  type LeadQuery,
} from '@site/staff';
import { withQuery } from '@/lib/staff-api';

/** The page's parameter of the list's page: the API's cursor of the older leads. */
export const CURSOR_PARAM = 'cursor';

/** The filters of a URL, each as the API names it. */
export type LeadFilters = Partial<Record<LeadFilter, string>>;

/** The longest cursor kept from a URL (the API's are ids). */
const CURSOR_MAX = 500;

/** A text filter cut to `max` code points, as the API counts them (never half an emoji). */
const text = (value: string | null, max: number) => {
  const trimmed = Array.from(value?.trim() ?? '')
    .slice(0, max)
    .join('');
  return trimmed || undefined;
};

/**
 * The list's query from the page's URL: each filter the API knows, when its value is one it
 * takes (a kind, a status, a language, a day); anything else in the URL is left out.
 */
export function leadQueryOf(params: URLSearchParams): LeadQuery {
  const query: LeadQuery = {};
  const kind = params.get('kind');
  if (isLeadKind(kind)) query.kind = kind;
  const status = params.get('status');
  if (isLeadStatus(status)) query.status = status;
  const language = params.get('language');
  if (isLanguage(language)) query.language = language;
  for (const day of ['from', 'to'] as const) {
    const value = params.get(day);
    if (value && FILTER_DAY.test(value)) query[day] = value;
  }
  const choice = text(params.get('choice'), FILTER_TEXT_MAX.choice);
  if (choice) query.choice = choice;
  const source = text(params.get('source'), FILTER_TEXT_MAX.source);
  if (source) query.source = source;
  const q = text(params.get('q'), SEARCH_MAX_LENGTH);
  if (q) query.q = q;
  const cursor = text(params.get(CURSOR_PARAM), CURSOR_MAX);
  if (cursor) query.cursor = cursor;
  return query;
}

/** The filters of a query (not its page), in the contract's order. */
export function filtersOf(query: LeadQuery): LeadFilters {
  const filters: LeadFilters = {};
  for (const name of LEAD_FILTERS) {
    const value = query[name];
    if (value !== undefined) filters[name] = String(value);
  }
  return filters;
}

/** The inbox's URL for these filters (first page), changed by `changes` (undefined: left out). */
export function inboxHref(filters: LeadFilters, changes: LeadFilters = {}, cursor?: string): string {
  const next: LeadFilters = { ...filters, ...changes };
  return withQuery(staffPages.inbox, {
    ...Object.fromEntries(LEAD_FILTERS.map((name) => [name, next[name]])),
    [CURSOR_PARAM]: cursor,
  });
}

/** How many filters are set in the "more filters" part of the form (all but status and search). */
export function moreFiltersCount(filters: LeadFilters): number {
  return (['kind', 'choice', 'language', 'source', 'from', 'to'] as const).filter((name) => filters[name])
    .length;
}
