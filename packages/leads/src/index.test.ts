import {
  HONEYPOT_FIELD,
  englishTexts,
  emptyForm,
  sendLeadForm,
  enrollmentFields,
  projectRequestFields,
  startDateRange,
  postLead,
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

describe('postLead', () => {
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
  const submit = (fetchImpl: typeof fetch) => postLead('/x', projectRequestFields, values, '', fetchImpl);

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

describe('what each form says of an answer that did not store the lead', () => {
  type Case = [name: string, fetchImpl: typeof fetch, message: string];
  const answer = (status: number, json: () => Promise<unknown>) =>
    (async () => ({ ok: false, status, json }) as unknown as Response) as typeof fetch;
  const html = (status: number) => answer(status, async () => Promise.reject(new SyntaxError('<')));
  const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  const send = (id: 'project-request' | 'enrollment', fetchImpl: typeof fetch) =>
    sendLeadForm(id, (path) => path, {}, { fetchImpl, text: englishTexts[id] });
  const GENERIC = 'There was an error submitting your request. Please try again later.';

  it.each<Case>([
    ['no answer (the visitor’s network)', offline, GENERIC],
    ['a 500', answer(500, async () => ({ message: 'Internal server error.' })), GENERIC],
    ['a 429', answer(429, async () => ({ message: 'Too many requests.' })), GENERIC],
    ...[502, 503, 504].map((status): Case => [
      `a gateway's ${status}`,
      html(status),
      `${GENERIC} Our server is briefly unavailable; everything you typed is still here.`,
    ]),
  ])('project request, %s: the specification’s sentence first', async (_name, fetchImpl, message) => {
    expect(await send('project-request', fetchImpl)).toMatchObject({ stored: false, message });
  });

  it.each<Case>([
    ['no answer (the visitor’s network)', offline, englishTexts.enrollment.answers.network],
    ['a 500', answer(500, async () => ({})), englishTexts.enrollment.answers.generic],
    ['a 429', answer(429, async () => ({ message: 'Wait 9 s.' })), 'Wait 9 s.'],
    [
      'a 503 with a message',
      answer(503, async () => ({ message: 'x' })),
      'Our server is briefly unavailable. Everything you typed is still here: please try again in a minute.',
    ],
    ['a 502 page', html(502), englishTexts.enrollment.answers.unavailable],
    ['a 504 page', html(504), englishTexts.enrollment.answers.unavailable],
  ])('enrollment, %s', async (_name, fetchImpl, message) => {
    expect(await send('enrollment', fetchImpl)).toMatchObject({ message });
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
