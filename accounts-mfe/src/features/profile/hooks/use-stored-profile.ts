import { forgetStoredSource } from '@site/leads';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { editableProfileKeys, type EditableProfile, type Profile } from '../data/sample-profile';

/** Where "Save Changes" keeps the edits, so they survive a reload (front end only). */
export const PROFILE_STORAGE_KEY = 'codenest.accounts.profile';

function isEditableProfile(value: unknown): value is EditableProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return editableProfileKeys.every((key) => typeof record[key] === 'string');
}

/** The sample profile with the stored edits (`raw`, as stored) on top; bad data falls back quietly. */
function profileFrom(raw: string | null | undefined, sample: Profile): Profile {
  try {
    if (!raw) return { ...sample };
    const parsed: unknown = JSON.parse(raw);
    if (!isEditableProfile(parsed)) return { ...sample };
    const edits = Object.fromEntries(editableProfileKeys.map((key) => [key, parsed[key]])) as EditableProfile;
    return { ...sample, ...edits };
  } catch {
    return { ...sample };
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the page still works without it.
    return undefined;
  }
}

/**
 * The sample profile (`sample`, in the page's language) with any saved edits on top; bad or
 * missing data falls back quietly.
 */
export function readStoredProfile(
  sample: Profile,
  storage: Storage | undefined = safeLocalStorage(),
): Profile {
  try {
    return profileFrom(storage?.getItem(PROFILE_STORAGE_KEY), sample);
  } catch {
    return { ...sample };
  }
}

// The stored edits as an external store: this tab's own saves, and other tabs' ('storage').
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function storedText(): string | null {
  try {
    return safeLocalStorage()?.getItem(PROFILE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
/** The server knows nothing of this browser: it renders the sample profile, and so does hydration. */
const serverText = () => null;

export type SaveResult = 'saved' | 'not-stored';

/**
 * The profile, a `save` that stores the edits in this browser, and a `forget` that removes them.
 * `sample` is the sample student in the page's language (until there are real accounts).
 * The first render (the server's, and the browser's hydration of it) shows the sample profile;
 * the stored edits are applied right after, so the server's markup hydrates without a mismatch.
 */
export function useStoredProfile(sample: Profile) {
  const text = useSyncExternalStore(subscribe, storedText, serverText);
  const stored = useMemo(() => profileFrom(text, sample), [text, sample]);
  // Edits this browser would not store: shown until the page is left.
  const [unstored, setUnstored] = useState<EditableProfile | null>(null);
  const profile = useMemo(() => (unstored ? { ...stored, ...unstored } : stored), [stored, unstored]);

  const save = useCallback((edits: EditableProfile): SaveResult => {
    try {
      const storage = safeLocalStorage();
      if (!storage) throw new Error('no storage');
      storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(edits));
      setUnstored(null);
      notify();
      return 'saved';
    } catch {
      setUnstored(edits);
      return 'not-stored';
    }
  }, []);

  /**
   * Removes everything the site stored about the visitor from this browser: the profile, and
   * where their visit came from (kept for a lead form, decision 0025).
   */
  const forget = useCallback(() => {
    try {
      safeLocalStorage()?.removeItem(PROFILE_STORAGE_KEY);
    } catch {
      // Nothing could be stored either.
    }
    forgetStoredSource();
    setUnstored(null);
    notify();
  }, []);

  return { profile, save, forget };
}
