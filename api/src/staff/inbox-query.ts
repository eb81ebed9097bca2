// The inbox's query strings (the list, the export, the chart, the audit log), read and checked:
// a value the API cannot take is a 400 naming the parameter (`BadQuery`).
import { isLanguage } from '@site/leads';
import {
  FILTER_DAY,
  FILTER_TEXT_MAX,
  SEARCH_MAX_LENGTH,
  isLeadKind,
  isLeadStatus,
  leadKindOfSlug,
  refusals,
} from '@site/staff';
import type { FastifyReply } from 'fastify';
import type { InboxFilter } from '../repositories/inbox-filter';
import type { LeadRef } from '../repositories/inbox-repository';
import { addDays, pakistanDayStart } from './pakistan-time';

export type Query = Record<string, string | string[] | undefined>;

/** A query the API cannot take; its message names the parameter. */
export class BadQuery extends Error {}

/** A query parameter given once, or undefined; given twice it is refused. */
function param(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new BadQuery(refusals.query.once(name));
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A calendar day, `YYYY-MM-DD`, that exists. */
function day(query: Query, name: string): string | undefined {
  const value = param(query, name);
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (!FILTER_DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new BadQuery(refusals.query.day(name));
  return value;
}

/** A whole number from `min` to `max`, or undefined. */
export function whole(query: Query, name: string, min: number, max: number): number | undefined {
  const value = param(query, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d{1,15}$/.test(value) || number < min || number > max)
    throw new BadQuery(refusals.query.whole(name, min, max));
  return number;
}

/**
 * A text filter of at most FILTER_TEXT_MAX[name] characters, counted in code points as the values
 * it matches were kept (a campaign named in emoji is twice as long in UTF-16).
 */
function text(query: Query, name: keyof typeof FILTER_TEXT_MAX): string | undefined {
  const value = param(query, name);
  if (value !== undefined && Array.from(value).length > FILTER_TEXT_MAX[name])
    throw new BadQuery(refusals.query.tooLong(name));
  return value;
}

/**
 * The list's filters from the query string (the same names as the page's own URL). `from` and
 * `to` are Pakistan days, both included: from the start of `from` to the start of the day after `to`.
 */
export function parseFilter(query: Query): InboxFilter {
  const filter: InboxFilter = {};
  const kind = param(query, 'kind');
  if (kind !== undefined) {
    if (!isLeadKind(kind)) throw new BadQuery(refusals.query.kind);
    filter.kind = kind;
  }
  const status = param(query, 'status');
  if (status !== undefined) {
    if (!isLeadStatus(status)) throw new BadQuery(refusals.query.status);
    filter.status = status;
  }
  const language = param(query, 'language');
  if (language !== undefined) {
    if (!isLanguage(language)) throw new BadQuery(refusals.query.language);
    filter.language = language;
  }
  const choice = text(query, 'choice');
  if (choice !== undefined) filter.choice = choice;
  const source = text(query, 'source');
  if (source !== undefined) filter.source = source.toLowerCase();
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from && to && from > to) throw new BadQuery(refusals.query.fromAfterTo);
  if (from) filter.from = pakistanDayStart(from);
  if (to) filter.to = pakistanDayStart(addDays(to, 1));
  const q = param(query, 'q');
  if (q !== undefined) {
    if (Array.from(q).length > SEARCH_MAX_LENGTH) throw new BadQuery(refusals.query.search);
    filter.q = q.toLowerCase();
  }
  return filter;
}

/** `…/leads/:kind/:id` as a lead's reference, or undefined (a 404). */
export function leadRef(params: unknown): LeadRef | undefined {
  const { kind, id } = params as { kind?: string; id?: string };
  const name = kind ? leadKindOfSlug(kind) : undefined;
  if (!name || !id || !/^[1-9]\d{0,14}$/.test(id)) return undefined;
  return { kind: name, id: Number(id) };
}

/** The answer of `read`, or a 400 with the message of the BadQuery it threw. */
export async function answeringBadQuery<T>(
  reply: FastifyReply,
  read: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BadQuery) return reply.code(400).send({ message: error.message });
    throw error;
  }
}
