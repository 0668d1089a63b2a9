import fs from 'node:fs';
import path from 'node:path';

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MAX_ATTACHMENT_BYTES } from '../../../contracts/limits';
import { chatIdField, sessionIdField } from '../../../contracts/webhooks';
import { AppError } from '../../http/app-error';
import { readBindingHash } from '../../http/chat-binding';
import { assertSameOrigin } from '../../http/same-origin';
import { makePrivateFolder } from '../../private-data-files';

import { storeUpload } from './store-upload';

export const UPLOAD_PATH = '/api/uploads';

const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'EPIPE']);

/**
 * A visitor who closes the tab or loses the network mid-upload is not a fault of ours (issue
 * 26): logged at info level, answered as a 400 nobody reads; the reservation is released by
 * storeUpload as for any failed upload. Anything else is passed on unchanged.
 */
function asAbandonedUpload(request: FastifyRequest, error: unknown): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  const isClientGone =
    request.raw.aborted ||
    request.raw.socket.destroyed ||
    (typeof code === 'string' && CLIENT_GONE_CODES.has(code));
  if (!isClientGone || error instanceof AppError) return error;
  request.log.info({ event: 'upload_abandoned' }, 'upload abandoned by the client');
  return new AppError('invalid_request', 'The upload did not arrive in full.');
}

/** Bytes an unprivileged process may still write under `folder`. */
async function freeDiskBytesOf(folder: string): Promise<number> {
  const stats = await fs.promises.statfs(folder);
  return stats.bavail * stats.bsize;
}

/**
 * POST /api/uploads (ours, issue 4): multipart with SessionID and ChatID first, then one
 * `file`. Answers 201 { uploadId, name, size, type } with the type sniffed from the bytes.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  makePrivateFolder(uploadsDir);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 100,
      parts: 6,
      headerPairs: 50,
    },
  });
  const perIp = app.createRateLimit({
    max: config.rateLimit.ipPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `upload:${request.ip}`,
  });

  app.post(UPLOAD_PATH, async (request, reply) => {
    assertSameOrigin(request, config.siteUrl);
    if (!request.isMultipart()) {
      throw new AppError('unsupported_media_type', 'Uploads must be sent as multipart/form-data.');
    }
    const limited = await perIp(request);
    if (!limited.isAllowed && limited.isExceeded) {
      reply.header('retry-after', String(Math.max(1, limited.ttlInSeconds)));
      throw new AppError('rate_limited', 'Too many uploads. Please wait a moment and try again.');
    }
    const file = await request.file().catch((error: unknown) => {
      throw asAbandonedUpload(request, error);
    });
    if (!file) throw new AppError('invalid_request', 'No file was sent.');
    const fieldValue = (name: string) => {
      const field = file.fields[name];
      return field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
    };
    const sessionId = sessionIdField.safeParse(fieldValue('SessionID'));
    const chatId = chatIdField.safeParse(fieldValue('ChatID'));
    if (!sessionId.success || !chatId.success) {
      file.file.resume();
      throw new AppError('invalid_request', 'SessionID and ChatID must be sent, before the file.');
    }
    const declaredBytes = Number(request.headers['content-length']);
    try {
      const stored = await storeUpload(
        {
          store,
          uploadsDir,
          quotas: config.uploads,
          freeDiskBytes: app.deps.freeDiskBytes ?? freeDiskBytesOf,
          now: app.deps.now ?? (() => new Date()),
          onDiskCheckError: (error) => request.log.error({ err: error }, 'free disk space unreadable'),
        },
        {
          sessionId: sessionId.data,
          chatId: chatId.data,
          bindingHash: readBindingHash(request),
          ip: request.ip,
          declaredBytes: Number.isSafeInteger(declaredBytes) && declaredBytes > 0 ? declaredBytes : null,
          fileName: file.filename || 'file',
          declaredType: file.mimetype || null,
          stream: file.file,
        },
      );
      return reply.status(201).send(stored);
    } catch (caught) {
      const error = asAbandonedUpload(request, caught);
      const details =
        error instanceof AppError ? (error.details as { retryAfterSeconds?: number }) : undefined;
      if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
      throw error;
    }
  });
}
