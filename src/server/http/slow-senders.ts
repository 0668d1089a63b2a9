import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import type { HttpLimits } from '../config';

import { rawHttpResponse } from './early-errors';

export interface SlowSenderGuard {
  /** Connections open now, per client address (tests read it). */
  openConnections(): Map<string, number>;
  stop(): void;
}

interface BodyWatch {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  bytesAtStart: number;
  /** Time the server spent ready to read this body (paused reads are not the sender's fault). */
  readingMs: number;
}

/**
 * Node's options for the head, the whole request and idle keep-alive connections, as
 * Fastify takes them. Node checks its timers every connectionsCheckingInterval (30 s by
 * default, which let a trickled head live 40 s); a second or less here.
 */
export function slowSenderServerOptions(limits: HttpLimits) {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: checkEveryMs(limits),
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

function checkEveryMs(limits: HttpLimits): number {
  return Math.max(
    50,
    Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs) / 4)),
  );
}

/**
 * What Node does not do by itself (decision 0066): a cap on the connections one address
 * holds open, and a floor on how fast a body arrives. After bodyTimeoutMs a body must have
 * come at minBodyBytesPerSecond on average over the time the server was reading it, or the
 * connection is answered 408 and closed: a body trickled at 1 byte a second is cut within
 * a few seconds, a large upload on a slow line is not.
 */
export function guardSlowSenders(
  server: Server,
  limits: HttpLimits,
  securityHeaders: Record<string, string>,
  onCut: (reason: 'connections_per_ip' | 'slow_body') => void = () => undefined,
): SlowSenderGuard {
  const open = new Map<string, number>();
  const watches = new Set<BodyWatch>();
  const intervalMs = checkEveryMs(limits);

  const onConnection = (socket: Socket) => {
    if (limits.maxConnectionsPerIp === 0) return;
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      onCut('connections_per_ip');
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  };

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody || request.complete) return;
    const watch: BodyWatch = {
      request,
      response,
      socket: request.socket,
      bytesAtStart: request.socket.bytesRead,
      readingMs: 0,
    };
    watches.add(watch);
    response.once('close', () => watches.delete(watch));
  };

  const cut = (watch: BodyWatch) => {
    watches.delete(watch);
    onCut('slow_body');
    const { socket, response } = watch;
    if (socket.destroyed) return;
    if (response.headersSent || !socket.writable) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({
      error: { code: 'invalid_request', message: 'The request took too long to arrive.' },
    });
    socket.end(rawHttpResponse(408, securityHeaders, body), () => socket.destroy());
  };

  const timer = setInterval(() => {
    for (const watch of watches) {
      if (watch.request.complete || watch.socket.destroyed) {
        watches.delete(watch);
        continue;
      }
      if (!watch.socket.isPaused()) watch.readingMs += intervalMs;
      const owedMs = watch.readingMs - limits.bodyTimeoutMs;
      if (owedMs <= 0) continue;
      const received = watch.socket.bytesRead - watch.bytesAtStart;
      if (received < (limits.minBodyBytesPerSecond * owedMs) / 1000) cut(watch);
    }
  }, intervalMs);
  timer.unref();

  server.on('connection', onConnection);
  server.on('request', onRequest);
  return {
    openConnections: () => new Map(open),
    stop() {
      clearInterval(timer);
      server.off('connection', onConnection);
      server.off('request', onRequest);
      watches.clear();
    },
  };
}
