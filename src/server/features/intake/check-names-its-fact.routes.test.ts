import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { factsNamedByNoun } from './questions/check-question';
import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0351, through the real routes: a check that names its fact by a noun ("did you fix
 * the date, it's the 9th") is about that fact. A value with it is taken, as the answer to that
 * fact's question, even where a date or an amount out of turn would not be; without a value the
 * reply says what the record holds. A fact only derived from the case type (at work: an
 * employee, covered by comp) is never what a check names. Sentences written for this test.
 */
const atWork = {
  fullName: 'Corinne Maddox',
  phoneNumber: '(937) 555-0164',
  description:
    'I tripped over a pallet at work in Springfield, Ohio on September 3 and cracked my kneecap. I am 48.',
};
const enElTrabajo = {
  ...atWork,
  description:
    'Me tropecé con una tarima en el trabajo en Springfield, Ohio, el 3 de septiembre y me fracturé la rótula. Tengo 48 años.',
};
const paragraphs = (output: string) => output.split('\n\n');

it.each([
  ['the date, it was the 13th', ['incidentDate']],
  ['my age right', ['age']],
  ['la fecha', ['incidentDate']],
  ['mi edad, tengo 49', ['age']],
  ['the town, it was Urbana', ['city']],
  ['the hospital bill, it came to 3,100', ['medicalBills']],
  ['the knee', []],
  ['that my coworker saw it', []],
])('"%s" names %j by its noun', (checked, facts) => {
  expect(factsNamedByNoun(checked)).toEqual(facts);
});

describeEachEngine('a check names its fact by a noun', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf } = chatCases(each);

  async function openChat(details = atWork) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send('', { opening: true }));
    return { chat, pending: paragraphs(opening.output).at(-1)! };
  }

  it.each([
    ['did you fix the date, it was the 13th not the 3rd', 'September 13, 2026'],
    ['wait did you change the date? its sept 13', 'September 13, 2026'],
    ['can you double check the day, it was september 13', 'September 13, 2026'],
    ['did you correct the date to sep 13?', 'September 13, 2026'],
  ])('takes the date a check carries: "%s"', async (text, said) => {
    const { chat, pending } = await openChat();
    const reply = paragraphs(outputOf(await chat.send(text)).output);
    expect(reply[0]).toBe(english.saying.checkUpdated(said));
    expect(reply.at(-1)).toBe(pending);
    expect((await recordOf(chat)).incidentDate).toMatchObject({ from: '2026-09-13', to: '2026-09-13' });
  });

  it.each([
    ['did you get my age right? im 47', 47],
    ['can you confirm my age, I am 49 not 48', 49],
  ])('takes the age a check carries: "%s"', async (text, age) => {
    const { chat } = await openChat();
    const reply = paragraphs(outputOf(await chat.send(text)).output);
    expect(reply[0]).toBe(english.saying.checkUpdated(String(age)));
    expect((await recordOf(chat)).age).toBe(age);
  });

  it.each(['did you get the date right?', 'just checking, did you note the date?'])(
    'says the date it holds, and nothing derived from the case type: "%s"',
    async (text) => {
      const { chat } = await openChat();
      const reply = paragraphs(outputOf(await chat.send(text)).output);
      expect(reply[0]).toBe(english.saying.checkHeld('September 3, 2026'));
      expect(reply[0]).not.toMatch(/employee|yes;/i);
    },
  );

  it('takes a town named by its noun, and never the noun as the town', async () => {
    const { chat } = await openChat();
    const reply = paragraphs(
      outputOf(await chat.send('did you get the town right, it was in Urbana ohio')).output,
    );
    expect(reply[0]).toBe(english.saying.checkUpdated('Urbana'));
    expect((await recordOf(chat)).city).toBe('Urbana');
    const held = paragraphs(outputOf(await chat.send('did you write down the city?')).output);
    expect(held[0]).toBe(english.saying.checkHeld('Urbana'));
  });

  it.each([
    ['¿corrigió la fecha? fue el 13 de septiembre', 'September 13, 2026'],
    ['¿anotó bien la fecha? fue el 13, no el 3', 'September 13, 2026'],
  ])('does the same in Spanish: "%s"', async (text, date) => {
    const { chat, pending } = await openChat(enElTrabajo);
    const reply = paragraphs(outputOf(await chat.send(text)).output);
    expect(reply[0]).toMatch(/^Gracias — ya lo cambié\. Ahora tengo anotado: 13 de septiembre de 2026\.$/);
    expect(reply.at(-1)).toBe(pending);
    expect((await recordOf(chat)).incidentDate).toMatchObject({ from: '2026-09-13' });
    expect(date).toBeTruthy();
  });

  it('in Spanish, a check of the date alone says what it holds', async () => {
    const { chat } = await openChat(enElTrabajo);
    const reply = paragraphs(outputOf(await chat.send('¿apuntó la fecha?')).output);
    expect(reply[0]).toMatch(/^Sí — tengo anotado: 3 de septiembre de 2026\.$/);
    expect(spanish.saying.checkHeld('x')).toMatch(/^Sí — tengo anotado/);
  });
});
