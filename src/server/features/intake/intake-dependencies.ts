import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

import type { IntakeAgent } from './agent/agent';

/** What the intake use cases need; built once per app in intake.routes.ts. */
export interface IntakeDependencies {
  db: Kysely<Database>;
  agent: IntakeAgent;
  siteUrl: string;
  tokensPerChat: number;
  /** Report emails per address and per IP in 24 hours (config.email). */
  reportEmailCaps: { perAddress: number; perIp: number };
  now?: () => Date;
  onAgentError?: (error: unknown) => void;
}
