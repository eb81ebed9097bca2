import {
  HONEYPOT_FIELD,
  emptyForm,
  enrollmentFields,
  projectRequestFields,
  startDateRange,
  submitLead,
  toApiBody,
  type LeadFields,
} from './index';

describe('field rules', () => {
  it.each([
    ['project request', projectRequestFields],
    ['enrollment', enrollmentFields],
  ] as const)('%s: one form name per field, choices as long as their longest option', (_name, fields) => {
    const rules = Object.values(fields as LeadFields);
    expect(new Set(rules.map((rule) => rule.formName)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.maxLength).toBeGreaterThan(0);
      if (rule.kind === 'choice') {
        expect(rule.invalidChoice).toMatch(/^Choose one of the listed/);
        expect(rule.maxLength).toBe(Math.max(...rule.options.map((option) => option.length)));
      }
    }
  });
});

describe('startDateRange', () => {
  it('counts days in Pakistan (UTC+5): 19:00 UTC is already the next day there', () => {
    expect(startDateRange(new Date('2026-11-22T18:59:59Z'))).toEqual({
      min: '2026-11-22',
      max: '2027-11-22',
    });
    expect(startDateRange(new Date('2026-11-22T19:00:00Z'))).toEqual({
      min: '2026-11-23',
      max: '2027-11-23',
    });
  });

  it('ends twelve months later, 29 February rolling over to 1 March', () => {
    expect(startDateRange(new Date('2028-02-29T06:00:00Z'))).toEqual({
      min: '2028-02-29',
      max: '2029-03-01',
    });
    expect(startDateRange(new Date('2026-12-31T06:00:00Z'))).toEqual({
      min: '2026-12-31',
      max: '2027-12-31',
    });
  });
});

describe('toApiBody', () => {
  it('puts the form values under the API names, with the honeypot', () => {
    expect(
      toApiBody(
        enrollmentFields,
        {
          fullName: 'Ayesha Malik',
          email: 'ayesha@example.com',
          phone: '0300 1234567',
          course: 'React JS',
          startDate: '',
          message: 'Evening batch',
        },
        'bot text',
      ),
    ).toEqual({
      full_name: 'Ayesha Malik',
      email: 'ayesha@example.com',
      phone: '0300 1234567',
      course: 'React JS',
      start_date: '',
      message: 'Evening batch',
      [HONEYPOT_FIELD]: 'bot text',
    });
  });
});

describe('submitLead', () => {
  const values = {
    name: 'Ali',
    email: 'ali@example.com',
    company: '',
    projectType: 'Other',
    budget: '',
    message: 'A shop',
  };
  const answer = (status: number, json: () => Promise<unknown>) =>
    jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json }) as unknown as Response);
  const submit = (fetchImpl: typeof fetch) => submitLead('/x', projectRequestFields, values, '', fetchImpl);

  it('posts JSON and answers created on 201', async () => {
    const fetchImpl = answer(201, async () => ({ id: 1 }));
    expect(await submit(fetchImpl)).toEqual({ kind: 'created' });
    expect(fetchImpl).toHaveBeenCalledWith('/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(toApiBody(projectRequestFields, values)),
    });
  });

  it('maps the errors of the API names to the form names, joined by a space, and drops unknown keys', async () => {
    const fetchImpl = answer(422, async () => ({
      errors: { full_name: ['Too short.', 'Odd.'], project_details: 'Say more.', unknown: ['x'], email: [] },
    }));
    expect(await submit(fetchImpl)).toEqual({
      kind: 'invalid',
      message: 'Validation failed.',
      fieldErrors: { name: 'Too short. Odd.', message: 'Say more.' },
    });
  });

  it.each([
    ['no answer', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), null, null],
    ['a body that is not JSON', answer(502, async () => Promise.reject(new SyntaxError('<'))), 502, null],
    ['an answer without errors', answer(429, async () => ({ message: 'Slow down.' })), 429, 'Slow down.'],
    ['errors that are not an object', answer(400, async () => ({ errors: ['x'] })), 400, null],
  ])('fails on %s', async (_name, fetchImpl, status, message) => {
    expect(await submit(fetchImpl as unknown as typeof fetch)).toEqual({ kind: 'failed', status, message });
  });
});

describe('emptyForm', () => {
  it('holds every field of the form under its form name, and the honeypot, all empty', () => {
    expect(emptyForm(projectRequestFields)).toEqual({
      name: '',
      email: '',
      company: '',
      projectType: '',
      budget: '',
      message: '',
      [HONEYPOT_FIELD]: '',
    });
  });
});
