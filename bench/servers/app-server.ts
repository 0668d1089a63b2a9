import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openStore } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

// Our real server, as `npm start` runs it, on a free port; prints the port for the bench.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-bench-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  BUILD_DIR: process.env.BUILD_DIR,
});
const store = openStore(config.databaseUrl);
await migrateToLatest(store.db);
const app = await buildApp({ config, store });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
