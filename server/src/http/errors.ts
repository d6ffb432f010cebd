import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@storefront/shared/schemas';
import { DatabaseUnavailableError } from '../db/unavailable';

/** What a 503 asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** An error the API answers on purpose: a status, a stable code and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Sign in first') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Messages for people instead of the framework's internals. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but Content-Type says JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported Content-Type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the image as multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'The image is too large',
  FST_FILES_LIMIT: 'Send one image',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'The body is not allowed',
};

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields && Object.keys(fields).length > 0 ? { error: { code, message, fields } } : { error: { code, message } };
}

/**
 * Every error becomes `{ error: { code, message, fields? } }`. Client mistakes keep their 4xx;
 * anything unexpected is logged and answered as a plain 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError & { fields?: Record<string, string> }, request, reply) => {
    if (raw instanceof HttpError) {
      return reply.status(raw.statusCode).send(errorBody(raw.code, raw.message, raw.fields));
    }
    if (raw instanceof DatabaseUnavailableError) {
      request.log.warn({ err: raw.cause }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody('DATABASE_UNAVAILABLE', 'The storefront cannot reach its database right now: try again in a few seconds'));
    }
    if (raw.code === 'FST_ERR_VALIDATION' || raw.validation) {
      return reply.status(400).send(errorBody('VALIDATION_FAILED', raw.message, raw.fields));
    }
    // SQLSTATE classes that can only come from bad input slipping past validation.
    const sqlState = typeof raw.code === 'string' && /^[0-9A-Z]{5}$/.test(raw.code) ? raw.code : undefined;
    if (sqlState?.startsWith('22')) return reply.status(400).send(errorBody('BAD_REQUEST', 'Invalid value'));
    if (sqlState === '23505') return reply.status(409).send(errorBody('CONFLICT', 'Already exists'));
    if (sqlState === '23514') return reply.status(409).send(errorBody('CONFLICT', 'The change breaks a rule of the data'));

    const status = typeof raw.statusCode === 'number' ? raw.statusCode : 500;
    if (status >= 400 && status < 500) {
      const normalized = status === 406 ? 415 : status;
      const message = (raw.code && MESSAGE_BY_FASTIFY_CODE[raw.code]) || raw.message || 'Bad request';
      return reply.status(normalized).send(errorBody(CODE_BY_STATUS[normalized] ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: raw }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });
}
