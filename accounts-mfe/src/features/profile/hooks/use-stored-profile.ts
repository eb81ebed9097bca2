import { useCallback, useState } from 'react';
import {
  editableProfileKeys,
  sampleProfile,
  type EditableProfile,
  type Profile,
} from '../data/sample-profile';

/** Where "Save Changes" keeps the edits, so they survive a reload (front end only). */
export const PROFILE_STORAGE_KEY = 'codenest.accounts.profile';

function isEditableProfile(value: unknown): value is EditableProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return editableProfileKeys.every((key) => typeof record[key] === 'string');
}

/** The sample profile with any saved edits on top; bad or missing data falls back quietly. */
export function readStoredProfile(storage: Storage | undefined = safeLocalStorage()): Profile {
  try {
    const raw = storage?.getItem(PROFILE_STORAGE_KEY);
    if (!raw) return { ...sampleProfile };
    const parsed: unknown = JSON.parse(raw);
    if (!isEditableProfile(parsed)) return { ...sampleProfile };
    const edits = Object.fromEntries(editableProfileKeys.map((key) => [key, parsed[key]])) as EditableProfile;
    return { ...sampleProfile, ...edits };
  } catch {
    return { ...sampleProfile };
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

export type SaveResult = 'saved' | 'not-stored';

/** The profile and a `save` that stores the edits in this browser. */
export function useStoredProfile() {
  const [profile, setProfile] = useState<Profile>(() => readStoredProfile());
  const save = useCallback((edits: EditableProfile): SaveResult => {
    setProfile((current) => ({ ...current, ...edits }));
    try {
      const storage = safeLocalStorage();
      if (!storage) return 'not-stored';
      storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(edits));
      return 'saved';
    } catch {
      return 'not-stored';
    }
  }, []);
  return { profile, save };
}
