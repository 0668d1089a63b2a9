import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import type { QuestionKey } from '../agent/agent';
import { createGuidedAgent } from '../agent/guided-agent';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0227: the days of work missed corrected out of turn ("N days, not M") while another
 * question waits: the time off we hold is replaced, the thanks says it, and the question waiting
 * stays open and is put again, unless it was already put twice (decision 0264: then it is noted
 * as unknown, never put a third time). Sentences written for this test.
 */
const agent = createGuidedAgent();

async function say(text: string, language: Language, daysMissed: number, isRephrased = false) {
  const pending: QuestionKey = 'witnesses';
  const read = await readCorrection(text, language, { pending, lostWages: { daysMissed }, isRephrased });
  const next = await agent.chooseNext({
    record: read.record,
    state: read.state,
    outcome: read.outcome,
    tokenBudget: 0,
  });
  return { ...read, next: next.next };
}

describe('the days off work corrected while another question waits', () => {
  it.each([
    ['no wait it was 12 days not 10', 10, 12, 'en'],
    ['oh sorry, I was out 6 days, not 4', 4, 6, 'en'],
    ['actually 3 weeks off, not 10 days', 10, 21, 'en'],
    ['oops, it was 2 weeks not 3', 21, 14, 'en'],
    ['perdón, fueron 8 días, no 5', 5, 8, 'es'],
    ['espere, falté 9 días, no 7', 7, 9, 'es'],
  ] as const)('%s', async (text, before, after, language: Language) => {
    for (const isRephrased of [false, true]) {
      const read = await say(text, language, before, isRephrased);
      expect(read.record.lostWages?.daysMissed, text).toBe(after);
      expect(read.corrected).toContain('lostWages');
      expect(read.acknowledgement, text).toMatch(
        language === 'es' ? /^Gracias — \d+ días/ : /^Thanks — \d+ days missed\.$/,
      );
      expect(read.record.witnesses).toBeUndefined();
      if (isRephrased) {
        // Already put twice: noted as unknown, never put a third time (decision 0264).
        expect(read.record.unknowns).toContain('witnesses');
        expect(read.next?.key, text).not.toBe('witnesses');
      } else {
        expect(read.record.unknowns).not.toContain('witnesses');
        expect(read.next?.key, text).toBe('witnesses');
      }
    }
  });

  it.each([
    ['no witnesses, it was 12 days before I went back to the doctor', 10],
    ['a lady saw it, she stayed about 10 minutes, not 5', 10],
    ['nobody stopped. I worked 5 days a week, not 6', 10],
    ['nadie paró, pasaron como 10 carros, no 5', 10],
  ] as const)('the days stay: %s', async (text, days) => {
    const read = await say(text, /nadie/.test(text) ? 'es' : 'en', days);
    expect(read.record.lostWages?.daysMissed, text).toBe(days);
  });
});
