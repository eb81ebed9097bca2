import { budgetRanges, projectRequestFields, projectTypes } from '@site/leads';
import { expectFieldErrors as expectErrors, json, rawRequest } from '../testing/http';
import { serverForTests, validBody } from '../testing/test-server';
import { projectRequestKind } from './kinds';

const server = serverForTests();

const maxLengths = Object.fromEntries(
  Object.entries(projectRequestFields).map(([name, rule]) => [name, rule.maxLength]),
) as Record<keyof typeof projectRequestFields, number>;

const expectFieldErrors = (body: Record<string, unknown>, field: string, messages: string[]) =>
  expectErrors(server, projectRequestKind, body, field, messages);

describe('accepted requests', () => {
  it('answers 201 with the id of the stored row, trimmed, with time and user agent', async () => {
    const started = Date.now();
    const response = await server.post(
      validBody({ full_name: '  Ayesha Malik  ', project_details: '  Line one\nLine two\twith a tab  ' }),
      { headers: { 'user-agent': 'TestBrowser/1.0' } },
    );
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(typeof id).toBe('number');

    const row = server.readRows().find((candidate) => candidate.id === id);
    expect(row).toEqual({
      id,
      full_name: 'Ayesha Malik',
      email: 'ayesha@example.com',
      company_name: 'Malik Textiles',
      project_type: 'E-commerce Store',
      budget_range: '$5,000 - $15,000',
      project_details: 'Line one\nLine two\twith a tab',
      language: 'en',
      user_agent: 'TestBrowser/1.0',
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const submitted = Date.parse(String(row?.submitted_at));
    expect(submitted).toBeGreaterThanOrEqual(started - 1000);
    expect(submitted).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores NULL for an optional field left empty, missing or null, and for no user agent', async () => {
    for (const emptiness of [
      { company_name: '', budget_range: '' },
      { company_name: null, budget_range: null },
      {},
    ]) {
      const body = validBody(emptiness);
      if (!('company_name' in emptiness)) {
        delete body.company_name;
        delete body.budget_range;
      }
      const response = await rawRequest(
        server.endpoint,
        { headers: { 'content-type': 'application/json' } },
        JSON.stringify(body),
      );
      expect(response.status).toBe(201);
      const { id } = JSON.parse(response.body) as { id: number };
      const row = server.readRows().find((candidate) => candidate.id === id);
      expect(row).toMatchObject({ company_name: null, budget_range: null, user_agent: null });
    }
  });

  it('accepts every listed project type and budget range', async () => {
    for (const projectType of projectTypes) {
      expect((await server.post(validBody({ project_type: projectType }))).status).toBe(201);
    }
    for (const budgetRange of budgetRanges) {
      expect((await server.post(validBody({ budget_range: budgetRange }))).status).toBe(201);
    }
  });

  it('ignores unknown keys and never stores a client-chosen id or time', async () => {
    const response = await server.post(
      validBody({ id: 999_999, submitted_at: '1999-01-01T00:00:00.000Z', user_agent: 'forged', admin: true }),
      { headers: { 'user-agent': 'RealAgent/2' } },
    );
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(id).not.toBe(999_999);
    const row = server.readRows().find((candidate) => candidate.id === id);
    expect(row?.submitted_at).not.toBe('1999-01-01T00:00:00.000Z');
    expect(row?.user_agent).toBe('RealAgent/2');
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'budget_range',
        'company_name',
        'email',
        'full_name',
        'id',
        'language',
        'project_details',
        'project_type',
        'submitted_at',
        'user_agent',
      ].sort(),
    );
  });

  it('accepts each field at its length limit, counted in characters, and keeps non-Latin text', async () => {
    const response = await server.post(
      validBody({
        full_name: '😀'.repeat(maxLengths.full_name),
        company_name: 'ک'.repeat(maxLengths.company_name),
        project_details: 'ہ'.repeat(maxLengths.project_details),
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.pk`,
      }),
    );
    expect(response.status).toBe(201);
    const { id } = await json(response);
    const row = server.readRows().find((candidate) => candidate.id === id);
    expect(row?.full_name).toBe('😀'.repeat(maxLengths.full_name));
    expect(row?.project_details).toBe('ہ'.repeat(maxLengths.project_details));
  });

  it('accepts ordinary e-mail addresses', async () => {
    for (const email of [
      'first.last+tag@sub.example.co.uk',
      "o'brien@example.ie",
      'x_y-z@xn--mgbh0fb.xn--kprw13d',
    ]) {
      expect((await server.post(validBody({ email }))).status).toBe(201);
    }
  });
});

describe('validation (422)', () => {
  it('email has a length limit of 254', async () => {
    const email = `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.pk`;
    expect(email.length).toBe(255);
    await expectFieldErrors(validBody({ email }), 'email', ['Email address must be at most 254 characters.']);
  });

  it.each([
    'plainaddress',
    'ayesha@',
    '@example.com',
    'ayesha@localhost',
    'ayesha@@example.com',
    'ay esha@example.com',
    '.ayesha@example.com',
    'ayesha.@example.com',
    'aye..sha@example.com',
    'ayesha@-example.com',
    'ayesha@example-.com',
    'ayesha@example..com',
    'ayesha@example.c',
    'ayesha@example.123',
    'ayësha@example.com',
    'ayesha@exämple.com',
    '"ayesha"@example.com',
    'ayesha@[127.0.0.1]',
    `${'a'.repeat(65)}@example.com`,
  ])('email %p is not a valid address', async (email) => {
    await expectFieldErrors(validBody({ email }), 'email', ['Enter a valid email address.']);
  });

  it.each(['Web app', 'other', 'Other ', 'web application development'])(
    'project_type %p is not one of the options (matching is exact, after trimming)',
    async (projectType) => {
      const response = await server.post(validBody({ project_type: projectType }));
      if (projectType === 'Other ') {
        expect(response.status).toBe(201);
        return;
      }
      expect(response.status).toBe(422);
      expect(((await json(response)).errors as Record<string, string[]>).project_type).toEqual([
        'Choose one of the listed project types.',
      ]);
    },
  );

  it.each([
    ['Under $5000', 'Under $5000'],
    ['5000-15000', '5000-15000'],
    ['not sure yet', 'not sure yet'],
    ['10,000 characters', 'x'.repeat(10_000)],
  ])('budget_range %p is not one of the options', async (_label, budgetRange) => {
    await expectFieldErrors(validBody({ budget_range: budgetRange }), 'budget_range', [
      'Choose one of the listed budget ranges.',
    ]);
  });

  it('refuses control characters and broken Unicode, and allows line breaks only in the details', async () => {
    await expectFieldErrors(validBody({ full_name: 'Ayesha\nMalik' }), 'full_name', [
      'Full name contains characters that are not allowed.',
    ]);
    await expectFieldErrors(validBody({ company_name: 'Malik\u0000Textiles' }), 'company_name', [
      'Company name contains characters that are not allowed.',
    ]);
    await expectFieldErrors(validBody({ project_details: 'Ring the bell \u0007' }), 'project_details', [
      'Project details contains characters that are not allowed.',
    ]);
    await expectFieldErrors(validBody({ full_name: 'Broken \ud83d half' }), 'full_name', [
      'Full name contains characters that are not allowed.',
    ]);
  });

  it('gives several messages for one field when several rules fail', async () => {
    await expectFieldErrors(validBody({ full_name: `A\u0001${'x'.repeat(200)}` }), 'full_name', [
      'Full name contains characters that are not allowed.',
      'Full name must be at most 120 characters.',
    ]);
  });

  it('reports every invalid field at once, and only those', async () => {
    const response = await server.post({
      email: 'nope',
      project_type: 'Nope',
      budget_range: 'Nope',
      website: '',
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      message: 'Validation failed.',
      errors: {
        full_name: ['Full name is required.'],
        email: ['Enter a valid email address.'],
        project_type: ['Choose one of the listed project types.'],
        budget_range: ['Choose one of the listed budget ranges.'],
        project_details: ['Project details are required.'],
      },
    });
  });

  it('an empty object lists the four required fields', async () => {
    const response = await server.post({});
    expect(response.status).toBe(422);
    expect(Object.keys((await json(response)).errors as object).sort()).toEqual([
      'email',
      'full_name',
      'project_details',
      'project_type',
    ]);
  });
});
