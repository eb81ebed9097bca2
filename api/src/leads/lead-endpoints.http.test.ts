import http from 'node:http';
import { endpoints, expectFieldErrors, json, rawRequest } from '../testing/http';
import { serverForTests, type PostOptions } from '../testing/test-server';

/**
 * What every lead endpoint does alike, whatever its fields: the honeypot, bodies that are not a
 * JSON object, content types and encodings, size, methods, headers and logs.
 */
const server = serverForTests();

describe.each(endpoints)('$kind.path', ({ kind, valid, textField }) => {
  const url = () => `${server.url}${kind.path}`;
  const post = (body: unknown, init: PostOptions = {}) => server.post(body, { ...init, path: kind.path });
  const fields = Object.entries(kind.fields);

  describe('every field', () => {
    it.each(fields.filter(([, rule]) => rule.required))(
      '%s is required: missing, null, empty or blank',
      async (field, rule) => {
        for (const value of [undefined, null, '', '   \n\t ']) {
          const body = valid({ [field]: value });
          if (value === undefined) delete body[field];
          await expectFieldErrors(server, kind, body, field, [
            `${rule.label} ${rule.plural ? 'are' : 'is'} required.`,
          ]);
        }
      },
    );

    it.each(fields)(
      '%s must be text (numbers, booleans, arrays and objects are refused)',
      async (field, rule) => {
        for (const value of [42, 0, true, false, ['Ayesha'], { text: 'Ayesha' }]) {
          await expectFieldErrors(server, kind, valid({ [field]: value }), field, [
            `${rule.label} must be text.`,
          ]);
        }
      },
    );

    it.each(fields.filter(([, rule]) => ['text', 'multiline'].includes(rule.kind)))(
      '%s has a length limit, counted in characters',
      async (field, rule) => {
        const message = `${rule.label} must be at most ${rule.maxLength} characters.`;
        for (const character of ['x', '😀']) {
          await expectFieldErrors(
            server,
            kind,
            valid({ [field]: character.repeat(rule.maxLength + 1) }),
            field,
            [message],
          );
        }
      },
    );
  });

  describe('honeypot', () => {
    it.each(['http://spam.example', 'x', 0, 1, true, false, [], {}, ['x']])(
      'a filled website field (%p) is rejected with 400 and nothing is stored',
      async (website) => {
        const before = server.readRows(kind.table).length;
        const response = await post(valid({ website }));
        expect(response.status).toBe(400);
        expect(await json(response)).toEqual({ message: 'Request rejected.' });
        expect(server.readRows(kind.table)).toHaveLength(before);
      },
    );

    it('is rejected even when the rest is invalid (no hint about the fields to a bot)', async () => {
      const response = await post({ website: 'spam' });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'Request rejected.' });
    });

    it('an empty, blank, null or absent website field is fine', async () => {
      for (const website of ['', '  ', null, undefined]) {
        const body = valid({ website });
        if (website === undefined) delete body.website;
        expect((await post(body)).status).toBe(201);
      }
    });
  });

  describe('bodies that are not a lead', () => {
    it.each(['[]', '[{"full_name":"A"}]', '"x"', '42', 'true', 'false', 'null', '1e400'])(
      'the JSON %s answers 400 with a message',
      async (raw) => {
        const response = await post(raw, { raw: true });
        expect(response.status).toBe(400);
        expect(await json(response)).toEqual({ message: 'The request body must be a JSON object.' });
      },
    );

    it.each(['{bad', '{"full_name": "A",}', "{'a':1}", '{"a":1', '\u0000', 'undefined', 'NaN'])(
      'malformed JSON %p answers 400',
      async (raw) => {
        const response = await post(raw, { raw: true });
        expect(response.status).toBe(400);
        expect(await json(response)).toEqual({ message: 'The request body is not valid JSON.' });
      },
    );

    it('a body that is not UTF-8 answers 400 instead of storing replacement characters', async () => {
      const before = server.readRows(kind.table).length;
      const bytes = Buffer.concat([
        Buffer.from('{"full_name":"'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from(
          JSON.stringify(valid())
            .slice(1)
            .replace(/^"full_name":"[^"]*",?/, '","'),
        ),
      ]);
      const response = await rawRequest(url(), { headers: { 'content-type': 'application/json' } }, bytes);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: 'The request body is not valid UTF-8.' });
      expect(server.readRows(kind.table)).toHaveLength(before);
    });

    it('a leading byte-order mark is ignored', async () => {
      const response = await post(`\uFEFF${JSON.stringify(valid())}`, { raw: true });
      expect(response.status).toBe(201);
    });

    it('a malformed URL answers 400 in JSON; a non-preflight OPTIONS answers 204', async () => {
      const badUrl = await fetch(`${server.url}/%ff`, { method: 'POST' });
      expect(badUrl.status).toBe(400);
      expect(await json(badUrl)).toEqual({ message: 'Bad request.' });
      expect(badUrl.headers.get('x-content-type-options')).toBe('nosniff');
      const options = await fetch(url(), { method: 'OPTIONS' });
      expect(options.status).toBe(204);
    });

    it('an empty JSON body answers 400', async () => {
      const response = await post('', { raw: true });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'The request body is empty.' });
    });

    it('prototype pollution attempts answer 400', async () => {
      for (const raw of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
        const response = await post(raw, { raw: true });
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
      const response = await post(valid(), { headers: { 'content-type': contentType } });
      expect(response.status).toBe(415);
      expect(await json(response)).toEqual({ message: 'Content-Type must be application/json.' });
    });

    it('accepts application/json with a charset, in any case', async () => {
      const response = await post(valid(), {
        headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      });
      expect(response.status).toBe(201);
    });

    it('a POST without Content-Type answers 415, with or without a body', async () => {
      const withBody = await rawRequest(url(), {}, JSON.stringify(valid()));
      expect(withBody.status).toBe(415);
      const withoutBody = await rawRequest(url(), {});
      expect(withoutBody.status).toBe(415);
      expect(JSON.parse(withoutBody.body)).toEqual({ message: 'Content-Type must be application/json.' });
    });

    it('a compressed body answers 415', async () => {
      const response = await rawRequest(
        url(),

        { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
        JSON.stringify(valid()),
      );
      expect(response.status).toBe(415);
      expect(JSON.parse(response.body)).toEqual({ message: 'Content-Encoding is not supported.' });
    });

    it('a body over 32 KiB answers 413, announced or streamed', async () => {
      const big = JSON.stringify(valid({ padding: 'x'.repeat(40_000) }));
      const announced = await post(big, { raw: true });
      expect(announced.status).toBe(413);
      expect(await json(announced)).toEqual({ message: 'The request body is too large.' });

      const streamed = await rawRequest(
        url(),

        { headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        big,
      );
      expect(streamed.status).toBe(413);
    });

    it('a 3 MB body still arriving gets its 413, and the connection serves the next request', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const body = Buffer.from(JSON.stringify(valid({ padding: 'x'.repeat(3 * 1024 * 1024) })));
      const send = (method: string, data?: Buffer) =>
        new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
          const headers = data ? { 'content-type': 'application/json', 'content-length': data.length } : {};
          const request = http.request(url(), { method, agent, headers });
          // Done when both the answer and the upload have ended (the socket is then free).
          const uploaded = new Promise((done) => request.on('finish', done));
          request.on('response', (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => {
              const answer = { status: response.statusCode ?? 0, body: text, reused: request.reusedSocket };
              void uploaded.then(() => resolve(answer));
            });
          });
          request.on('error', reject);
          if (!data) return void request.end();
          request.write(data.subarray(0, 64 * 1024));
          setTimeout(() => request.end(data.subarray(64 * 1024)), 50);
        });
      const tooLarge = await send('POST', body);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({ message: 'The request body is too large.' });
      const next = await send('GET');
      expect(next.status).toBe(405);
      expect(next.reused).toBe(true);
      agent.destroy();
    });

    it('a Content-Length shorter than the body answers 400', async () => {
      const response = await rawRequest(
        url(),

        { headers: { 'content-type': 'application/json', 'content-length': '2' } },
        '{}',
      );
      expect(response.status).toBe(422);
      const lying = await rawRequest(
        url(),

        { headers: { 'content-type': 'application/json', 'content-length': '1' } },
        '{}',
      );
      expect(lying.status).toBe(400);
    });

    it('other methods answer 405 with Allow, unknown paths 404, both in JSON', async () => {
      const get = await fetch(url());
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await json(get)).toEqual({ message: 'Method not allowed.' });
      const missing = await fetch(`${server.url}/api/v1/nothing`, { method: 'POST' });
      expect(missing.status).toBe(404);
      expect(await json(missing)).toEqual({ message: 'Not found.' });
    });

    it('never answers 500 to random hostile bodies', async () => {
      const injection = `Robert'); DROP TABLE ${kind.table};--`;
      const samples: unknown[] = [
        { full_name: { toString: 'x' } },
        valid({ full_name: '\u202eevil' }),
        { email: 'a@b.co'.repeat(1000) },
        valid({ [kind.subjectField]: ['Other'] }),
        valid({ website: null, [textField]: '<script>alert(1)</script>' }),
        valid({ full_name: injection }),
        Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, index])),
        JSON.parse('{"full_name":' + '['.repeat(400) + ']'.repeat(400) + '}'),
      ];
      for (const sample of samples) {
        const response = await post(sample);
        expect(response.status).toBeLessThan(500);
        expect(typeof (await json(response))).toBe('object');
      }
      expect(server.readRows(kind.table).some((row) => row.full_name === injection)).toBe(true);
    });
  });

  describe('every answer', () => {
    it('carries the security headers and JSON', async () => {
      const answers = [
        await post(valid()),
        await post({}),
        await post('{', { raw: true }),
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
      server.logs.length = 0;
      const secret = {
        full_name: 'Zarmeen Qureshi-Logcheck',
        email: 'zarmeen.logcheck@example.com',
        [textField]: 'Confidential plan logcheck',
      };
      await post(valid(secret), { headers: { 'user-agent': 'AgentLogcheck/1' } });
      await post({ ...secret, email: 'broken-logcheck@' });
      await post(`{"email":"zarmeen.logcheck@example.com"`, { raw: true });
      await fetch(`${url()}?email=zarmeen.logcheck@example.com`);
      const text = server.logs.join('\n');
      expect(server.logs.length).toBeGreaterThan(0);
      for (const line of server.logs) expect(() => JSON.parse(line) as unknown).not.toThrow();
      expect(text).toContain(`${kind.title} stored`);
      expect(text.toLowerCase()).not.toMatch(/logcheck|zarmeen/);
      // No client address either (the only address logged is the server's own listening one).
      expect(server.logs.filter((line) => line.includes('127.0.0.1') && !line.includes('listening'))).toEqual(
        [],
      );
    });
  });
});
