import { expect, it } from 'vitest';

import type { FactKey, Language } from '../../../contracts/case-record';
import { containsLimitPhrase, QUESTIONS_PER_PART } from '../../../contracts/limits';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import type { QuestionKey } from './agent/agent';
import type { FactModule } from './agent/facts/fact-module';
import { factRegistry } from './agent/facts/registry';
import { toTurnCase } from './intake-case';
import type { TurnCase } from './intake-referee';
import { packFor } from './language/packs';
import { ChatClient, outputOf } from './testing/chat-client';
import { worthAsking } from './testing/extension-worth';

/**
 * Issue 23 point 6, decision 0341: the extension asks while facts worth asking remain, up to 15,
 * and ends early only when none is left, saying so ("I have what I need"). Whole conversations
 * through the real routes, for several kinds of case in English and Spanish: part one answered
 * plainly except a few "not sure"s, as fresh visitors do, and every extension question answered
 * plainly. "Worth asking" is worked out here from the words, not from the agent's own
 * list: a fact that fits the person and was never asked in its own words; the part a value held
 * still lacks; a fact the visitor was not sure of once (not one only a doctor or the other side
 * can tell). Every sentence here was written for this test.
 */

type Answers = Partial<Record<QuestionKey, string>>;

interface Visitor {
  name: string;
  language: Language;
  description: string;
  /** A plain answer to each question; any other question gets `notSure`. */
  plain: Answers;
  /** The answer to a second part asked of a value held (its follow-up). */
  secondParts: Answers;
  /** Questions answered "not sure" in part one, as fresh visitors do. */
  unsureInPartOne: QuestionKey[];
  notSure: string;
  /** Questions that do not fit this person: never asked, in either part. */
  neverAsked: QuestionKey[];
}

const englishPlain: Answers = {
  injuries: 'a sprained ankle and a cut on my chin',
  treatment: 'urgent care stitched my chin and wrapped the ankle',
  atFaultParty: 'the other driver',
  ownFaultPercent: 'no, not at all',
  priorAttorney: 'no',
  otherPartyInsurer: 'Geico',
  ownCoverage: 'Allstate',
  healthInsurance: 'Blue Cross',
  medicalBills: 'about $2,400',
  lostWages: 'I missed six days of work',
  policeReport: 'yes, an officer came',
  witnesses: 'yes, a jogger saw it',
  photos: 'yes, I took pictures',
  propertyDamage: 'the shop estimate was $3,100',
  priorInjuries: 'no, never',
  age: '38',
  employer: 'Lakeside Dental',
  workersComp: 'no, I was off that day',
  futureMedical: 'no, the doctor says no more care',
  permanentInjury: 'no',
  settlementOffer: 'no',
  releaseSigned: 'no',
  recordedStatement: 'no',
  outOfPocket: 'about $90 for crutches',
  policyLimit: 'no idea',
  hasUmUim: 'yes',
  anythingElse: 'no, that is all',
  anythingMore: 'no, that is all',
  readBack: 'yes, that is right',
};

const englishSecondParts: Answers = {
  treatment: 'I am done, they released me',
  lostWages: 'I make $26 an hour',
  medicalBills: 'nobody has paid any of it yet',
  policeReport: 'the number is 26-31877',
};

const spanishPlain: Answers = {
  injuries: 'me torcí la muñeca y me golpeé la cadera',
  treatment: 'fui a urgencias ese mismo día',
  atFaultParty: 'la tienda',
  ownFaultPercent: 'no, para nada',
  priorAttorney: 'no',
  otherPartyInsurer: 'Liberty Mutual',
  ownCoverage: 'Progressive',
  healthInsurance: 'Medicare',
  medicalBills: 'como 3,500 dólares',
  lostWages: 'estoy jubilada',
  incidentReport: 'sí, el gerente hizo un reporte',
  witnesses: 'sí, una cajera lo vio',
  photos: 'sí, tomé fotos',
  priorInjuries: 'no, nunca',
  age: '72',
  futureMedical: 'no, el doctor dice que ya no',
  permanentInjury: 'no',
  settlementOffer: 'no',
  releaseSigned: 'no',
  recordedStatement: 'no',
  outOfPocket: 'como 60 dólares de medicinas',
  policyLimit: 'no sé',
  anythingElse: 'no, es todo',
  anythingMore: 'no, es todo',
  readBack: 'sí, está bien',
};

