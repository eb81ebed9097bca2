import http from 'node:http';
import { startTestServer, validBody, type TestServer } from '../testing/test-server';
import { budgetRanges, maxLengths, projectTypes } from './fields';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  server.cleanup();
});

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Sends a body and expects 422 with exactly `messages` under `field`. */
async function expectFieldErrors(body: Record<string, unknown>, field: string, messages: string[]) {
  const before = server.readRows().length;
  const response = await server.post(body);
  expect(response.status).toBe(422);
  const answer = await json(response);
  expect(answer.message).toBe('Validation failed.');
  expect((answer.errors as Record<string, string[]>)[field]).toEqual(messages);
  expect(server.readRows()).toHaveLength(before);
}

/** Raw HTTP for what fetch will not send (lying lengths, bodies on odd requests). */
function rawRequest(
  options: http.RequestOptions,
  body?: string | Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const target = new URL(server.endpoint);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', ...options },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

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
  const required: Array<[string, string]> = [
    ['full_name', 'Full name is required.'],
    ['email', 'Email address is required.'],
    ['project_type', 'Project type is required.'],
    ['project_details', 'Project details are required.'],
  ];

  it.each(required)('%s is required: missing, null, empty or blank', async (field, message) => {
    for (const value of [undefined, null, '', '   \n\t ']) {
      const body = validBody({ [field]: value });
      if (value === undefined) delete body[field];
      await expectFieldErrors(body, field, [message]);
    }
  });

  it.each([
    ['full_name', 'Full name'],
    ['email', 'Email address'],
    ['company_name', 'Company name'],
    ['project_type', 'Project type'],
    ['budget_range', 'Budget range'],
    ['project_details', 'Project details'],
  ])('%s must be text (numbers, booleans, arrays and objects are refused)', async (field, label) => {
    for (const value of [42, 0, true, false, ['Ayesha'], { text: 'Ayesha' }]) {
      await expectFieldErrors(validBody({ [field]: value }), field, [`${label} must be text.`]);
    }
  });

  it.each([
    ['full_name', 'Full name must be at most 120 characters.'],
    ['company_name', 'Company name must be at most 160 characters.'],
    ['project_details', 'Project details must be at most 5000 characters.'],
  ] as const)('%s has a length limit', async (field, message) => {
    await expectFieldErrors(validBody({ [field]: 'x'.repeat(maxLengths[field] + 1) }), field, [message]);
    await expectFieldErrors(validBody({ [field]: '😀'.repeat(maxLengths[field] + 1) }), field, [message]);
  });

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

describe('honeypot', () => {
  it.each(['http://spam.example', 'x', 0, 1, true, false, [], {}, ['x']])(
    'a filled website field (%p) is rejected with 400 and nothing is stored',
    async (website) => {
      const before = server.readRows().length;
      const response = await server.post(validBody({ website }));
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'Request rejected.' });
      expect(server.readRows()).toHaveLength(before);
    },
  );

  it('is rejected even when the rest is invalid (no hint about the fields to a bot)', async () => {
    const response = await server.post({ website: 'spam' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: 'Request rejected.' });
  });

  it('an empty, blank, null or absent website field is fine', async () => {
    for (const website of ['', '  ', null, undefined]) {
      const body = validBody({ website });
      if (website === undefined) delete body.website;
      expect((await server.post(body)).status).toBe(201);
    }
  });
});

