import type { Kysely } from 'kysely';

import type { Store } from '../../db/database';
import type { Database } from '../../db/schema';

import type { IntakeAgent } from './agent/agent';
import type { TurnAwayJudge } from './confirm-turn-away';

/** What the intake use cases need; built once per app in intake.routes.ts. */
export interface IntakeDependencies {
  db: Kysely<Database>;
  /** For the locked transactions that check a send cap, then record the send (decision 0078). */
  store: Store;
  agent: IntakeAgent;
  siteUrl: string;
  tokensPerChat: number;
  /** Report emails per address and per IP in 24 hours (config.email). */
  reportEmailCaps: { perAddress: number; perIp: number };
  /** Newsletter confirmations per mailbox and per IP in 24 hours (config.email). */
  newsletterConfirmationCaps: { perMailbox: number; perIp: number };
  now?: () => Date;
  /** Which turn-away facts the conclusions would act on (decision 0091). */
  judgeTurnAway?: TurnAwayJudge;
  onAgentError?: (error: unknown) => void;
}
