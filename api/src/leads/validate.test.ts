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

describe('one-line fields and the direction of text', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const named = (full_name: string, message = 'Evening batch') => ({
    ...enrollment('2026-11-23'),
    full_name,
    message,
  });

  it.each([
    ['a right-to-left override', 'Ayesha \u202Egnp.exe'],
    ['an embedding', 'Ayesha \u202BMalik\u202C'],
    ['an isolate', 'Ayesha \u2067Malik\u2069'],
    ['a line separator', 'Ayesha\u2028Malik'],
    ['a paragraph separator', 'Ayesha\u2029Malik'],
  ])('refuses %s in a name, with a message in the visitor’s language', (_what, name) => {
    expect(validateLead(enrollmentFields, named(name), now)).toEqual({
      kind: 'invalid',
      errors: {
        full_name: [
          'Full name contains hidden text-direction marks or line separators. Please type it again instead of pasting it.',
        ],
      },
    });
    const urdu = validateLead(enrollmentFields, named(name), now, 'ur');
    expect(urdu.kind === 'invalid' && urdu.errors.full_name).toEqual([
      'پورے نام میں متن کی سمت بدلنے والے پوشیدہ نشان یا لائن توڑنے والے حروف ہیں۔ براہِ کرم اسے پیسٹ کرنے کے بجائے دوبارہ ٹائپ کریں۔',
    ]);
  });

  it('keeps Urdu’s joiners and the direction marks, and lets a message hold a separator', () => {
    const result = validateLead(
      enrollmentFields,
      named('می\u200Cخواہ \u200Dحسین \u200FAli\u200E', 'First line\u2028second line'),
      now,
    );
    expect(result.kind).toBe('valid');
  });

  it('stores what it accepts in NFC', () => {
    // Alef + combining madda above (NFD) is stored as alef with madda (U+0622); e + combining acute as é.
    const result = validateLead(enrollmentFields, named('\u0627\u0653منہ Rene\u0301e'), now);
    expect(result.kind === 'valid' && result.value.full_name).toBe('\u0622منہ Ren\u00e9e');
  });
});
