import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0352, through the real routes: "what do I do now?" said on its own, in the first
 * description or later, gets what happens next in the same reply; "what should I do about the
 * adjuster" names a matter and is noted for the attorney. Sentences written for this test.
 */
const paragraphs = (output: string) => output.split('\n\n');
const base = { fullName: 'Odette Farrow', phoneNumber: '(614) 555-0190' };

describeEachEngine('what do I do now', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { notedOf: noted } = chatCases(each);

  async function opening(description: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat({ ...base, description });
    return { chat, reply: outputOf(await chat.send(description, { opening: true })).output };
  }

  it.each([
    'a pickup ran the light on Broad St in Columbus Ohio and hit my passenger side, my shoulder is killing me. what do i do??',
    'slipped on ice outside my building in Dayton Ohio last week and broke my ankle, what am i supposed to do now',
    'my boss says it was my fault that the ladder fell. i need help, what now?',
  ])('answers it in the first reply: "%s"', async (description) => {
    const { chat, reply } = await opening(description);
    expect(reply).toContain(english.saying.visitorAnswers.nextSteps);
    expect(await noted(chat)).toEqual([]);
  });

  it('keeps the line of what we understood beside the answer', async () => {
    const { reply } = await opening(
      'a pickup ran the light on Broad St in Columbus Ohio and hit my passenger side. what do i do now?',
    );
    expect(reply).toContain(english.saying.visitorAnswers.nextSteps);
    expect(reply).toContain('From what you wrote, I understand this was a vehicle crash');
  });

  it.each([
    'me chocaron por atrás en Toledo, Ohio, hace dos semanas y me duele el cuello. ¿qué hago?',
    'me caí en la tienda y me lastimé la rodilla, no sé nada de esto, que debo hacer ahora',
  ])('answers it in Spanish: "%s"', async (description) => {
    const { reply } = await opening(description);
    expect(reply).toContain(spanish.saying.visitorAnswers.nextSteps);
  });

  it('answers it in the middle of the chat, before the next question', async () => {
    const { chat } = await opening(
      'I was rear-ended on I-71 near Cincinnati, Ohio on October 2 and hurt my neck.',
    );
    const reply = paragraphs(outputOf(await chat.send('ok. so what do i do now?')).output);
    expect(reply[0]).toBe(english.saying.visitorAnswers.nextSteps);
    expect(reply.at(-1)).toMatch(/\?$/);
  });

  it.each([
    'what should i do about the adjuster who keeps calling me?',
    'what do i do with the release form they mailed me?',
  ])('notes a question that names a matter for the attorney: "%s"', async (text) => {
    const { chat } = await opening(
      'I was rear-ended on I-71 near Cincinnati, Ohio on October 2 and hurt my neck.',
    );
    const reply = outputOf(await chat.send(text)).output;
    expect(reply).not.toContain(english.saying.visitorAnswers.nextSteps);
    expect(reply).toContain(english.saying.attorneyNoted);
    expect((await noted(chat)).length).toBe(1);
  });
});
