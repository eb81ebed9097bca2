// A person's profile (the spec's Profile: name, email, phone, location, bio, joinDate, and the
// language their mails come in): what the page shows and edits, and the rules the API checks.
// The fields are @site/leads' field rules, so a name or a phone is checked as a lead's is (one
// line, no control characters, no hidden text-direction marks, a phone as people type one).
import { enrollmentFields, type FieldRule, type Language } from '@site/leads';

/** Limits of the fields a person types, in characters (code points, after trimming). */
export const PROFILE_LIMITS = {
  name: enrollmentFields.full_name.maxLength,
  email: enrollmentFields.email.maxLength,
  phone: enrollmentFields.phone.maxLength,
  location: 120,
  bio: 500,
} as const;

const location = {
  formName: 'location',
  label: 'Location',
  required: false,
  kind: 'text',
  maxLength: PROFILE_LIMITS.location,
} as const;

const bio = {
  formName: 'bio',
  label: 'Bio',
  required: false,
  kind: 'multiline',
  maxLength: PROFILE_LIMITS.bio,
} as const;

/**
 * The fields of `ProfileUpdate` by their JSON names, as @site/leads' rules. The e-mail address is
 * not among them: it is the account's name, and changing it would need the new address
 * confirmed first (not built: docs/accounts.md).
 */
export const profileFields = {
  name: { ...enrollmentFields.full_name, formName: 'name' },
  phone: { ...enrollmentFields.phone, required: false },
  location,
  bio,
} as const satisfies Readonly<Record<string, FieldRule>>;

/** Create Account's name and e-mail, as the API checks them (the password has its own rules). */
export const signUpFields = {
  name: profileFields.name,
  email: enrollmentFields.email,
} as const satisfies Readonly<Record<string, FieldRule>>;

/**
 * The labels @site/leads has no Urdu for, in Urdu: the API names a field in its Urdu messages by
 * these (`fieldsIn`), the same noun before a postposition.
 */
export const urduProfileLabels: Readonly<Record<'Location' | 'Bio', string>> = {
  Location: 'مقام',
  Bio: 'تعارف',
};

/** The profile's rules, whatever the language of their labels. */
export type ProfileFields = { readonly [K in keyof typeof profileFields]: FieldRule };

/** The profile's rules with their labels in a language (for the API's messages in it). */
export function profileFieldsIn(language: Language): ProfileFields {
  if (language === 'en') return profileFields;
  return {
    ...profileFields,
    location: { ...location, label: urduProfileLabels.Location },
    bio: { ...bio, label: urduProfileLabels.Bio },
  };
}

/** A person's profile as the page shows it. */
export interface PersonProfile {
  /** The account's name: stored lower-case, as typed otherwise. */
  email: string;
  name: string;
  phone: string | null;
  location: string | null;
  bio: string | null;
  /** The day the account was made, `YYYY-MM-DD` (Pakistan time). */
  joinDate: string;
  /** The language of the person's mails. */
  language: Language;
}

/** What the profile's edit mode saves: every field (an empty or missing optional one is cleared). */
export interface ProfileUpdate {
  name: string;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  /** Unchanged when missing. */
  language?: Language;
}
