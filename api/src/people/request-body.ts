// Reading a person's requests: the JSON body's fields and the language to answer in.
import { isLanguage, type Language } from '@site/leads';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language';
import { isObject, textField } from '../staff/request-body';

/**
 * The language of the answer: the body's `language` (the page's), else Accept-Language, else
 * English. A bad `language` is not refused: it only chooses the words.
 */
export function answerLanguage(request: Pick<FastifyRequest, 'headers' | 'body'>): Language {
  const body = request.body;
  const language = isObject(body) ? body.language : undefined;
  return isLanguage(language) ? language : requestLanguage(request);
}

/** The body's string fields of at most `max[name]` characters, or undefined when one is missing or not text. */
export function textFields<Name extends string>(
  body: unknown,
  max: Readonly<Record<Name, number>>,
): Record<Name, string> | undefined {
  if (!isObject(body)) return undefined;
  const fields = {} as Record<Name, string>;
  for (const name of Object.keys(max) as Name[]) {
    const value = textField(body, name, max[name]);
    if (value === undefined) return undefined;
    fields[name] = value;
  }
  return fields;
}

/** The body's `keepSignedIn`: only `true` keeps a session 30 days. */
export const keepSignedIn = (body: unknown) => isObject(body) && body.keepSignedIn === true;

/** The longest e-mail read (the policy then says what is wrong with it). */
export const EMAIL_READ_MAX = 1024;
