import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { loggerOptions, serializeError } from './logger';

describe('server logs', () => {
  it('keep an error type, message and code, never the values a database error carries', () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "subscribers_email"'),
      {
        code: '23505',
        detail: 'Key (email)=(maria@example.org) already exists.',
        table: 'newsletter_subscribers',
      },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505' });
    expect(JSON.stringify(logged)).not.toContain('maria@example.org');
  });

  it('write no request body, cookie or query string through the Fastify logger', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.post('/webhook/test', async (request) => {
      request.log.info({ body: request.body }, 'echo');
      throw Object.assign(new Error('boom'), { detail: 'phone 512-555-0187' });
    });
    await app.inject({
      method: 'POST',
      url: '/webhook/test?id=ABC123&chat=abcDEF1234',
      headers: { cookie: 'ci_chat=secret-cookie' },
      payload: { fullName: 'Maria Lopez', phoneNumber: '512-555-0187', email: 'maria@example.org' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('boom');
    for (const secret of [
      'Maria Lopez',
      '512-555-0187',
      'maria@example.org',
      'secret-cookie',
      'abcDEF1234',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
