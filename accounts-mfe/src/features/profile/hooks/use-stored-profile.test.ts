import { enProfile } from '@/messages/en/profile';
import { sampleProfile as facts } from '../data/sample-profile';
import { PROFILE_STORAGE_KEY, readStoredProfile } from './use-stored-profile';

/** The sample student in English. */
const sampleProfile = { ...facts, ...enProfile.sample };

beforeEach(() => localStorage.clear());

describe('readStoredProfile', () => {
  it('is the sample profile when nothing is stored', () => {
    expect(readStoredProfile(sampleProfile)).toEqual(sampleProfile);
  });

  it.each([['not json'], ['null'], ['{"name":1}'], ['{"name":"x"}']])('ignores bad data %s', (raw) => {
    localStorage.setItem(PROFILE_STORAGE_KEY, raw);
    expect(readStoredProfile(sampleProfile)).toEqual(sampleProfile);
  });

  it('applies stored edits but never changes the join date', () => {
    localStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ ...sampleProfile, name: 'Edited', joinDate: '1999-01-01', extra: 'x' }),
    );
    expect(readStoredProfile(sampleProfile)).toEqual({ ...sampleProfile, name: 'Edited' });
  });

  it('works without storage', () => {
    expect(readStoredProfile(sampleProfile, undefined)).toEqual(sampleProfile);
  });
});
