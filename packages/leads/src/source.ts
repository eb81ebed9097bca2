/**
 * Where a lead came from: the campaign of the link that brought the visitor (`utm_*`), an ad's
 * click id, the referring site, the first page of that visit, the page the form was sent from and
 * the time of the first visit. The visitor's device keeps it first-party (in the site's own
 * storage) until a form is sent; nothing is sent before, and no third-party script sees it. Both
 * forms carry it on both paths (the page's script and a form posted without script), the API
 * stores it with the lead, the company's mail and the staff inbox name it.
 *
 * What a device kept is the visitor's input like any other: `sanitizeSource` keeps only known keys
 * with acceptable values and drops the rest. A bad or oversized value is never a reason to refuse a
 * lead.
 */

import { textProblem } from './characters';

/** The lead's body key (JSON, an object) and the form's field (posted without script, as JSON text). */
export const SOURCE_FIELD = 'source';

/** The campaign parameters of a shared link, kept as they were in the URL. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];

/** The ad networks' click ids: Google Ads, Facebook/Instagram, Microsoft Ads. */
export const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const;
export type ClickIdKind = (typeof CLICK_ID_PARAMS)[number];

/** Where a lead came from; every key optional (a visitor who typed the address has none of them). */
export interface LeadSource {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  /** Which network's click id the landing URL had. */
  click_id_kind?: ClickIdKind;
  click_id?: string;
  /** The referring site's host (`www.facebook.com`), never the site's own. */
  referrer_host?: string;
  /** The path of the first page of the visit that brought the lead (`/course`). */
  landing_page?: string;
  /** The path of the page the form was sent from (`/enrollment`, `/ur`). */
  sent_from?: string;
  /** When the visitor's device first recorded a visit (ISO 8601, UTC). */
  first_visit_at?: string;
}

export type LeadSourceKey = keyof LeadSource;

/** Every key of a source, in the order the mail and the inbox show them. */
export const SOURCE_KEYS = [
  ...UTM_PARAMS,
  'click_id_kind',
  'click_id',
  'referrer_host',
  'landing_page',
  'sent_from',
  'first_visit_at',
] as const satisfies readonly LeadSourceKey[];

/** The longest value kept, per key, in Unicode code points; a longer value is dropped. */
export const SOURCE_LIMITS = {
  utm: 200,
  clickId: 300,
  host: 253,
  path: 500,
} as const;

/** The oldest first visit kept: a device's record older than this is not believed. */
const FIRST_VISIT_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
/** A device's clock may run ahead of the server's by this much. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

const codePoints = (text: string) => [...text].length;

/**
 * A trimmed one-line text of at most `max` code points, in NFC, or undefined: the lead fields'
 * characters only (characters.ts: no control character, no text-direction trick, which would make
 * a campaign's name read otherwise in the inbox and the mail).
 */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().normalize('NFC');
  if (!trimmed || textProblem(trimmed) || codePoints(trimmed) > max) return undefined;
  return trimmed;
}

/** A site-relative path (`/course`, `/ur/enrollment`), without query or fragment. */
function path(value: unknown): string | undefined {
  const kept = text(value, SOURCE_LIMITS.path);
  if (!kept || !kept.startsWith('/') || kept.startsWith('//') || /[?#\s\\]/.test(kept)) return undefined;
  return kept;
}

function host(value: unknown): string | undefined {
  const kept = text(value, SOURCE_LIMITS.host)?.toLowerCase();
  return kept && HOST.test(kept) ? kept : undefined;
}

function firstVisit(value: unknown, now: Date): string | undefined {
  const kept = text(value, 30);
  if (!kept || !ISO_INSTANT.test(kept)) return undefined;
  const time = Date.parse(kept);
  if (!Number.isFinite(time)) return undefined;
  if (time > now.getTime() + CLOCK_SKEW_MS || time < now.getTime() - FIRST_VISIT_MAX_AGE_MS) return undefined;
  return new Date(time).toISOString();
}

function isClickIdKind(value: unknown): value is ClickIdKind {
  return typeof value === 'string' && (CLICK_ID_PARAMS as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a lead's `source` (an object, or its JSON text from a form posted without script) may keep:
 * known keys with acceptable values only. Anything else (another type, a value too long, a control
 * character, a host that is not a host, a path that is not the site's, a first visit in the future)
 * is dropped, key by key; the result may be empty. Never throws.
 */
export function sanitizeSource(input: unknown, now: Date = new Date()): LeadSource {
  let value = input;
  if (typeof value === 'string') {
    if (value.length > 8 * 1024) return {};
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  if (!isRecord(value)) return {};
  const source: LeadSource = {};
  for (const key of UTM_PARAMS) {
    const kept = text(value[key], SOURCE_LIMITS.utm);
    if (kept) source[key] = kept;
  }
  const clickId = text(value.click_id, SOURCE_LIMITS.clickId);
  if (isClickIdKind(value.click_id_kind) && clickId) {
    source.click_id_kind = value.click_id_kind;
    source.click_id = clickId;
  }
  const referrer = host(value.referrer_host);
  if (referrer) source.referrer_host = referrer;
  const landing = path(value.landing_page);
  if (landing) source.landing_page = landing;
  const sentFrom = path(value.sent_from);
  if (sentFrom) source.sent_from = sentFrom;
  const first = firstVisit(value.first_visit_at, now);
  if (first) source.first_visit_at = first;
  return source;
}

/** The networks behind the click ids, as staff name them. */
const clickIdNetworks: Readonly<Record<ClickIdKind, string>> = {
  gclid: 'google',
  fbclid: 'facebook',
  msclkid: 'bing',
};

/** The label of a lead without any sign of where it came from. */
export const DIRECT_SOURCE = 'direct';

/**
 * A text in lower case, character by character, keeping its length in code points: a character
 * whose lower case is longer (`İ` becomes `i` and a combining dot) stays as it is, so that a label
 * never outgrows the limit its source was kept to (the store refuses a label over 253).
 */
const lowerCase = (text: string) =>
  Array.from(text, (character) => {
    const lower = character.toLowerCase();
    return codePoints(lower) === 1 ? lower : character;
  }).join('');

/**
 * One word for where a lead came from, for the inbox's filter and chart: the campaign's
 * `utm_source` (lowercased), else the network of its click id, else the referring site's host
 * without `www.`, else `direct`. Never longer, in code points, than the value it is made of.
 */
export function sourceLabel(source: LeadSource): string {
  if (source.utm_source) return lowerCase(source.utm_source);
  if (source.click_id_kind) return clickIdNetworks[source.click_id_kind];
  if (source.referrer_host) return source.referrer_host.replace(/^www\./, '').replace(/:\d+$/, '');
  return DIRECT_SOURCE;
}