describe('bodies that are not a project request', () => {
  it.each(['[]', '[{"full_name":"A"}]', '"x"', '42', 'true', 'false', 'null', '1e400'])(
    'the JSON %s answers 400 with a message',
    async (raw) => {
      const response = await server.post(raw, { raw: true });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'The request body must be a JSON object.' });
    },
  );

  it.each(['{bad', '{"full_name": "A",}', "{'a':1}", '{"a":1', '\u0000', 'undefined', 'NaN'])(
    'malformed JSON %p answers 400',
    async (raw) => {
      const response = await server.post(raw, { raw: true });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'The request body is not valid JSON.' });
    },
  );

  it('a body that is not UTF-8 answers 400 instead of storing replacement characters', async () => {
    const before = server.readRows().length;
    const bytes = Buffer.concat([
      Buffer.from('{"full_name":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(
        JSON.stringify(validBody())
          .slice(1)
          .replace(/^"full_name":"[^"]*",?/, '","'),
      ),
    ]);
    const response = await rawRequest({ headers: { 'content-type': 'application/json' } }, bytes);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request body is not valid UTF-8.' });
    expect(server.readRows()).toHaveLength(before);
  });

  it('a leading byte-order mark is ignored', async () => {
    const response = await server.post(`\uFEFF${JSON.stringify(validBody())}`, { raw: true });
    expect(response.status).toBe(201);
  });

  it('a malformed URL answers 400 in JSON; a non-preflight OPTIONS answers 204', async () => {
    const badUrl = await fetch(`${server.url}/%ff`, { method: 'POST' });
    expect(badUrl.status).toBe(400);
    expect(await json(badUrl)).toEqual({ message: 'Bad request.' });
    expect(badUrl.headers.get('x-content-type-options')).toBe('nosniff');
    const options = await fetch(server.endpoint, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
  });

  it('an empty JSON body answers 400', async () => {
    const response = await server.post('', { raw: true });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: 'The request body is empty.' });
  });

  it('prototype pollution attempts answer 400', async () => {
    for (const raw of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const response = await server.post(raw, { raw: true });
      expect(response.status).toBe(400);
      expect(typeof (await json(response)).message).toBe('string');
    }
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonp',
    'text/json',
  ])('Content-Type %s answers 415', async (contentType) => {
    const response = await server.post(validBody(), { headers: { 'content-type': contentType } });
    expect(response.status).toBe(415);
    expect(await json(response)).toEqual({ message: 'Content-Type must be application/json.' });
  });

  it('accepts application/json with a charset, in any case', async () => {
    const response = await server.post(validBody(), {
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    });
    expect(response.status).toBe(201);
  });

  it('a POST without Content-Type answers 415, with or without a body', async () => {
    const withBody = await rawRequest({}, JSON.stringify(validBody()));
    expect(withBody.status).toBe(415);
    const withoutBody = await rawRequest({});
    expect(withoutBody.status).toBe(415);
    expect(JSON.parse(withoutBody.body)).toEqual({ message: 'Content-Type must be application/json.' });
  });

  it('a compressed body answers 415', async () => {
    const response = await rawRequest(
      { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
      JSON.stringify(validBody()),
    );
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toEqual({ message: 'Content-Encoding is not supported.' });
  });

  it('a body over 32 KiB answers 413, announced or streamed', async () => {
    const big = JSON.stringify(validBody({ project_details: 'x'.repeat(40_000) }));
    const announced = await server.post(big, { raw: true });
    expect(announced.status).toBe(413);
    expect(await json(announced)).toEqual({ message: 'The request body is too large.' });

    const streamed = await rawRequest(
      { headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      big,
    );
    expect(streamed.status).toBe(413);
  });

  it('a Content-Length shorter than the body answers 400', async () => {
    const response = await rawRequest(
      { headers: { 'content-type': 'application/json', 'content-length': '2' } },
      '{}',
    );
    expect(response.status).toBe(422);
    const lying = await rawRequest(
      { headers: { 'content-type': 'application/json', 'content-length': '1' } },
      '{}',
    );
    expect(lying.status).toBe(400);
  });

  it('other methods answer 405 with Allow, unknown paths 404, both in JSON', async () => {
    const get = await fetch(server.endpoint);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await json(get)).toEqual({ message: 'Method not allowed.' });
    const missing = await fetch(`${server.url}/api/v1/nothing`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Not found.' });
  });

  it('never answers 500 to random hostile bodies', async () => {
    const samples: unknown[] = [
      { full_name: { toString: 'x' } },
      { full_name: '\u202eevil', email: 'a@b.co', project_type: 'Other', project_details: 'x' },
      { email: 'a@b.co'.repeat(1000) },
      { project_type: ['Other'] },
      {
        website: null,
        full_name: 'A',
        email: 'a@b.co',
        project_type: 'Other',
        project_details: '<script>alert(1)</script>',
      },
      {
        full_name: "Robert'); DROP TABLE project_requests;--",
        email: 'a@b.co',
        project_type: 'Other',
        project_details: 'x',
      },
      Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, index])),
      JSON.parse('{"full_name":' + '['.repeat(400) + ']'.repeat(400) + '}'),
    ];
    for (const sample of samples) {
      const response = await server.post(sample);
      expect(response.status).toBeLessThan(500);
      expect(typeof (await json(response))).toBe('object');
    }
    expect(
      server.readRows().some((row) => row.full_name === "Robert'); DROP TABLE project_requests;--"),
    ).toBe(true);
  });
});

describe('every answer', () => {
  it('carries the security headers and JSON', async () => {
    const answers = [
      await server.post(validBody()),
      await server.post({}),
      await server.post('{', { raw: true }),
      await fetch(`${server.url}/nowhere`),
      await fetch(`${server.url}/health`),
    ];
    for (const response of answers) {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is logged as structured JSON without personal data', async () => {
    const secret = {
      full_name: 'Zarmeen Qureshi-Logcheck',
      email: 'zarmeen.logcheck@example.com',
      project_details: 'Confidential plan logcheck',
    };
    await server.post(validBody(secret), { headers: { 'user-agent': 'AgentLogcheck/1' } });
    await server.post({ ...secret, email: 'broken-logcheck@' });
    await server.post(`{"email":"zarmeen.logcheck@example.com"`, { raw: true });
    await fetch(`${server.endpoint}?email=zarmeen.logcheck@example.com`);
    const text = server.logs.join('\n');
    expect(server.logs.length).toBeGreaterThan(0);
    for (const line of server.logs) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(text).toMatch(/project request stored/);
    expect(text.toLowerCase()).not.toMatch(/logcheck|zarmeen/);
    // No client address either (the only address logged is the server's own listening one).
    expect(server.logs.filter((line) => line.includes('127.0.0.1') && !line.includes('listening'))).toEqual(
      [],
    );
  });
});
