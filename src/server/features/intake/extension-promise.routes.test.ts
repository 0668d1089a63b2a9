import { expect, it } from 'vitest';

import { containsLimitPhrase, QUESTIONS_PER_PART } from '../../../contracts/limits';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import type { QuestionKey } from './agent/agent';
import { questionsWorthAsking } from './agent/guided-agent';
import { toTurnCase } from './intake-case';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Issue 23 point 6, decision 0162: the extension asks while facts worth asking remain, up to
 * 15, and ends early only when none is left, saying so honestly. Driven through the real routes:
 * the number of questions the extension asks is the smaller of 15 and the facts still worth
 * asking when it opens. Every sentence here was written for this test.
 */

type Script = Partial<Record<QuestionKey, string>>;

interface Visitor {
  name: string;
  description: string;
  /** The visitor's answer to each question of part one; any other gets `notSure`. */
  partOne: Script;
  notSure: string;
}

const richEnglish: Visitor = {
  name: 'an English visitor who answered most of part one',
  description:
    'A pickup truck ran a stop sign and hit my car on October 2 in Columbus, Ohio. I broke my right wrist and my neck hurts.',
  partOne: {
    injuries: 'a broken right wrist and a sore neck',
    treatment: 'an ambulance took me to the ER, they put a cast on, and I still see a bone doctor',
    atFaultParty: 'the pickup driver',
    ownFaultPercent: 'no, I had the green light and was going the limit',
    priorAttorney: 'no, I have not',
    otherPartyInsurer: 'his insurer is GEICO',
    ownCoverage: 'yes I have insurance',
    healthInsurance: 'Aetna through my job',
    medicalBills: 'about $12,000 so far',
    lostWages: 'I missed three weeks of work',
    policeReport: 'yes, an officer came and wrote one up',
    witnesses: 'yes, a woman waiting at the bus stop saw it',
    photos: 'yes, I took pictures of both cars',
    propertyDamage: 'my car was totaled',
    priorInjuries: 'no, never',
    age: '41',
    employer: 'I bake bread at a bakery downtown',
    workersComp: 'no, I was driving home',
  },
  notSure: "I'm not sure",
};

const unsureEnglish: Visitor = {
  name: 'an English visitor unsure of nearly everything in part one',
  description: 'Someone backed into me in a parking lot and my shoulder has hurt ever since.',
  partOne: {},
  notSure: "I don't know",
};

const richSpanish: Visitor = {
  name: 'a Spanish visitor who answered most of part one',
  description:
    'El 5 de octubre un camión de reparto me chocó por detrás en Phoenix, Arizona. Me lastimé la espalda baja.',
  partOne: {
    injuries: 'la espalda baja y un golpe en la rodilla',
    treatment: 'fui a urgencias y ahora voy a terapia dos veces por semana',
    atFaultParty: 'el chofer del camión',
    ownFaultPercent: 'no, yo estaba parado en el semáforo',
    priorAttorney: 'no, todavía no',
    otherPartyInsurer: 'no sé',
    ownCoverage: 'tengo Progressive',
    healthInsurance: 'no tengo seguro médico',
    medicalBills: 'como 6,000 dólares',
    lostWages: 'falté dos semanas al trabajo',
    policeReport: 'sí, vino la policía',
    witnesses: 'no, nadie',
    photos: 'sí, tomé fotos con el celular',
    propertyDamage: 'la defensa quedó destruida',
    priorInjuries: 'no, nunca',
    age: '52',
    employer: 'trabajo en una panadería',
    workersComp: 'no, iba a mi casa',
  },
  notSure: 'no sé',
};

describeEachEngine('the extension keeps its promise', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  const { caseOf } = chatCases(each);
  const turnCaseOf = async (chat: ChatClient) => toTurnCase(await caseOf(chat));

  async function partOne(chat: ChatClient, visitor: Visitor) {
    await chat.newChat({
      fullName: 'Robin Vega',
      phoneNumber: '(602) 555-0147',
      description: visitor.description,
    });
    await chat.send('', { opening: true });
    for (let turn = 0; turn < 40; turn += 1) {
      const { state } = await turnCaseOf(chat);
      const answer = (state.pending && visitor.partOne[state.pending]) ?? visitor.notSure;
      if (outputOf(await chat.send(answer)).redirectUrl) return;
    }
    throw new Error('part one did not end');
  }

  it.each([richEnglish, unsureEnglish, richSpanish])(
    'asks the smaller of 15 and the facts still worth asking: $name',
    async (visitor) => {
      const chat = new ChatClient(each.app);
      await partOne(chat, visitor);
      const before = await turnCaseOf(chat);
      const worthAsking = questionsWorthAsking(before.record, { ...before.state, pending: null });
      expect(worthAsking.length).toBeGreaterThan(0);

      const opening = outputOf(await chat.send('', { endpoint: 'resetSessqno', opening: true }));
      const replies = [opening];
      for (let turn = 0; turn < 40 && !replies.at(-1)!.redirectUrl; turn += 1)
        replies.push(outputOf(await chat.send(visitor.notSure, { endpoint: 'resetSessqno' })));
      const after = await turnCaseOf(chat);
      expect(after.questionsInPart).toBe(Math.min(QUESTIONS_PER_PART, worthAsking.length));
      const last = replies.at(-1)!;
      expect(last.redirectUrl).toContain('/chatcomplete');
      // Ended early only with nothing left, and then said honestly, never as a limit.
      if (after.questionsInPart < QUESTIONS_PER_PART) expect(containsLimitPhrase(last.output)).toBe(false);
      else expect(containsLimitPhrase(last.output)).toBe(true);
      // No question was asked a third time.
      const times = new Map<string, number>();
      for (const key of after.state.asked) times.set(key, (times.get(key) ?? 0) + 1);
      expect([...times.values()].every((count) => count <= 2)).toBe(true);
    },
  );

  it('asks for the pay and the car’s worth left out of part one’s answers, and a card’s insurer', async () => {
    const chat = new ChatClient(each.app);
    await partOne(chat, richEnglish);
    const before = await turnCaseOf(chat);
    const worthAsking = questionsWorthAsking(before.record, { ...before.state, pending: null });
    expect(worthAsking).toEqual(expect.arrayContaining(['lostWages', 'propertyDamage']));
    expect(before.record.ownCoverage).toBeUndefined();

    await chat.send('', { endpoint: 'resetSessqno', opening: true });
    const outputs: string[] = [];
    for (let turn = 0; turn < 40; turn += 1) {
      const { state } = await turnCaseOf(chat);
      const answer =
        state.pending === 'lostWages'
          ? 'I make about $900 a week'
          : state.pending === 'propertyDamage'
            ? 'it was worth about $7,400'
            : "I'm not sure";
      const reply = outputOf(await chat.send(answer, { endpoint: 'resetSessqno' }));
      outputs.push(reply.output);
      if (reply.redirectUrl) break;
    }
    const after = await turnCaseOf(chat);
    expect(after.record.lostWages?.rate).toEqual({ amount: 900, per: 'week' });
    expect(after.record.lostWages?.daysMissed).toBe(21);
    expect(after.record.propertyDamage).toMatchObject({ amount: 7400, totalLoss: true });
    expect(outputs.some((output) => /what do you usually earn/i.test(output))).toBe(true);
  });
});
