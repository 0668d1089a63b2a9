import { expect, it } from 'vitest';

import { appPerTest } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { ChatClient, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Decision 0362 through the real routes: after a blow to the head, a hazard said of a place and
 * tiredness that says who types bring no 911 line; drowsiness told as a sign still does.
 * Every sentence here was written for this test.
 */
const english: VisitorDetails = {
  fullName: 'Robin Okafor',
  phoneNumber: '(214) 555-0163',
  description:
    'My son fell off a ladder at work in Dallas, Texas on November 3 and hit his head on the concrete.',
};
const spanish: VisitorDetails = {
  fullName: 'Lucía Ramírez',
  phoneNumber: '(214) 555-0177',
  description:
    'Mi hija se resbaló en una tienda en Dallas, Texas el 3 de noviembre y se golpeó la cabeza contra el piso.',
};

describeEachEngine('hazard and tiredness words after a head injury', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  async function opened(details: VisitorDetails) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    expect(outputOf(await chat.send(details.description, { opening: true })).output).not.toContain('911');
    return chat;
  }

  it('no 911 line for a hazard or for tiredness that says who types, in English and Spanish', async () => {
    const chat = await opened(english);
    for (const line of [
      "he's too tired to type right now so I am typing",
      'the magnets in that toy box are a choking hazard and the foreman knew',
      'I am so tired of all these forms and phone calls',
    ])
      expect(outputOf(await chat.send(line)).output).not.toContain('911');

    const otra = await opened(spanish);
    for (const line of [
      'estoy cansada de tanto papeleo con la aseguradora',
      'el gerente sabía que ese pasillo es un peligro de incendio',
    ])
      expect(outputOf(await otra.send(line)).output).not.toContain('911');
  });

  it('drowsiness told as a sign after the blow still brings the 911 line', async () => {
    const chat = await opened(english);
    expect(outputOf(await chat.send('he is too tired to keep his eyes open now')).output).toContain('911');
    const otra = await opened(spanish);
    expect(
      outputOf(await otra.send('ahora está demasiado cansada para mantener los ojos abiertos')).output,
    ).toContain('911');
  });
});
