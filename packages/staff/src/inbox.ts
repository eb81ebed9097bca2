// The inbox: the list's filters and paging, a lead as the list and its page show it, the changes
// staff make to it (status, notes) and the leads per week.
import { SOURCE_LIMITS, textProblem, type Language, type LeadSource } from '@site/leads';
import type { LeadKindName } from './kinds';
import type { LeadStatus } from './statuses';

/** The list's filters and paging, as query parameters of `staffApi.leads` (and of the page). */
export interface LeadQuery {
  kind?: LeadKindName;
  status?: LeadStatus;
  /** A course (enrollments) or a project type (project requests), exactly as stored. */
  choice?: string;
  language?: Language;
  /** A source label (`sourceLabel` of @site/leads: `facebook`, `google`, `direct`, …). */
  source?: string;
  /** First and last day, `YYYY-MM-DD`, in Pakistan time, both included. */
  from?: string;
  to?: string;
  /** Part of a name, an e-mail address or a phone number. */
  q?: string;
  /** The `next` of the previous page. */
  cursor?: string;
  /** Leads per page: 1–100, 25 by default. */
  limit?: number;
}

/** The names of `LeadQuery`'s filters (what the export and the chart take too). */
export const LEAD_FILTERS = ['kind', 'status', 'choice', 'language', 'source', 'from', 'to', 'q'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];
export const LEAD_PAGE_SIZE = { default: 25, max: 100 } as const;
/** The longest search, in characters. */
export const SEARCH_MAX_LENGTH = 100;
/**
 * The longest text filters: a course or project type, and a source label (a campaign's source or
 * a referring host, as @site/leads keeps them).
 */
export const FILTER_TEXT_MAX = {
  choice: 200,
  source: Math.max(SOURCE_LIMITS.utm, SOURCE_LIMITS.host),
} as const;
/** A filter's day, `YYYY-MM-DD` (whether the day exists is the API's to say). */
export const FILTER_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a lead's e-mail to the company stands. */
export type MailState =
  | { state: 'sent'; at: string; attempts: number }
  | { state: 'pending' }
  | { state: 'retrying'; attempts: number; nextAttemptAt: string; lastError: string | null }
  | { state: 'given-up'; at: string; attempts: number; reason: string | null; lastError: string | null }
  /** Stored before lead mails existed. */
  | { state: 'none' };

/** What the list and a lead's page both show of a lead. */
interface LeadIdentity {
  kind: LeadKindName;
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  /** The course or the project type. */
  choice: string;
  language: Language;
  status: LeadStatus;
  submittedAt: string;
}

/** A lead in the list. */
export interface LeadSummary extends LeadIdentity {
  /** `sourceLabel` of the lead's source. */
  source: string;
  mail: MailState['state'];
}

export interface LeadList {
  items: LeadSummary[];
  /** Leads of the filter per status (every status filtered or not, so the counts stay visible). */
  counts: Record<LeadStatus, number>;
  /** Leads of the filter, status included. */
  total: number;
  /** The cursor of the next (older) page, or null on the last. */
  next: string | null;
}

export interface StatusChange {
  status: LeadStatus;
  /** The staff member's username; null for the first status, New. */
  by: string | null;
  at: string;
}

export interface Note {
  id: number;
  author: string;
  body: string;
  at: string;
}

/** One field of the form as submitted, with its label. */
export interface LeadField {
  name: string;
  label: string;
  value: string | null;
  multiline: boolean;
}

export interface LeadDetail extends LeadIdentity {
  userAgent: string | null;
  /** Every field of the form, in the form's order. */
  fields: LeadField[];
  source: LeadSource & { label: string };
  mail: MailState;
  /** The statuses staff may set on this kind of lead. */
  statuses: LeadStatus[];
  /** Oldest first. */
  history: StatusChange[];
  /** Oldest first. */
  notes: Note[];
}

export interface StatusRequest {
  status: LeadStatus;
}

export interface NoteRequest {
  body: string;
}

/** The longest note staff may write, in characters. */
export const NOTE_MAX_LENGTH = 4000;

export type NoteProblem = 'notText' | 'empty' | 'tooLong' | 'controlCharacters' | 'directionMarks';

/** A note as it is kept: trimmed, in NFC (the same letters are the same text). */
export const noteText = (body: string) => body.trim().normalize('NFC');

/**
 * What is wrong with a note as sent (as noteText keeps it), if anything: not text, empty, longer
 * than NOTE_MAX_LENGTH characters, with control characters other than tab and line breaks, or with
 * text-direction tricks (the lead fields' characters, @site/leads textProblem).
 */
export function noteProblem(body: unknown): NoteProblem | undefined {
  if (typeof body !== 'string') return 'notText';
  const text = noteText(body);
  if (text === '') return 'empty';
  if (Array.from(text).length > NOTE_MAX_LENGTH) return 'tooLong';
  const characters = textProblem(text, { multiline: true, directionMarks: true });
  if (characters === 'badCharacters') return 'controlCharacters';
  return characters;
}

/**
 * A count of a week's `bySource` (any count keyed by what a visitor sent), 0 when absent: read as
 * an own property only, so that a source named `constructor` or `toString` is a source like any
 * other, not one of Object's methods (issue 42).
 */
export function countOf(counts: Readonly<Record<string, number>>, key: string): number {
  const value = Object.hasOwn(counts, key) ? counts[key] : undefined;
  return typeof value === 'number' ? value : 0;
}

/** Leads per week (weeks start on Monday, Pakistan time), by source and by kind, oldest first. */
export interface WeeklyStats {
  weeks: Array<{
    /** The Monday, `YYYY-MM-DD`. */
    start: string;
    total: number;
    byKind: Record<LeadKindName, number>;
    /** Keyed by the sources' labels, which visitors' links name: read it with countOf. */
    bySource: Record<string, number>;
  }>;
  /** Every source that appears, the largest first. */
  sources: string[];
}
export const WEEKLY_WEEKS = { default: 12, max: 52 } as const;
