/**
 * The visitor's side of a lead's source (docs/decisions/0025-lead-attribution.md): the record the
 * page's head script keeps in the site's own storage, read when a form is sent and forgotten once
 * a lead is stored. Nothing here sends anything; the forms carry the record with their values.
 */
import { SOURCE_KEYS, type LeadSource } from './source';

/** The device's record of where the visitor came from (`localStorage`, one key, JSON). */
export const SOURCE_STORAGE_KEY = 'codenest.lead-source';

/** What this file uses of the browser (the API compiles the contract without the DOM's types). */
interface Browser {
  localStorage?: { getItem(key: string): string | null; removeItem(key: string): void };
  location?: { pathname: string };
}
const browser = globalThis as Browser;

/** The site's storage, or undefined where there is none or it is blocked (private modes). */
function storage(): Browser['localStorage'] {
  try {
    return browser.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * What a form sends as its lead's `source`: the device's record (its keys of a source that hold
 * text: the API cleans the values) and `sent_from`, the path of this page. Without a record, or
 * without storage, the path alone.
 */
export function storedSource(): LeadSource {
  const source: Record<string, string> = {};
  try {
    const record: unknown = JSON.parse(storage()?.getItem(SOURCE_STORAGE_KEY) ?? 'null');
    if (typeof record === 'object' && record !== null)
      for (const key of SOURCE_KEYS) {
        const value = (record as Record<string, unknown>)[key];
        if (typeof value === 'string') source[key] = value;
      }
  } catch {
    // A record that is not JSON is no record.
  }
  const sentFrom = browser.location?.pathname;
  return sentFrom ? { ...source, sent_from: sentFrom } : source;
}

/** A lead was stored: the record has done its work ("kept until a form is sent"). */
export function forgetStoredSource() {
  try {
    storage()?.removeItem(SOURCE_STORAGE_KEY);
  } catch {
    // Blocked storage keeps nothing to forget.
  }
}
