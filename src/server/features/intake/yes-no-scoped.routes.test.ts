import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decisions 0319 and 0320, through the real routes: a no for the report number leaves the police
 * report; a pause and "someone wrote one" to the witness question corrects the incident report;
 * a recorded statement the insurer keeps asking for is not one given. Sentences written for this test.
 */
const visitor = { fullName: 'Dana Whitcombe', phoneNumber: '(503) 555-0147' };
const fall = {
  ...visitor,
  description: 'I slipped on a wet floor at a grocery store in Salem, Oregon on November 3 and hurt my knee.',
};
const crash = {
  ...visitor,
  description:
    'A pickup ran a red light and hit my car in Salem, Oregon on November 3. My neck hurts and their adjuster keeps calling for a recorded statement.',
};

describeEachEngine('a yes/no answer scoped to what it answers', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  async function answerWhenAsked(details: typeof fall, asks: string, answer: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    let output = outputOf(await chat.send('', { opening: true })).output;
    for (let turn = 0; turn < 20 && !output.includes(asks); turn += 1)
      output = outputOf(await chat.send('no')).output;
    expect(output).toContain(asks);
    await chat.send(answer);
    return recordOf(chat);
  }

  it('a no for the copy keeps the police who came', async () => {
    const record = await answerWhenAsked(
      crash,
      'Did the police come or write a report',
      'yes, a trooper showed up. no, i never got a copy',
    );
    expect(record.policeReport).toBe(true);
    expect(record.recordedStatement).not.toBe(true);
  });

  it('"wait. yes. the shift lead wrote one" to the witness question corrects the report', async () => {
    const record = await answerWhenAsked(
      fall,
      'Did anyone else see it happen?',
      'wait. yes. the shift lead wrote one',
    );
    expect(record.incidentReport).toBe(true);
    expect(record.witnesses).toBeUndefined();
  });
});
