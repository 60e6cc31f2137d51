/**
 * Decision 0056: errors raised by Fastify and its plugins before a handler runs (bad URLs, over-long path
 * segments, bodies that are not JSON or too large, unsupported content types, broken multipart) answer in
 * the API's own shape and words, `{ error }` with a fitting status (DESIGN section 4). Their own messages
 * are never passed on: several quote the request back (`'/api/…aaaa' is exceeding the max param length`),
 * and their codes and wording are the framework's, not ours.
 */

export interface FrameworkErrorAnswer {
  status: number;
  message: string;
}

export const FRAMEWORK_ERROR_TEXTS = {
  badUrl: 'The address is not valid: part of it is not properly percent-encoded',
  pathTooLong: 'The address is too long: one of its parts is longer than any id or name we use',
  invalidJson: 'The request body is not valid JSON',
  emptyJson:
    'The request body is empty, but its content type says JSON: send a JSON value or no content type',
  bodyTooLarge: 'The request body is too large',
  mediaType: 'This content type is not accepted here: send the body as JSON (application/json)',
  contentLength: 'The request body does not match its Content-Length header',
  notMultipart: 'Send this request as multipart/form-data',
  tooManyParts: 'The form has more parts, fields or files than this request takes',
  fileTooLarge: 'The file is larger than this request allows',
  brokenForm: 'The form could not be read: it is malformed',
  unexpected: 'An unexpected error occurred',
} as const;

const BY_CODE: Record<string, FrameworkErrorAnswer> = {
  FST_ERR_BAD_URL: { status: 400, message: FRAMEWORK_ERROR_TEXTS.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: FRAMEWORK_ERROR_TEXTS.pathTooLong },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: FRAMEWORK_ERROR_TEXTS.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: FRAMEWORK_ERROR_TEXTS.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: FRAMEWORK_ERROR_TEXTS.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: FRAMEWORK_ERROR_TEXTS.mediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: FRAMEWORK_ERROR_TEXTS.contentLength },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, message: FRAMEWORK_ERROR_TEXTS.mediaType },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: FRAMEWORK_ERROR_TEXTS.mediaType },
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 406, message: FRAMEWORK_ERROR_TEXTS.notMultipart },
  FST_PARTS_LIMIT: { status: 413, message: FRAMEWORK_ERROR_TEXTS.tooManyParts },
  FST_FILES_LIMIT: { status: 413, message: FRAMEWORK_ERROR_TEXTS.tooManyParts },
  FST_FIELDS_LIMIT: { status: 413, message: FRAMEWORK_ERROR_TEXTS.tooManyParts },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: FRAMEWORK_ERROR_TEXTS.fileTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: FRAMEWORK_ERROR_TEXTS.brokenForm },
};

/** What any other client error says, by status: still ours, still echoing nothing. */
const BY_STATUS: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This response type is not available here',
  408: 'The request took too long to arrive',
  411: 'The request needs a Content-Length header',
  413: FRAMEWORK_ERROR_TEXTS.bodyTooLarge,
  414: 'The address is too long',
  415: FRAMEWORK_ERROR_TEXTS.mediaType,
  431: 'The request headers are too large',
};

/**
 * The answer for an error that is not one of ours (HttpError, AuthError, a schema validation error): by
 * its framework code when we know it, else by its status; 5xx are all "unexpected".
 */
export function frameworkErrorAnswer(error: { code?: unknown; statusCode?: unknown }): FrameworkErrorAnswer {
  const known = typeof error.code === 'string' ? BY_CODE[error.code] : undefined;
  if (known) return known;
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (status >= 500) return { status, message: FRAMEWORK_ERROR_TEXTS.unexpected };
  return { status, message: BY_STATUS[status] ?? BY_STATUS[400]! };
}
