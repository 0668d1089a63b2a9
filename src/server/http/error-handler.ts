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
    return {
      status,
      body: { error: { code, message: fastifyError?.message ?? 'The request was not accepted.' } },
      isServerFault: false,
    };
  }
  return {
    status: 500,
    body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    isServerFault: true,
  };
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
