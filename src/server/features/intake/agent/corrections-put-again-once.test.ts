import { describe, expect, it } from 'vitest';

import { chatTurns } from '../testing/chat-turns';
import { readCorrection } from '../testing/read-correction';

import { createGuidedAgent } from './guided-agent';

/**
 * Decision 0264: when the no of a correction undoes what it gave the question pending (decision
 * 0249), the question is put again once: an answer in another sentence of the same message is
 * kept, and a question already put twice is noted as unknown, never put a third time. Sentences
 * written for this test.
 */
const agent = createGuidedAgent();

async function turn(text: string, pending: 'policeReport' | 'witnesses' | 'photos', isRephrased = false) {
  const read = await readCorrection(text, 'en', { pending, isRephrased });
  const next = await agent.chooseNext({
    record: read.record,
    state: read.state,
    outcome: read.outcome,
    tokenBudget: 0,
  });
  return { read, next };
}

describe('the pending question after a correcting no', () => {
  it.each([
    ['no wait, it was on the 16th not the 14th', 'policeReport'],
    ['oh no, it was in Kent not Akron', 'policeReport'],
    ['wait no it happened october 15 not october 14', 'witnesses'],
    ['no sorry, it was in Cuyahoga Falls not Akron', 'photos'],
  ] as const)('"%s" to %s: the question is put again', async (text, pending) => {
    const { read, next } = await turn(text, pending);
    expect(read.corrected?.length).toBeGreaterThan(0);
    expect(read.record[pending]).toBeUndefined();
    expect(next.next?.key).toBe(pending);
  });

  it.each([
    ['no, it was in Kent not Akron. an officer did come and write it up', 'policeReport', true],
    ['no wait, it was the 16th not the 14th. nobody called the cops', 'policeReport', false],
    ['no, it was in Kent not Akron. the lady behind me saw the whole thing', 'witnesses', true],
    ['wait no, it was october 15 not october 14. I took pictures of both cars', 'photos', true],
  ] as const)('"%s": the answer in the other sentence is kept', async (text, pending, value) => {
    const { read, next } = await turn(text, pending);
    expect(read.record[pending]).toBe(value);
    expect(read.outcome).toBe('answered');
    expect(next.next?.key).not.toBe(pending);
  });

  it.each([
    ['no wait, it was on the 16th not the 14th', 'policeReport'],
    ['no, it was in Kent not Akron', 'witnesses'],
    ['oh no, it was in Kent not Akron', 'photos'],
    ['wait no it happened october 15 not october 14', 'policeReport'],
  ] as const)('"%s" to %s put twice already: noted unknown, not a third time', async (text, pending) => {
    const { read, next } = await turn(text, pending, true);
    expect(read.record.unknowns).toContain(pending);
    expect(next.next?.key).not.toBe(pending);
  });

  it.each([
    ['no. also it was the 16th not the 14th', 'policeReport', false],
    ['nope, and it was in Kent not Akron', 'policeReport', false],
    ['no police came. it was the 16th not the 14th', 'policeReport', false],
    ['yes, and it was in Kent not Akron', 'witnesses', true],
  ] as const)('"%s": a no or yes of its own still answers', async (text, pending, value) => {
    const { read } = await turn(text, pending);
    expect(read.record[pending]).toBe(value);
  });
});

describe('whole chats: a correction to the police question', () => {
  const story = 'A van pulled out of a lot and hit my car in Tulsa, Oklahoma on November 3. My wrist hurts.';

  it.each([
    'no wait, it was november 4 not november 3',
    'oh no, it was in Broken Arrow not Tulsa',
    'no sorry, it happened november 5 not november 3',
    'wait no it was in Owasso not Tulsa',
  ])('"%s", said to every police question, puts it twice at most', async (correction) => {
    const chat = await chatTurns(story, { policeReport: correction, '*': 'not sure' });
    const times = chat.asked.filter((key) => key === 'policeReport').length;
    expect(times).toBeGreaterThanOrEqual(1);
    expect(times).toBeLessThanOrEqual(2);
  });

  it('keeps the police answer said after the correction, and asks it once', async () => {
    const chat = await chatTurns(story, {
      policeReport: 'no wait, it was november 4 not november 3. a trooper came and wrote a report',
      '*': 'not sure',
    });
    expect(chat.record.policeReport).toBe(true);
    expect(chat.record.incidentDate?.from).toBe('2026-11-04');
    expect(chat.asked.filter((key) => key === 'policeReport')).toHaveLength(1);
  });
});
