import { DEFAULT_LANGUAGE, serverUnavailableIn, type Language } from '@site/leads';
import type { FastifyReply } from 'fastify';

/** Messages of the JSON answers the service gives for client errors (docs/api.md). */
export const errorMessages = {
  notJson: 'The request body is not valid JSON.',
  notUtf8: 'The request body is not valid UTF-8.',
  emptyBody: 'The request body is empty.',
  notAnObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'Content-Type must be application/json.',
  unsupportedEncoding: 'Content-Encoding is not supported.',
  tooLarge: 'The request body is too large.',
  badRequest: 'Bad request.',
  honeypot: 'Request rejected.',
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  rateLimited: (seconds: number) =>
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  storeFailed: 'Your request could not be saved. Please try again later.',
  internal: 'Internal server error.',
  unavailable: 'The service is unavailable.',
  badIdempotencyKey: 'Idempotency-Key must be 16 to 128 letters, digits, "-", "_" or ":".',
  idempotencyConflict:
    'This submission was already received with other values. Reload the page and send the form again.',
} as const;

export type ErrorMessages = {
  readonly [K in keyof typeof errorMessages]: (typeof errorMessages)[K] extends string
    ? string
    : (seconds: number) => string;
};

/** The same answers in each language (the API answers in the request's language). */
export const errorMessagesIn: Readonly<Record<Language, ErrorMessages>> = {
  en: errorMessages,
  ur: {
    notJson: 'درخواست کا مواد درست JSON نہیں ہے۔',
    notUtf8: 'درخواست کا مواد درست UTF-8 میں نہیں ہے۔',
    emptyBody: 'درخواست کا مواد خالی ہے۔',
    notAnObject: 'درخواست کا مواد JSON آبجیکٹ ہونا چاہیے۔',
    unsupportedMediaType: 'Content-Type کا application/json ہونا ضروری ہے۔',
    unsupportedEncoding: 'یہ Content-Encoding قابلِ قبول نہیں۔',
    tooLarge: 'درخواست کا مواد بہت بڑا ہے۔',
    badRequest: 'غلط درخواست۔',
    honeypot: 'درخواست مسترد کر دی گئی۔',
    notFound: 'نہیں ملا۔',
    methodNotAllowed: 'یہ طریقہ قابلِ قبول نہیں۔',
    // "سیکنڈ" is the same for one and many.
    rateLimited: (seconds: number) =>
      `بہت زیادہ درخواستیں موصول ہوئیں۔ براہِ کرم ${seconds} سیکنڈ بعد دوبارہ کوشش کریں۔`,
    storeFailed: 'آپ کی درخواست محفوظ نہیں ہو سکی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    internal: 'سرور میں اندرونی خرابی پیش آئی۔',
    unavailable: 'سروس اس وقت دستیاب نہیں۔',
    badIdempotencyKey: 'Idempotency-Key میں 16 سے 128 تک حروف، ہندسے، "-"، "_" یا ":" ہونے چاہییں۔',
    idempotencyConflict:
      'یہ فارم پہلے مختلف معلومات کے ساتھ موصول ہو چکا ہے۔ صفحہ دوبارہ لوڈ کر کے فارم پھر بھیجیں۔',
  },
};

interface HttpErrorLike {
  code?: unknown;
  statusCode?: unknown;
  name?: unknown;
}

/** Status and message for an error raised before or around a handler (body parsing, limits). */
export function describeError(
  error: HttpErrorLike,
  language: Language = DEFAULT_LANGUAGE,
): { status: number; message: string } {
  const messages = errorMessagesIn[language];
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: messages.unsupportedMediaType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: messages.tooLarge };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: messages.emptyBody };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: messages.notJson };
    default:
      break;
  }
  if (status === 400 && error.name === 'SyntaxError') return { status: 400, message: messages.notJson };
  if (status >= 400 && status < 500) return { status, message: messages.badRequest };
  return { status: 500, message: messages.internal };
}

/**
 * How long a client is asked to wait while the store is unavailable (`Retry-After`, in seconds):
 * what nginx says while no API instance answers. A PostgreSQL the fleet restarts is back within a
 * few seconds (docs/decisions/0042-store-failures-and-stuck-instances.md).
 */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer while the store cannot be reached or failed in the middle of the request: 503 with
 * Retry-After and the message nginx and the site's server give when no API answers
 * (`serverUnavailableIn`), so that both forms say our server is briefly unavailable. Never a 500:
 * nothing is wrong with the request, and nothing of it was stored.
 */
export function sendStoreUnavailable(reply: FastifyReply, language: Language) {
  return reply
    .code(503)
    .header('retry-after', String(STORE_RETRY_AFTER_SECONDS))
    .send({ message: serverUnavailableIn[language] });
}
