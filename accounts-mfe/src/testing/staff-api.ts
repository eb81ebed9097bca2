// A stand-in for the staff API in unit tests: `fetch` answers from a table of routes (`'GET
// /api/v1/staff/me'`, a path's query ignored unless the key has one), records every call with its
// headers and body, and answers 404 to anything else.
import type { Me } from '@site/staff';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  cache: RequestCache | undefined;
}

/** An answer: a status and a JSON body, or a function of the call (to answer in turn). */
export type Answer =
  | { status: number; body?: unknown }
  | ((
      call: RecordedCall,
    ) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

export const jsonResponse = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('no body');
      return body;
    },
  }) as unknown as Response;

export const ok = (body?: unknown) => ({ status: body === undefined ? 204 : 200, body });
export const refused = (status: number, message = '', errors?: Record<string, string[]>) => ({
  status,
  body: { message, ...(errors ? { errors } : {}) },
});

export const staffMe: Me = {
  username: 'ayesha',
  role: 'admin',
  csrfToken: 'csrf-123',
  idleTimeoutSeconds: 1800,
  expiresAt: '2026-11-30T12:00:00.000Z',
};

/**
 * Installs the stand-in as `global.fetch`: `answers` by `'METHOD path'` (or `'METHOD path?query'`
 * for that query exactly). Returns the calls so far and a way to change an answer.
 */
export function mockStaffApi(answers: Record<string, Answer>) {
  const table = { ...answers };
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call: RecordedCall = {
      method,
      url,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      cache: init.cache,
    };
    calls.push(call);
    const answer = table[`${method} ${url}`] ?? table[`${method} ${url.split('?')[0]}`];
    if (!answer) return jsonResponse(404, { message: 'Not found.' });
    const { status, body } = typeof answer === 'function' ? await answer(call) : answer;
    return jsonResponse(status, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** The calls to a path (its query ignored) with this method. */
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.split('?')[0] === path),
    answer: (key: string, value: Answer) => {
      table[key] = value;
    },
  };
}
