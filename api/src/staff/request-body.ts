// Reading the JSON body of a sign-in or set-up request: only a plain object's string fields of a
// bounded length, anything else is a 400 (`refusals.badBody`).

export function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** A string field of at most `max` characters, else undefined. */
export function textField(body: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/**
 * The longest value read of each field; more is refused unread. A password is read well past
 * PASSWORD_MAX_LENGTH (the policy then says "too long"); an authenticator code may be typed
 * with spaces; a token is randomToken()'s.
 */
export const READ_MAX = { username: 200, password: 1024, code: 64, token: 64 } as const;
