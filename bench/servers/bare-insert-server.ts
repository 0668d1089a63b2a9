import { randomUUID } from 'node:crypto';
import http from 'node:http';

import { sql } from 'kysely';

import { openStore } from '../../src/server/db/database';

// The floor for a durable chat turn: node:http, parse the JSON body, insert one row, answer.
const store = openStore(
  process.env.DATABASE_URL ?? '',
  process.env.PG_SEARCH_PATH ? { searchPath: process.env.PG_SEARCH_PATH } : {},
);
await sql`create table if not exists bench_rows (id text primary key, body text not null, created_at text not null)`.execute(
  store.db,
);
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', async () => {
    try {
      JSON.parse(body);
      await sql`insert into bench_rows (id, body, created_at) values (${randomUUID()}, ${body}, ${new Date().toISOString()})`.execute(
        store.db,
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"output":"ok"}');
    } catch {
      response.writeHead(400).end();
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
