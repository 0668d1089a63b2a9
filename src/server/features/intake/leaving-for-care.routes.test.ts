import { describe, expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { checkMessage } from './guardrails';
import { packFor } from './language/packs';
import { openedChat, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Decision 0298, through the real routes: a visitor who leaves to call 911 or to go to the ER
 * ("ok dialing 911 brb", "voy a llamar al 911 ahorita, luego regreso") is leaving: the leaving-now
 * reply with the link back, not the next question. Calls told of the past, calls put off to a
 * condition and questions about 911 are not. Sentences written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

describe('leaving to call 911 or to go to the ER', () => {
  it.each([
    ['ok dialing 911 brb', 'en'],
    ["I'm calling 9-1-1 now", 'en'],
    ['Calling 911!!', 'en'],
    ['im calilng 911', 'en'],
    ['gotta call 911 brb', 'en'],
    ["we're heading to the ER now", 'en'],
    ['ok going to the er now brb', 'en'],
    ["taking my dad to the hospital now, i'll come back later", 'en'],
    ['on my way to the ER', 'en'],
    ["sorry, I'm gonna call 911 right now", 'en'],
    ['calling 911 and be right back', 'en'],
    ['voy a llamar al 911 ahorita, luego regreso', 'es'],
    ['ya estoy llamando al 911', 'es'],
    ['llamando al 911, ahorita vuelvo', 'es'],
    ['me voy a urgencias ya', 'es'],
    ['vamos para el hospital ahorita', 'es'],
    ['lo llevo al hospital ya, luego sigo', 'es'],
    ['ahorita le marco al 911 y regreso', 'es'],
  ] as const)('"%s" is heard as leaving', (text, language) => {
    const check = checkMessage(text, language);
    expect(check.isLeaving).toBe(true);
    expect(check.readable).toBe('');
  });

  it.each([
    ['I called 911 last week', 'en'],
    ['should I call 911?', 'en'],
    ['my wife called 911 after the crash', 'en'],
    ['if it gets worse, I will call 911', 'en'],
    ["I'm going to the ER tomorrow for a follow up", 'en'],
    ['they told me to go to the ER if it gets worse', 'en'],
    ['going to the hospital because of my back, twice a week', 'en'],
    ['do I need to go to the ER?', 'en'],
    ['llamé al 911 la semana pasada', 'es'],
    ['¿Debo llamar al 911?', 'es'],
    ['¿llamo al 911?', 'es'],
    ['fui a urgencias al día siguiente', 'es'],
    ['voy al hospital el lunes', 'es'],
    ['vamos a llamar al 911 si empeora', 'es'],
  ] as const)('"%s" is no leaving', (text, language) => {
    expect(checkMessage(text, language).isLeaving).toBe(false);
  });
});

const visitor: VisitorDetails = {
  fullName: 'Tamsin Okoro',
  phoneNumber: '(602) 555-0133',
  description:
    'A box truck sideswiped my car on the freeway in Phoenix, Arizona on November 2. My neck hurts.',
};
const visitante: VisitorDetails = {
  fullName: 'Anselmo Quiroga',
  phoneNumber: '(602) 555-0139',
  description:
    'Un camión de carga me raspó el carro en la autopista en Phoenix, Arizona, el 2 de noviembre. Me duele el cuello.',
};

const paragraphs = (output: string) => output.split('\n\n');
const linkOf = (output: string) => /https?:\/\/\S+resume=([\w-]+)/.exec(output);

describeEachEngine('a visitor who leaves to get help', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-24T18:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  const opened = (details: VisitorDetails) => openedChat(each.app, details);

  it.each([
    ['ok dialing 911 brb', visitor],
    ["we're heading to the ER now, I'll come back later", visitor],
    ['voy a llamar al 911 ahorita, luego regreso', visitante],
    ['me voy a urgencias ya, luego sigo', visitante],
  ] as const)('mid-intake, "%s" gets the leaving reply, no question', async (text, details) => {
    const chat = await opened(details);
    const before = await caseOf(chat);
    const response = await chat.send(text);
    const reply = outputOf(response);
    const link = linkOf(reply.output);
    expect(link).not.toBeNull();
    const saying = details === visitante ? es : en;
    expect(reply.output).toBe(saying.leavingNow(link![0]));
    expect(response.json<{ questionNumber?: number }>().questionNumber).toBeUndefined();
    expect((await caseOf(chat)).questions_total).toBe(before.questions_total);
  });

  it.each([
    ['calling 911 now, be right back', visitor, 'my dad is clutching his chest and can barely breathe'],
    [
      'ya estoy llamando al 911, ahorita vuelvo',
      visitante,
      'a mi papá le duele el pecho y no puede respirar',
    ],
  ] as const)(
    'after the 911 line, "%s": thanks for the help, then goodbye with the link, and no "whenever you are ready"',
    async (text, details, alarm) => {
      const chat = await opened(details);
      const saying = details === visitante ? es : en;
      expect(paragraphs(outputOf(await chat.send(alarm)).output)[0]).toBe(saying.emergencyNotice);
      const reply = outputOf(await chat.send(text)).output;
      const link = linkOf(reply);
      expect(link).not.toBeNull();
      expect(paragraphs(reply)).toEqual([saying.safetyThanksHelp, saying.leavingNow(link![0])]);
      expect(reply).not.toContain(saying.safetyTakeYourTime);
    },
  );

  it.each([
    ['should I call 911?', visitor],
    ['I called 911 last week, right after the crash', visitor],
    ['¿debo llamar al 911?', visitante],
  ] as const)('"%s" is no leaving: no link, the intake goes on', async (text, details) => {
    const chat = await opened(details);
    const reply = outputOf(await chat.send(text)).output;
    expect(linkOf(reply)).toBeNull();
    expect(reply.trim().endsWith('?')).toBe(true);
  });
});
