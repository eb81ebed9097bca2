import http from 'node:http';
import { enrollmentKind, projectRequestKind, type LeadKind } from '../leads/kinds';
import { validBody, validEnrollment, type TestServer } from './test-server';

/** A lead endpoint under test: its kind, a valid body, and a free-text field of it. */
export interface Endpoint {
  kind: LeadKind;
  valid: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  textField: string;
}

export const endpoints: Endpoint[] = [
  { kind: projectRequestKind, valid: validBody, textField: 'project_details' },
  { kind: enrollmentKind, valid: validEnrollment, textField: 'message' },
];

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Raw HTTP for what fetch will not send (lying lengths, bodies on odd requests). */
export function rawRequest(
  url: string,
  options: http.RequestOptions,
  body?: string | Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const target = new URL(url);
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

/** Sends a body and expects 422 with exactly `messages` under `field`, and nothing stored. */
export async function expectFieldErrors(
  server: TestServer,
  kind: LeadKind,
  body: Record<string, unknown>,
  field: string,
  messages: string[],
) {
  const before = server.readRows(kind.table).length;
  const response = await server.post(body, { path: kind.path });
  expect(response.status).toBe(422);
  const answer = await json(response);
  expect(answer.message).toBe('Validation failed.');
  expect((answer.errors as Record<string, string[]>)[field]).toEqual(messages);
  expect(server.readRows(kind.table)).toHaveLength(before);
}
