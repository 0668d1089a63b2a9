import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

import { AppError, type ErrorBody, type ErrorCode, errorStatus } from './app-error';

const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This endpoint accepts application/json bodies only.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_request',
    message: 'The request body is empty; JSON was expected.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_request', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_request',
    message: 'The Content-Length header is wrong.',
  },
  FST_ERR_BAD_URL: {
    code: 'invalid_request',
    message: 'The address is not a valid URL: it has a broken %-escape.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', message: 'A part of the address is too long.' },
};

/**
 * Other errors Fastify or a plugin raise with a 4xx status get a fixed message per status:
 * theirs can quote the request (a URL, a content type), and an error reply echoes nothing
 * from the request (decision 0060).
 */
const messageByStatus: Record<number, string> = {
  400: 'The request was not accepted.',
  401: 'Sign in first.',
  403: 'This request is not allowed.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'This endpoint accepts application/json bodies only.',
  429: 'Too many requests. Please wait a minute and try again.',
  431: 'The request headers are too large.',
};

function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

export function toErrorReply(error: unknown): { status: number; body: ErrorBody; isServerFault: boolean } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.details !== undefined) body.error.details = error.details;
    return { status: error.status, body, isServerFault: error.status >= 500 };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: { error: { code: 'invalid_request', message: describeZodError(error) } },
      isServerFault: false,
    };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const known = fastifyError?.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) {
    return { status: errorStatus[known.code], body: { error: known }, isServerFault: false };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (Object.entries(errorStatus).find(([, value]) => value === status)?.[0] ??
      'invalid_request') as ErrorCode;
    const message = messageByStatus[status] ?? 'The request was not accepted.';
    return { status, body: { error: { code, message } }, isServerFault: false };
  }
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: {
        error: { code: 'invalid_request', message: 'The request contains characters that cannot be stored.' },
      },
      isServerFault: false,
    };
  }
  return {
    status: 500,
    body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    isServerFault: true,
  };
}

/**
 * PostgreSQL refuses text it cannot hold (a NUL character: 22021; a bad escape in JSON
 * text: 22P05). refuseNulCharacters stops these at the door; this keeps any that slip
 * past (a header, a future route) a 400 instead of a 500.
 */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '22021' || code === '22P05';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, isServerFault } = toErrorReply(error);
    if (isServerFault) {
      // The stack goes to the log, never to the client.
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.error.code, status }, 'request refused');
    }
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
