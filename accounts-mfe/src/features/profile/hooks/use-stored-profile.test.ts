import { sampleProfile } from '../data/sample-profile';
import { PROFILE_STORAGE_KEY, readStoredProfile } from './use-stored-profile';

beforeEach(() => localStorage.clear());

describe('readStoredProfile', () => {
  it('is the sample profile when nothing is stored', () => {
    expect(readStoredProfile()).toEqual(sampleProfile);
  });

  it.each([['not json'], ['null'], ['{"name":1}'], ['{"name":"x"}']])('ignores bad data %s', (raw) => {
    localStorage.setItem(PROFILE_STORAGE_KEY, raw);
    expect(readStoredProfile()).toEqual(sampleProfile);
  });

  it('applies stored edits but never changes the join date', () => {
    localStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ ...sampleProfile, name: 'Edited', joinDate: '1999-01-01', extra: 'x' }),
    );
    expect(readStoredProfile()).toEqual({ ...sampleProfile, name: 'Edited' });
  });

  it('works without storage', () => {
    expect(readStoredProfile(undefined)).toEqual(sampleProfile);
  });
});
