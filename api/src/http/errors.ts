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
} as const;

interface HttpErrorLike {
  code?: unknown;
  statusCode?: unknown;
  name?: unknown;
}

/** Status and message for an error raised before or around a handler (body parsing, limits). */
export function describeError(error: HttpErrorLike): { status: number; message: string } {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: errorMessages.unsupportedMediaType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: errorMessages.tooLarge };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: errorMessages.emptyBody };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: errorMessages.notJson };
    default:
      break;
  }
  if (status === 400 && error.name === 'SyntaxError') return { status: 400, message: errorMessages.notJson };
  if (status >= 400 && status < 500) return { status, message: errorMessages.badRequest };
  return { status: 500, message: errorMessages.internal };
}
