/** A visitor's profile as the spec lists it. Dates are ISO calendar dates (YYYY-MM-DD). */
export interface Profile {
  name: string;
  email: string;
  phone: string;
  location: string;
  bio: string;
  joinDate: string;
}

/** The fields of the sample student that are words: the catalogue's `profile.sample`, in each language. */
export type SampleWords = Pick<Profile, 'name' | 'location' | 'bio'>;

/** The fields a visitor can edit (the join date is not theirs to change). */
export type EditableProfile = Omit<Profile, 'joinDate'>;

export const editableProfileKeys = [
  'name',
  'email',
  'phone',
  'location',
  'bio',
] as const satisfies readonly (keyof EditableProfile)[];

/**
 * Sample student shown until there are real accounts: the e-mail, phone and join date; the name,
 * place and bio are the catalogue's (`profile.sample`, in each language).
 */
export const sampleProfile = {
  email: 'ayesha.malik@example.com',
  phone: '+92 301 5550123',
  joinDate: '2025-02-10',
} as const satisfies Omit<Profile, keyof SampleWords>;
