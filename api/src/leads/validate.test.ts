import { enrollmentFields } from '@site/leads';
import { validateLead } from './validate';

const enrollment = (start_date: string) => ({
  full_name: 'Ayesha Malik',
  email: 'ayesha@example.com',
  phone: '0300 1234567',
  course: 'React JS',
  start_date,
});

describe('start date in Pakistan time', () => {
  it('is "today" by the date in Karachi (UTC+5), not the server clock', () => {
    const lateEvening = new Date('2026-11-22T18:59:00Z'); // 23:59 on 22 November in Karachi
    const afterMidnight = new Date('2026-11-22T19:00:00Z'); // 00:00 on 23 November in Karachi
    expect(validateLead(enrollmentFields, enrollment('2026-11-22'), lateEvening).kind).toBe('valid');
    expect(validateLead(enrollmentFields, enrollment('2026-11-22'), afterMidnight)).toEqual({
      kind: 'invalid',
      errors: { start_date: ['Start date cannot be in the past.'] },
    });
    expect(validateLead(enrollmentFields, enrollment('2026-11-23'), afterMidnight).kind).toBe('valid');
  });

  it('ends 12 months after today there', () => {
    const now = new Date('2026-11-22T19:00:00Z');
    expect(validateLead(enrollmentFields, enrollment('2027-11-23'), now).kind).toBe('valid');
    expect(validateLead(enrollmentFields, enrollment('2027-11-24'), now)).toEqual({
      kind: 'invalid',
      errors: { start_date: ['Start date must be within the next 12 months.'] },
    });
  });

  it('gives the trimmed values, an empty optional field as null', () => {
    const result = validateLead(
      enrollmentFields,
      { ...enrollment('  '), full_name: ' Ayesha Malik ', message: '' },
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(result).toEqual({
      kind: 'valid',
      value: {
        full_name: 'Ayesha Malik',
        email: 'ayesha@example.com',
        phone: '0300 1234567',
        course: 'React JS',
        start_date: null,
        message: null,
      },
    });
  });
});
