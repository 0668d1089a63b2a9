import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Through the real routes, a fresh visitor's own question gets the kind of response it asks for
 * (issue 23 rule 2): a short Spanish cost question gets our fee answer as English does, a question
 * about cameras or video gets no medical refusal, asking to go on is no question for the attorney
 * (decisions 0436, 0437), a time word asked after "when will you call?" is no accident date (0438),
 * and needing to talk to someone gets the callback. Every sentence here was written for this test.
 */
const visitor = {
  fullName: 'Odessa Quintero',
  phoneNumber: '(602) 555-0147',
  description: 'A delivery van sideswiped my car in Mesa, Arizona on September 9. My shoulder hurts.',
};
const visitante = {
  ...visitor,
  description:
    'Una camioneta de reparto le pegó de lado a mi carro en Mesa, Arizona, el 9 de septiembre. Me duele el hombro.',
};
const undated = {
  ...visitor,
  description: 'A delivery van sideswiped my car in Mesa, Arizona. My shoulder hurts.',
};
const sinFecha = {
  ...visitor,
  description: 'Una camioneta de reparto le pegó de lado a mi carro en Mesa, Arizona. Me duele el hombro.',
};
const paragraphs = (output: string) => output.split('\n\n');
const medicalRefusal = english.saying.seeADoctor;

describeEachEngine('a visitor question gets its own kind of response', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { recordOf, notedOf } = chatCases(each);
  const noted = async (chat: ChatClient) => (await notedOf(chat)).map((row) => row.text);
  async function openChat(details = visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    const opening = paragraphs(outputOf(await chat.send('', { opening: true })).output);
    return { chat, asked: opening.at(-1)! };
  }
  const say = async (chat: ChatClient, text: string) => paragraphs(outputOf(await chat.send(text)).output);

  // Rule 1: the Spanish cost question, short, gets the fee answer.
  it.each(['¿cuánto cuesta?', '¿y eso cuánto sale?', '¿cuánto hay que pagar?', '¿y cuánto cobran?'])(
    'a short Spanish cost question gets our fee answer: "%s"',
    async (text) => {
      const { chat } = await openChat(visitante);
      const reply = await say(chat, text);
      expect(reply).toContain(spanish.saying.visitorAnswers.cost);
      expect(reply).not.toContain(spanish.saying.attorneyNoted);
      expect(await noted(chat)).toEqual([]);
    },
  );

  // Rule 2: cameras and video are no body part ("camera" is one slip from "cadera").
  it.each([
    'are there cameras at that intersection?',
    'do city buses carry cameras?',
    'ok, would the camera on the light pole have caught it?',
    '¿había cámaras en esa esquina?',
  ])('a question about cameras draws no medical refusal: "%s"', async (text) => {
    const { chat } = await openChat(text.startsWith('¿') ? visitante : visitor);
    const reply = await say(chat, text);
    expect(reply).not.toContain(medicalRefusal);
    expect(reply).not.toContain(spanish.saying.seeADoctor);
  });

  // Rule 4: asking to go on asks nothing of the attorney.
  it.each([
    ['can we keep going?', visitor],
    ['ok, can we move on?', visitor],
    ['could we continue please', visitor],
    ['¿podemos seguir?', visitante],
    ['bueno, ¿seguimos?', visitante],
  ] as const)('asking to go on is no question: "%s"', async (text, details) => {
    const { chat } = await openChat(details);
    const reply = await say(chat, text);
    expect(reply).not.toContain(english.saying.attorneyNoted);
    expect(reply).not.toContain(spanish.saying.attorneyNoted);
    expect(reply).not.toContain(medicalRefusal);
    expect(await noted(chat)).toEqual([]);
  });

  // Rule 5: a time word asked after a question about our call is no incident date.
  it.each([
    ['¿cuándo me llaman? ¿hoy?', sinFecha, spanish.saying.visitorAnswers.nextSteps],
    ['¿cuándo me van a llamar? ¿mañana?', sinFecha, spanish.saying.visitorAnswers.nextSteps],
    ['when will someone call? today?', undated, english.saying.visitorAnswers.nextSteps],
    ['when are you calling me, today?', undated, english.saying.visitorAnswers.nextSteps],
  ] as const)('a time asked after a question about our call is no accident date: "%s"', async (text, details, answer) => {
    const { chat, asked } = await openChat(details);
    const reply = await say(chat, text);
    expect(reply).toContain(answer);
    expect(reply.at(-1)).toBe(asked);
    expect((await recordOf(chat)).incidentDate).toBeUndefined();
  });

  // Rule 6: needing to talk to someone gets the callback.
  it.each([
    ['I really need to speak to somebody', visitor, english],
    ['need to talk with someone', visitor, english],
    ['necesito platicar con alguien', visitante, spanish],
    ['quiero conversar con alguien, por favor', visitante, spanish],
  ] as const)('needing to talk to someone gets the callback: "%s"', async (text, details, pack) => {
    const { chat } = await openChat(details);
    const reply = await say(chat, text);
    expect(reply.join(' ')).toContain(pack.saying.visitorAnswers.person(pack.saying.callbackWindow));
    expect(await noted(chat)).toEqual([]);
  });

  // Negatives: a real legal question is still noted, a care cost is no fee question, a bare
  // time is still an answer, a worry about the body still draws the medical line, talking to
  // someone in the past is no request.
  it.each([
    ['can we go on with the case if the driver had no insurance?', visitor],
    ['¿había cámaras? ¿eso me ayuda a ganar?', visitante],
  ] as const)('a question on the merits is still noted: "%s"', async (text, details) => {
    const { chat } = await openChat(details);
    await say(chat, text);
    expect((await noted(chat)).length).toBe(1);
  });

  it.each([
    ['la terapia sigue, no sé cuánto cuesta', visitante],
    ['¿cuánto cuesta la terapia?', visitante],
  ] as const)('a care cost is no fee question: "%s"', async (text, details) => {
    const { chat } = await openChat(details);
    expect(await say(chat, text)).not.toContain(spanish.saying.visitorAnswers.cost);
  });

  it('a bare time is still the date of the accident', async () => {
    const { chat } = await openChat(undated);
    await say(chat, 'yesterday?');
    expect((await recordOf(chat)).incidentDate).toBeTruthy();
  });

  it('ok, my shoulder clicks, is that bad? still draws the medical line', async () => {
    const { chat } = await openChat(visitor);
    expect(await say(chat, 'ok, my shoulder clicks now, is that bad?')).toContain(medicalRefusal);
  });

  it.each([
    ['I talked to somebody at the store already', visitor, english],
    ['platiqué con alguien del seguro', visitante, spanish],
  ] as const)('talking to someone in the past is no request: "%s"', async (text, details, pack) => {
    const { chat } = await openChat(details);
    expect((await say(chat, text)).join(' ')).not.toContain(pack.saying.visitorAnswers.person(pack.saying.callbackWindow));
  });
});
