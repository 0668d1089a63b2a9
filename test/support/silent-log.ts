import pino from 'pino';

import type { Logger } from '../../src/server/logger';

/** A logger that writes nothing, for workers and use cases run inside tests. */
export const silentLog = pino({ level: 'silent' }) as unknown as Logger;
