import { expect, it } from 'vitest';

import { appPerTest } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0353, through the real routes: asked what it costs, a visitor hurt at work with only
 * the employer involved hears that the state's rules govern a comp claim's fee, never the injury
 * panel's contingency range; someone hurt at work by an outside company, or in a crash, hears
 * the range. Sentences written for this test.
 */
const base = { fullName: 'Renata Oakes', phoneNumber: '(478) 555-0133' };

describeEachEngine('the fee question in a comp claim', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  async function replyTo(description: string, question: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat({ ...base, description });
    await chat.send(description, { opening: true });
    return outputOf(await chat.send(question)).output;
  }

  it.each([
    [
      'I cut my hand on a slicer at the deli where I work in Macon, Georgia on October 30.',
      'how much will a lawyer cost me?',
    ],
    [
      'hurt my back lifting boxes on my shift at the warehouse in Augusta GA last monday',
      'do you guys charge anything',
    ],
  ])('a work injury with only the employer: "%s"', async (description, question) => {
    const reply = await replyTo(description, question);
    expect(reply).toContain(english.saying.visitorAnswers.costWorkersComp);
    expect(reply).not.toContain('33%');
  });

  it.each([
    [
      'A delivery truck from another company backed into me while I was working at the loading dock in Macon, Georgia on October 30.',
      'how much does this cost?',
    ],
    [
      'I was rear-ended on I-75 near Macon, Georgia on October 30 and hurt my neck.',
      'how much does a lawyer cost?',
    ],
  ])('someone outside the employer, or a crash, hears the range: "%s"', async (description, question) => {
    const reply = await replyTo(description, question);
    expect(reply).toContain(english.saying.visitorAnswers.cost);
  });

  it('says the same in Spanish', async () => {
    const reply = await replyTo(
      'Me quemé el brazo con la freidora en el restaurante donde trabajo en Macon, Georgia, el 30 de octubre.',
      '¿cuánto cobran ustedes?',
    );
    expect(reply).toContain(spanish.saying.visitorAnswers.costWorkersComp);
    expect(reply).not.toContain('33%');
  });
});
