import { enrollmentFields, urduFieldLabels } from '@site/leads';
import { PROFILE_LIMITS, profileFields, profileFieldsIn, signUpFields, urduProfileLabels } from './profile';

describe('a person’s profile', () => {
  it('takes a name, an e-mail and a phone as a lead’s, with the same limits', () => {
    expect(profileFields.name.maxLength).toBe(enrollmentFields.full_name.maxLength);
    expect(profileFields.phone.kind).toBe('phone');
    expect(profileFields.phone.required).toBe(false);
    expect(signUpFields.email).toBe(enrollmentFields.email);
    expect(PROFILE_LIMITS.email).toBe(254);
  });

  it('keeps a bio of several lines and a location of one, bounded', () => {
    expect(profileFields.bio).toMatchObject({ kind: 'multiline', maxLength: PROFILE_LIMITS.bio });
    expect(profileFields.location).toMatchObject({ kind: 'text', maxLength: PROFILE_LIMITS.location });
  });

  it('names every field in Urdu: the leads’ labels, and its own for the rest', () => {
    const urdu = profileFieldsIn('ur');
    expect(urdu.location.label).toBe(urduProfileLabels.Location);
    expect(urdu.bio.label).toBe(urduProfileLabels.Bio);
    expect(urduFieldLabels[urdu.name.label as keyof typeof urduFieldLabels]).toBeDefined();
    expect(urduFieldLabels[urdu.phone.label as keyof typeof urduFieldLabels]).toBeDefined();
    expect(profileFieldsIn('en')).toBe(profileFields);
  });
});
