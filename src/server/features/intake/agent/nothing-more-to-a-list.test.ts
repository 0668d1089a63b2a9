import { describe, expect, it } from 'vitest';

import { chatTurns } from '../testing/chat-turns';
import { readCorrection } from '../testing/read-correction';

import type { QuestionKey } from './agent';
import { createGuidedAgent } from './guided-agent';
import { saysNothingMore } from './reading/nothing-more';

/**
 * Decision 0276, class 5: to a question that gathers a list (who saw it, the injuries, who else
 * was involved, photos or reports), "nope, that's everything" is an answer, nothing more: never
 * put again in other words. Sentences written for this test.
 */
const agent = createGuidedAgent();

async function turn(text: string, pending: QuestionKey, language: 'en' | 'es' = 'en') {
  const read = await readCorrection(text, language, { pending, injuries: ['sore neck'] });
  const next = await agent.chooseNext({
    record: read.record,
    state: read.state,
    outcome: read.outcome,
    tokenBudget: 0,
  });
  return { read, next };
}

describe('nothing more, to a list question', () => {
  it.each([
    ['nope thats everything', 'witnesses', 'en'],
    ['no that is all, thanks', 'photos', 'en'],
    ['nah nobody else', 'thirdPartyInvolved', 'en'],
    ['no, nadie más', 'witnesses', 'es'],
    ['nada más, gracias', 'photos', 'es'],
  ] as const)('"%s" to %s is a no, not put again', async (text, pending, language) => {
    const { read, next } = await turn(text, pending, language);
    expect(read.outcome).toBe('answered');
    expect(read.record[pending]).toBe(false);
    expect(next.next?.key).not.toBe(pending);
  });

  it('"thats everything" to the injuries question keeps the list and moves on', async () => {
    const { read, next } = await turn('thats everything', 'injuries');
    expect(read.record.injuries).toEqual(['sore neck']);
    expect(next.next?.key).not.toBe('injuries');
  });

  it('a whole chat: the witness question is asked once', async () => {
    const { asked, record } = await chatTurns(
      'A pickup rear-ended me at a light in Boise, Idaho on October 30 and my neck hurts.',
      { witnesses: 'nope, nobody else', '*': 'no' },
      { turns: 15 },
    );
    expect(asked.filter((key) => key === 'witnesses')).toHaveLength(1);
    expect(record.witnesses).toBe(false);
  });

  it('negative: a name beside it is a yes', async () => {
    const { read } = await turn('yes my coworker, thats everything', 'witnesses');
    expect(read.record.witnesses).toBe(true);
  });

  it('negative: to a question that gathers no list, it answers nothing', async () => {
    const { read } = await turn('thats everything', 'atFaultParty');
    expect(read.record.atFaultParty).toBeUndefined();
    expect(read.outcome).toBe('unclear');
  });

  it.each([
    ['thats all I remember', false],
    ['the bumper, thats it', false],
    ['nope, thats it', true],
    ['eso sería todo', true],
  ] as const)('saysNothingMore("%s") is %s', (text, expected) => {
    expect(saysNothingMore(text, 'es')).toBe(expected);
  });
});
