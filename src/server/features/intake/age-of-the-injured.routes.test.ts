import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0306, through the real routes: the age kept is the injured person's. A grandmother
 * writing for her grandson gives her own age: it is not his, and the question is put again about
 * him. A grandmother hurt herself gives her age beside her grandson's: hers is kept, and she is
 * not taken to write for him. Sentences written for this test.
 */
const visitor = { fullName: 'Ruth Abernathy', phoneNumber: '(208) 555-0119' };
const forHim = {
  ...visitor,
  description: 'My grandson got bit by the neighbors dog in Boise, Idaho on October 30.',
};
const herOwn = {
  ...visitor,
  description:
    'I slipped on black ice in the church parking lot in Boise, Idaho on October 30 and broke my wrist.',
};

describeEachEngine('the age of the one hurt', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  async function answerTheAgeQuestion(details: typeof forHim, asks: string, answer: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    let output = outputOf(await chat.send('', { opening: true })).output;
    for (let turn = 0; turn < 14 && !output.includes(asks); turn += 1)
      output = outputOf(await chat.send('no')).output;
    expect(output).toContain(asks);
    return { chat, reply: outputOf(await chat.send(answer)).output };
  }

  it("a grandmother's own age is not her grandson's", async () => {
    const { chat, reply } = await answerTheAgeQuestion(forHim, 'How old is the injured person?', 'I am 71');
    expect(reply).toContain("What is the injured person's age, in years?");
    const record = await recordOf(chat);
    expect(record.age).toBeUndefined();
    expect(record.callerRelationship).toBe('grandparent');
  });

  it('a grandmother hurt herself keeps her age beside her grandson’s', async () => {
    const { chat } = await answerTheAgeQuestion(herOwn, 'How old are you?', 'I am 71, my grandson is 6');
    const record = await recordOf(chat);
    expect(record.age).toBe(71);
    expect(record.callerRelationship).toBeUndefined();
  });
});
