import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decisions 0276, through the real routes: "no, that's everything" alone to the witness question
 * is its answer (no witnesses), never put again in other words and never the end of the
 * questions; and "nothing so far" to the care question is no care yet, with no bills question.
 * Sentences written for this test.
 */
const crash = {
  fullName: 'Tomasz Wren',
  phoneNumber: '(208) 555-0177',
  description: 'A pickup rear-ended my car at a light in Boise, Idaho on October 30. My neck is stiff.',
};
const choque = {
  ...crash,
  description:
    'Una camioneta chocó mi carro por detrás en un semáforo en Boise, Idaho, el 30 de octubre. Me duele el cuello.',
};

describeEachEngine('nothing more, to a list question', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  /** Answers "no" until the question holding `asks` comes, then sends `answer`; the reply after it. */
  async function answerWhenAsked(details: typeof crash, asks: string, answer: string, other = 'no') {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    let output = outputOf(await chat.send('', { opening: true })).output;
    for (let turn = 0; turn < 14 && !output.includes(asks); turn += 1)
      output = outputOf(await chat.send(other)).output;
    expect(output).toContain(asks);
    const reply = outputOf(await chat.send(answer));
    return { chat, reply };
  }

  it.each([
    ['thats everything', crash, 'Did anyone else see it happen?', english],
    ['no thats everything', crash, 'Did anyone else see it happen?', english],
    ['eso es todo, gracias', choque, '¿Hubo algún testigo?', spanish],
    ['no, nadie más', choque, '¿Hubo algún testigo?', spanish],
  ] as const)('the witness question answered "%s"', async (answer, details, asks, pack) => {
    const { chat, reply } = await answerWhenAsked(details, asks, answer);
    expect(reply.redirectUrl ?? null).toBeNull();
    expect(reply.output).not.toContain(pack.saying.rephraseLead);
    expect(reply.output).not.toContain(asks);
    expect((await recordOf(chat)).witnesses).toBe(false);
  });

  it('"nothing so far" to the care question: no care, asked once, no bills question', async () => {
    const asks = 'What medical care have you had for this so far';
    const { chat, reply } = await answerWhenAsked(crash, asks, 'NOTHING so far i said');
    expect(reply.output).not.toContain(english.saying.rephraseLead);
    expect(reply.output).not.toContain('Where did you get care');
    const record = await recordOf(chat);
    expect(record.treatment).toEqual({ levels: [], status: 'none' });
    expect(record.medicalBills).toEqual({ total: 0, paid: [] });
  });
});
