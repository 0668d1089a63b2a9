import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { packFor } from './language/packs';
import { type ChatClient, openedChat, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Decision 0296, through the real webhook routes: after the 911 line, a visitor who put help off
 * or refused it and then says they are at home, or not going in, is answered as what it is: being
 * home is not care. The reply keeps urging care kindly and never says they got care, are being
 * looked after, are safe, or that help is on the way. Every sentence here was written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

const english: VisitorDetails = {
  fullName: 'Corin Albright',
  phoneNumber: '(512) 555-0142',
  description: 'A pickup ran a red light and hit our car in Austin, Texas on October 30. My knee is swollen.',
};
const spanish: VisitorDetails = {
  fullName: 'Graciela Ordóñez',
  phoneNumber: '(512) 555-0149',
  description:
    'Una camioneta se pasó el rojo y nos pegó en Austin, Texas, el 30 de octubre. Me duele la rodilla.',
};

const paragraphs = (output: string) => output.split('\n\n');
/** Every stock line that speaks of care, help or safety as if they were there. */
const claimsOfCare = (saying: typeof en) => [
  saying.pastEmergencyCared,
  saying.safetyBeingSeen,
  saying.safetyThanksHelp,
  saying.safetyThanks,
];

describeEachEngine('home is not care', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-23T17:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  const opened = (details: VisitorDetails) => openedChat(each.app, details);
  const say = async (chat: ChatClient, text: string) => outputOf(await chat.send(text)).output;
  const expectNoClaimOfCare = (reply: string, saying: typeof en) => {
    for (const line of claimsOfCare(saying)) expect(reply).not.toContain(line);
  };

  it.each([
    ["we don't want an ambulance, it's way too expensive", 'ok we are back at the house now'],
    [
      'no, he says he will be fine, not calling anyone',
      "we're not going to the hospital, he wants to lie down",
    ],
    ['maybe tomorrow if it gets worse', "she's home now, resting on the couch"],
    ["I don't want to call, I don't have insurance", 'we decided not to go, we are staying home'],
  ])(
    'put off ("%s"), then "%s": the kind line that urges care, and the intake still waits',
    async (refusal, home) => {
      const chat = await opened(english);
      await say(chat, 'my husband has crushing chest pain and he can barely breathe right now');
      expect(paragraphs(await say(chat, refusal))).toEqual([en.emergencyNotice, en.safetyStillInDanger]);
      const questions = (await caseOf(chat)).questions_total;
      const reply = await say(chat, home);
      expect(paragraphs(reply)).toEqual([en.emergencyNotice, en.safetyHomeNotCare]);
      expectNoClaimOfCare(reply, en);
      expect((await caseOf(chat)).questions_total).toBe(questions);
    },
  );

  it.each([
    ['no queremos llamar, sale muy caro', 'ya estamos en la casa'],
    ['mañana vamos si sigue igual', 'no vamos a ir al hospital, ya se acostó'],
    ['no quiero la ambulancia', 'mejor no lo vamos a llevar, ahorita estamos en la casa'],
    ['no tengo seguro, no voy a llamar', 'decidimos no ir, ya nos regresamos'],
  ])('in Spanish too: "%s", then "%s"', async (refusal, home) => {
    const chat = await opened(spanish);
    await say(chat, 'a mi papá le duele muchísimo el pecho y no puede respirar');
    await say(chat, refusal);
    const reply = await say(chat, home);
    expect(paragraphs(reply)).toEqual([es.emergencyNotice, es.safetyHomeNotCare]);
    expectNoClaimOfCare(reply, es);
  });

  it('home said later in the intake, after care was put off: the kind line first, then the intake', async () => {
    const chat = await opened(english);
    await say(chat, 'my wife just fainted and will not wake up');
    await say(chat, 'not yet, we are waiting to see');
    await say(chat, 'nobody called, she will be ok');
    const goingOn = await say(chat, 'no, we can wait until morning');
    expect(paragraphs(goingOn).at(-1)!.endsWith('?')).toBe(true);
    for (const home of ['she is home now, resting', 'we are back at the house now']) {
      const reply = await say(chat, home);
      expect(paragraphs(reply)[0]).toBe(en.safetyHomeNotCare);
      expect(reply.trim().endsWith('?')).toBe(true);
      expectNoClaimOfCare(reply, en);
    }
  });

  it('help said to be coming, then not going in after all: no "being looked after" (en, es)', async () => {
    const chat = await opened(english);
    await say(chat, 'my brother is having chest pain and cannot breathe right now');
    await say(chat, 'ok I will call them');
    const reply = await say(chat, 'we decided not to go, we are home now');
    expect(paragraphs(reply)[0]).toBe(en.safetyHomeNotCare);
    expectNoClaimOfCare(reply, en);

    const spanishChat = await opened(spanish);
    await say(spanishChat, 'a mi esposa le duele el pecho y le falta el aire ahorita');
    await say(spanishChat, 'sí, voy a llamar');
    const respuesta = await say(spanishChat, 'al final no vamos a ir, ya estamos en la casa');
    expect(paragraphs(respuesta)[0]).toBe(es.safetyHomeNotCare);
    expect(respuesta).not.toContain(es.safetyBeingSeen);
  });

  it('care that came first, help at the house, or home with no alarm: no such line', async () => {
    const cared = await opened(english);
    await say(cared, 'my son has chest pain and trouble breathing right now');
    await say(cared, 'yes the ambulance is coming');
    const back = await say(cared, 'they sent him home from the ER an hour ago');
    expect(back).not.toContain(en.safetyHomeNotCare);

    const helped = await opened(english);
    await say(helped, 'my son has chest pain and trouble breathing right now');
    await say(helped, "we don't want to call, it's too expensive");
    const there = await say(helped, 'the paramedics are here at the house with him now');
    expect(paragraphs(there)[0]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    expect(there).not.toContain(en.safetyHomeNotCare);

    const safeFirst = await opened(english);
    await say(safeFirst, 'my dad fainted in the kitchen and is not responding');
    await say(safeFirst, 'yes we are safe, he woke up and is talking');
    expect(await say(safeFirst, 'we are home now')).not.toContain(en.safetyHomeNotCare);

    const calm = await opened(english);
    const ordinary = await say(calm, "I'm home now, my knee is still sore");
    expect(ordinary).not.toContain(en.safetyHomeNotCare);
    const tranquilo = await opened(spanish);
    expect(await say(tranquilo, 'ya estoy en la casa, me sigue doliendo la rodilla')).not.toContain(
      es.safetyHomeNotCare,
    );
  });

  it('a past emergency told with "home now" gets the note that names no care', async () => {
    const chat = await opened(english);
    const reply = await say(chat, 'I passed out for a minute at the scene, but I am home now');
    expect(paragraphs(reply)[0]).toBe(en.pastEmergency);
    expect(reply).not.toContain(en.pastEmergencyCared);
  });
});
