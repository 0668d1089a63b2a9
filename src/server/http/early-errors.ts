import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import type { ErrorBody } from './app-error';
import { toErrorReply } from './error-handler';

type EarlyErrorOptions = Required<Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>>;

/**
 * Answers Fastify gives before any hook or error handler runs (decision 0060): a URL with a
 * broken %-escape or an over-long path parameter (frameworkErrors), and a request Node
 * cannot parse as HTTP at all (clientErrorHandler). Fastify's defaults carry no security
 * headers and quote the URL back; these carry our headers and our error shape, and echo
 * nothing from the request.
 */
export function earlyErrorOptions(securityHeaders: Record<string, string>): EarlyErrorOptions {
  return {
    frameworkErrors: answerFrameworkError(securityHeaders),
    clientErrorHandler: answerClientError(securityHeaders),
  };
}

function answerFrameworkError(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body } = toErrorReply(error);
    request.log.info({ code: body.error.code, status }, 'request refused');
    void reply
      .headers(securityHeaders)
      .header('cache-control', 'no-store')
      .status(status)
      .type('application/json; charset=utf-8')
      .send(body);
  };
}

interface ClientError extends Error {
  code?: string;
}

function clientErrorAnswer(error: ClientError): { status: number; body: ErrorBody } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: { error: { code: 'invalid_request', message: 'The request headers are too large.' } },
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      body: { error: { code: 'invalid_request', message: 'The request took too long to arrive.' } },
    };
  }
  return {
    status: 400,
    body: { error: { code: 'invalid_request', message: 'The request is not valid HTTP.' } },
  };
}

function answerClientError(securityHeaders: Record<string, string>) {
  return (error: ClientError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const { status, body } = clientErrorAnswer(error);
    // Closed for good once the answer is out: a half-open socket would stay with the sender.
    socket.end(rawHttpResponse(status, securityHeaders, JSON.stringify(body)), () => socket.destroy());
  };
}

/** A whole HTTP/1.1 response written straight to the socket (Node has no response object here). */
export function rawHttpResponse(status: number, headers: Record<string, string>, body: string): string {
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    'cache-control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
