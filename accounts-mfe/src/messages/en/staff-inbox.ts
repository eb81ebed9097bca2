// accounts-mfe's words in English: the 'staff-inbox' part of its catalogue, the leads inbox
// (/admin-jeansrecycle/leads). English only, like every staff page.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enInbox = {
  title: 'Leads',
  description: 'Every project request and enrollment, newest first. Times are Pakistan time.',
  csv: 'Download CSV',
  csvDetail: 'of the leads of this filter',
  filters: {
    label: 'Filter leads',
    search: 'Search by name, e-mail or phone',
    searchButton: 'Search',
    more: 'Filters',
    active: (count: number) => (count === 1 ? '1 active' : `${count} active`),
    kind: 'Kind',
    anyKind: 'All kinds',
    kinds: { project_request: 'Project requests', enrollment: 'Enrollments' },
    status: 'Status',
    anyStatus: 'Any status',
    choice: 'Course or project type',
    anyChoice: 'Any course or project type',
    courses: 'Courses',
    projectTypes: 'Project types',
    language: 'Language',
    anyLanguage: 'Any language',
    source: 'Source',
    sourceHint: 'As the list shows it: facebook, google, direct…',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear all filters',
  },
  statuses: { label: 'Leads by status', all: 'All' },
  list: {
    heading: 'Results',
    loading: 'Loading leads…',
    failed: 'The leads could not be loaded',
    failedText: 'The staff API did not answer. Your filters are kept: try again.',
    showing: (shown: number, total: number) =>
      total === 1 ? 'Showing the one lead of this filter.' : `Showing ${shown} of ${total} leads.`,
    showingOlder: (shown: number, total: number) => `Showing ${shown} older leads of ${total}.`,
    empty: 'No leads match these filters.',
    emptyHint: 'Try fewer filters, or clear them all.',
    none: 'No leads yet.',
    noneHint: 'Project requests and enrollments appear here as soon as they are sent.',
    scroll: 'Leads table (scrolls sideways)',
    columns: {
      kind: 'Kind',
      name: 'Name',
      choice: 'Course or project',
      status: 'Status',
      source: 'Source',
      language: 'Language',
      submitted: 'Submitted',
      mail: 'Mail',
    },
    mailLabel: 'Mail:',
  },
  pager: { label: 'Pages of leads', older: 'Older leads', newest: 'Back to the newest' },
  chart: {
    heading: 'Leads per week',
    loading: 'Loading the chart…',
    failed: 'The chart could not be loaded',
    empty: 'No leads in these weeks.',
    views: { label: 'Show leads by', source: 'Source', kind: 'Kind' },
    other: 'other',
    summary: (weeks: number, by: string, total: number, busiest: string, most: number, parts: string) =>
      `Leads per week for the last ${weeks} weeks, by ${by}: ${total} in total, most in the week of ${busiest} (${most}). ${parts}.`,
    numbers: 'Show the numbers',
    caption: (by: string) => `Leads per week by ${by}`,
    weekOf: 'Week of',
    total: 'Total',
    tableScroll: 'Leads per week (scrolls sideways)',
  },
} satisfies Catalogue;

/** The 'staff-inbox' words (English only): `const t = useInboxMessages();`. */
export const useInboxMessages = defineMessages('staff-inbox', enInbox);
