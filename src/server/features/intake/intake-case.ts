import { createHash, randomBytes } from 'node:crypto';

import type { CaseRow } from '../../db/tables/intake.tables';

import { agentStateSchema } from './agent/agent';
import { parseCaseRecord } from './cases.repository';
import type { TurnCase } from './intake-referee';

/** A case row as the referee sees it (JSON columns parsed and validated). */
export function toTurnCase(row: CaseRow): TurnCase {
  return {
    sessionId: row.session_id,
    chatId: row.chat_id,
    status: row.status,
    record: parseCaseRecord(row),
    state: agentStateSchema.parse(JSON.parse(row.agent_state)),
    part: row.part,
    questionsInPart: row.questions_in_part,
    questionsTotal: row.questions_total,
    extensionsUsed: row.extensions_used,
    fullName: row.full_name,
    phone: row.phone,
    tokensUsed: row.llm_tokens_used,
  };
}

let lastMillis = 0;
let counter = 0;

/**
 * Message ids sort in write order (time, then a per-process counter), so a transcript
 * reads back in order on both engines even when two rows share a millisecond.
 */
export function newMessageId(): string {
  const now = Date.now();
  counter = now === lastMillis ? counter + 1 : 0;
  lastMillis = now;
  return `m${now.toString(36).padStart(9, '0')}${counter.toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
}

export function newCaseId(): string {
  return `case_${randomBytes(12).toString('hex')}`;
}

/** Same chat + endpoint + SessQNo + text = the same request (a replay). */
export function replayKey(endpoint: string, sessQNo: number, text: string): string {
  return createHash('sha256').update(`${endpoint}\n${sessQNo}\n${text}`).digest('hex');
}