const spanishSecondParts: Answers = {
  treatment: 'ya terminé, me dieron de alta',
  medicalBills: 'nadie ha pagado nada todavía',
};

const visitors: Visitor[] = [
  {
    name: 'auto, English, unsure of four facts in part one',
    language: 'en',
    description:
      'On October 14 a minivan ran a stop sign and hit my car in Tacoma, Washington. My ankle and chin were hurt.',
    plain: englishPlain,
    secondParts: englishSecondParts,
    unsureInPartOne: ['ownCoverage', 'photos', 'priorInjuries', 'age'],
    notSure: 'not sure',
    neverAsked: [],
  },
  {
    name: 'slip and fall, Spanish, a retiree',
    language: 'es',
    description:
      'El 14 de octubre me resbalé con agua en el piso de una farmacia en Tucson, Arizona y me lastimé la muñeca.',
    plain: { ...spanishPlain, propertyOwner: 'la farmacia Saguaro' },
    secondParts: spanishSecondParts,
    unsureInPartOne: ['photos', 'otherPartyInsurer'],
    notSure: 'no estoy segura',
    neverAsked: ['employer', 'workersComp'],
  },
  {
    name: 'dog bite, English, a father writing for his son of 8',
    language: 'en',
    description:
      'On October 14 the neighbors dog bit my son on the leg in our yard in Salem, Oregon. He is 8.',
    plain: {
      ...englishPlain,
      injuries: 'deep bite marks on his calf',
      treatment: 'the ER cleaned it and gave him stitches',
      propertyOwner: 'our neighbor Dan Whitfield',
      atFaultParty: 'the neighbor who owns the dog',
      incidentReport: 'yes, animal control came',
      witnesses: 'yes, my wife saw it',
      photos: 'yes, of the bite',
      priorInjuries: 'no, never',
      otherPartyInsurer: 'State Farm',
      medicalBills: 'about $1,800',
      lostWages: 'I missed two days to stay with him',
    },
    secondParts: englishSecondParts,
    unsureInPartOne: ['photos', 'otherPartyInsurer'],
    notSure: "I'm not sure",
    neverAsked: ['employer', 'workersComp'],
  },
  {
    name: 'workplace, Spanish, unsure of three facts in part one',
    language: 'es',
    description:
      'El 14 de octubre me caí de una escalera en el almacén donde trabajo en Reno, Nevada y me lastimé la espalda.',
    plain: {
      ...spanishPlain,
      injuries: 'me lastimé la espalda baja',
      employer: 'Sierra Logistics',
      workersComp: 'sí, tengo un reclamo de compensación',
      thirdPartyInvolved: 'no, nadie más',
      atFaultParty: 'mi empleador',
      lostWages: 'falté tres semanas',
      incidentReport: 'sí, se lo dije a mi supervisor',
      witnesses: 'sí, un compañero lo vio',
      age: '41',
    },
    secondParts: { ...spanishSecondParts, lostWages: 'gano 20 dólares la hora' },
    unsureInPartOne: ['photos', 'priorInjuries', 'otherPartyInsurer'],
    notSure: 'no sé',
    neverAsked: [],
  },
  {
    name: 'product, English, unsure of two facts in part one',
    language: 'en',
    description:
      'On October 14 a pressure cooker burst in my kitchen in Tacoma, Washington and burned my arm.',
    plain: {
      ...englishPlain,
      product: 'a pressure cooker',
      manufacturer: 'Kitchenray',
      productPreserved: 'yes, I still have it',
      injuries: 'burns on my forearm',
      treatment: 'the ER dressed the burns',
      atFaultParty: 'the company that made it',
      propertyDamage: 'the cabinets, about $1,200',
    },
    secondParts: englishSecondParts,
    unsureInPartOne: ['photos', 'healthInsurance'],
    notSure: 'not sure',
    neverAsked: [],
  },
];

const module = (key: FactKey) => factRegistry[key] as FactModule;
const isFact = (key: QuestionKey): key is FactKey => key in factRegistry;

describeEachEngine('the extension asks what is worth asking, answered plainly', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);
  const turnCaseOf = async (chat: ChatClient) => toTurnCase(await caseOf(chat));

  /** The visitor's reply to the question pending: plain, or "not sure" where the script says so. */
  function replyOf(visitor: Visitor, { part, record, state }: TurnCase): string {
    const key = state.pending;
    if (!key) return visitor.notSure;
    if (part === 1 && visitor.unsureInPartOne.includes(key)) return visitor.notSure;
    const isSecondPart =
      part === 2 &&
      isFact(key) &&
      record[key] !== undefined &&
      Boolean(module(key).followUp?.lacks(record)) &&
      state.askedAgain.includes(key);
    return (isSecondPart ? visitor.secondParts[key] : undefined) ?? visitor.plain[key] ?? visitor.notSure;
  }

  /** Talks until the part ends; returns every line the agent said and the questions' keys. */
  async function talk(
    chat: ChatClient,
    visitor: Visitor,
    endpoint: 'message' | 'resetSessqno',
    first: string,
  ) {
    const said = [first];
    for (let turn = 0; turn < 45; turn += 1) {
      const output = outputOf(await chat.send(replyOf(visitor, await turnCaseOf(chat)), { endpoint }));
      said.push(output.output);
      if (output.redirectUrl) return said;
    }
    throw new Error('the part did not end');
  }

  it.each(visitors)('$name', async (visitor) => {
    const chat = new ChatClient(each.app);
    await chat.newChat({
      fullName: 'Robin Castillo',
      phoneNumber: '(253) 555-0147',
      description: visitor.description,
    });
    const partOne = await talk(
      chat,
      visitor,
      'message',
      outputOf(await chat.send('', { opening: true })).output,
    );
    const before = await turnCaseOf(chat);
    const worth = worthAsking(before.record, { ...before.state, pending: null });

    const opening = outputOf(await chat.send('', { endpoint: 'resetSessqno', opening: true })).output;
    const extension = await talk(chat, visitor, 'resetSessqno', opening);
    const after = await turnCaseOf(chat);
    const askedInExtension = after.state.asked.slice(before.state.asked.length);

    // As many questions as facts worth asking, up to 15; each of them, most valuable first.
    expect(after.questionsInPart).toBe(Math.min(QUESTIONS_PER_PART, worth.length));
    if (worth.length <= QUESTIONS_PER_PART) expect([...askedInExtension].sort()).toEqual([...worth].sort());
    else expect(worth).toEqual(expect.arrayContaining(askedInExtension));
    // The closing line is honest: the limit only when 15 were asked, else "I have what I need".
    const last = extension.at(-1)!;
    const isFull = after.questionsInPart >= QUESTIONS_PER_PART;
    expect(containsLimitPhrase(last)).toBe(isFull);
    if (!isFull) expect(last).toContain(packFor(visitor.language).saying.earlyFinishPartTwo);
    // No question said twice in the same words, none a third time, nothing settled asked again.
    const questions = [...partOne, ...extension]
      .flatMap((output) => output.split('\n'))
      .filter((line) => line.trim().endsWith('?'));
    expect(questions.filter((line, index) => questions.indexOf(line) !== index)).toEqual([]);
    const times = new Map<QuestionKey, number>();
    for (const key of after.state.asked) times.set(key, (times.get(key) ?? 0) + 1);
    expect([...times].filter(([, count]) => count > 2)).toEqual([]);
    expect(after.state.reasked).toEqual([]);
    // Nothing that does not fit the person.
    for (const key of visitor.neverAsked) expect(after.state.asked).not.toContain(key);
  });
});
