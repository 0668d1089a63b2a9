import { expect, it } from 'vitest';

import type { FactKey, Language } from '../../../contracts/case-record';
import { containsLimitPhrase, QUESTIONS_PER_PART } from '../../../contracts/limits';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import type { QuestionKey } from './agent/agent';
import type { FactModule } from './agent/facts/fact-module';
import { factRegistry } from './agent/facts/registry';
import { toTurnCase } from './intake-case';
import { packFor } from './language/packs';
import { ChatClient, outputOf } from './testing/chat-client';
import { worthAsking } from './testing/extension-worth';

/**
 * Issue 23's bar, decision 0366: fresh visitors answer tersely. To "about how much have your
 * bills come to?" or "which company is your own car insurance with?" many say only "yes", twice;
 * the bills, the lost pay, the damage, the insurer exist, what they come to was not said. The
 * extension must still ask min(15, facts worth asking when it opens) questions, those facts
 * among them, and never ask again a fact answered with a real value. "Worth asking" comes from the
 * catalogue and the plans (testing/extension-worth.ts), with this test's own record of the facts
 * it said a bare yes to. Whole conversations through the real routes, five kinds of case, English
 * and Spanish. Every sentence here was written for this test.
 */

type Answers = Partial<Record<QuestionKey, string>>;

interface Visitor {
  name: string;
  language: Language;
  description: string;
  /** Part one's answers; a question not here is answered `notSure`. */
  partOne: Answers;
  /** Questions whose every ask in part one gets only `yes`. */
  yesOnly: QuestionKey[];
  /** The extension's answers; a question not here is answered `notSure`. */
  extension: Answers;
  yes: string;
  notSure: string;
}

const englishExtension: Answers = {
  futureMedical: 'no',
  permanentInjury: 'no',
  settlementOffer: 'no',
  releaseSigned: 'no',
  recordedStatement: 'no',
  outOfPocket: 'about $120 for a brace',
  policyLimit: 'no idea',
  hasUmUim: 'yes',
  anythingElse: 'no, that is everything',
  anythingMore: 'no, that is everything',
  treatment: 'still going',
  medicalBills: 'around $4,200',
  lostWages: 'two weeks, I make $20 an hour',
  healthInsurance: 'Aetna',
  ownCoverage: 'Geico',
  propertyDamage: 'the estimate was $5,600',
  policeReport: 'the number is 25-04412',
  otherPartyInsurer: 'Farmers',
  witnesses: 'no',
  photos: 'yes',
  priorInjuries: 'no',
  age: '40',
  employer: 'Harbor Paint',
  workersComp: 'no',
  incidentReport: 'yes',
};

const spanishExtension: Answers = {
  futureMedical: 'no',
  permanentInjury: 'no',
  settlementOffer: 'no',
  releaseSigned: 'no',
  recordedStatement: 'no',
  outOfPocket: 'como 120 dólares en vendas',
  policyLimit: 'no sé',
  anythingElse: 'no, es todo',
  anythingMore: 'no, es todo',
  treatment: 'sigo en terapia',
  medicalBills: 'como 2,800 dólares',
  lostWages: 'falté dos semanas, gano 15 dólares la hora',
  healthInsurance: 'Molina',
  propertyDamage: 'como 300 dólares',
  otherPartyInsurer: 'State Farm',
  witnesses: 'no',
  photos: 'sí',
  priorInjuries: 'no',
  workersComp: 'no',
  incidentReport: 'sí',
};

const visitors: Visitor[] = [
  {
    name: 'car crash, English, four bare yeses',
    language: 'en',
    description: 'On February 9 a pickup ran a red light and hit my car in Mesa, Arizona. My shoulder hurts.',
    partOne: {
      injuries: 'my shoulder and some bruised ribs',
      treatment: 'the ER, and I still see a physical therapist',
      atFaultParty: 'the pickup driver',
      ownFaultPercent: 'no',
      priorAttorney: 'no',
      otherPartyInsurer: 'Farmers',
      lostWages: 'four days, I make $19 an hour',
      policeReport: 'yes, officers came',
      witnesses: 'no',
      photos: 'yes',
      priorInjuries: 'no',
      age: '29',
      employer: 'Desert Tile',
      workersComp: 'no',
      readBack: 'yes, that is right',
    },
    yesOnly: ['ownCoverage', 'healthInsurance', 'medicalBills', 'propertyDamage'],
    extension: englishExtension,
    yes: 'yes',
    notSure: 'not sure',
  },
  {
    name: 'slip and fall, Spanish, two bare yeses',
    language: 'es',
    description:
      'El 3 de agosto me resbalé con aceite en el estacionamiento de un supermercado en Laredo, Texas y me fracturé la muñeca.',
    partOne: {
      treatment: 'urgencias, me pusieron yeso y sigo con el ortopedista',
      propertyOwner: 'el supermercado La Fuente',
      atFaultParty: 'el supermercado',
      ownFaultPercent: 'no',
      priorAttorney: 'no',
      incidentReport: 'sí, el gerente lo anotó',
      witnesses: 'no',
      photos: 'sí',
      priorInjuries: 'no',
      age: '47',
      employer: 'Lavandería Sol',
      workersComp: 'no',
      readBack: 'sí, está bien',
    },
    yesOnly: ['medicalBills', 'lostWages'],
    extension: spanishExtension,
    yes: 'sí',
    notSure: 'no sé',
  },
  {
    name: 'work injury, English, three bare yeses',
    language: 'en',
    description: 'I hurt my back lifting a pallet at the warehouse where I work on July 21 in Dayton, Ohio.',
    partOne: {
      injuries: 'a herniated disc',
      treatment: 'urgent care, then physical therapy, still going',
      employer: 'Buckeye Freight',
      workersComp: 'yes, I filed a claim',
      thirdPartyInvolved: 'no',
      atFaultParty: 'my employer',
      ownFaultPercent: 'no',
      priorAttorney: 'no',
      incidentReport: 'yes, I told my supervisor',
      witnesses: 'yes, a coworker',
      photos: 'no',
      priorInjuries: 'no',
      age: '36',
      readBack: 'yes, that is right',
    },
    yesOnly: ['medicalBills', 'lostWages', 'healthInsurance'],
    extension: englishExtension,
    yes: 'yes',
    notSure: 'no idea',
  },
  {
    name: 'medical, English, two bare yeses',
    language: 'en',
    description:
      'After my knee surgery on May 2 in Tampa, Florida I woke up with a numb foot. The surgeon nicked a nerve.',
    partOne: {
      discoveryDate: 'May 3, the day after',
      provider: 'Dr. Alvarez at Bayview Surgical',
      injuries: 'nerve damage, my foot is numb',
      treatment: 'I see a neurologist, still going',
      atFaultParty: 'the surgeon',
      ownFaultPercent: 'no',
      priorAttorney: 'no',
      lostWages: 'six weeks, I make $900 a week',
      witnesses: 'no',
      photos: 'no',
      priorInjuries: 'no',
      age: '58',
      employer: 'Gulf Coast Realty',
      workersComp: 'no',
      readBack: 'yes, that is right',
    },
    yesOnly: ['medicalBills', 'healthInsurance'],
    extension: englishExtension,
    yes: 'yes',
    notSure: 'not sure',
  },
  {
    name: 'product, Spanish, three bare yeses',
    language: 'es',
    description:
      'El 12 de enero una freidora de aire se incendió en mi cocina en Boise, Idaho y me quemé la mano.',
    partOne: {
      product: 'una freidora de aire',
      productPreserved: 'sí, la guardé',
      injuries: 'quemaduras en la mano',
      treatment: 'urgencias, ya terminé',
      atFaultParty: 'la empresa que la fabricó',
      ownFaultPercent: 'no',
      priorAttorney: 'no',
      lostWages: 'no falté al trabajo',
      witnesses: 'no',
      photos: 'sí',
      priorInjuries: 'no',
      age: '33',
      employer: 'Panadería Luna',
      workersComp: 'no',
      readBack: 'sí, está bien',
    },
    yesOnly: ['medicalBills', 'healthInsurance', 'propertyDamage'],
    extension: spanishExtension,
    yes: 'sí',
    notSure: 'no sé',
  },
];

const isFact = (key: QuestionKey): key is FactKey => key in factRegistry;

describeEachEngine('the extension after terse answers asks what is still open', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);
  const turnCaseOf = async (chat: ChatClient) => toTurnCase(await caseOf(chat));

  async function talk(chat: ChatClient, visitor: Visitor, part: 1 | 2, first: string) {
    const said = [first];
    for (let turn = 0; turn < 45; turn += 1) {
      const key = (await turnCaseOf(chat)).state.pending;
      const reply =
        key === null
          ? visitor.notSure
          : part === 1 && visitor.yesOnly.includes(key)
            ? visitor.yes
            : ((part === 1 ? visitor.partOne : visitor.extension)[key] ?? visitor.notSure);
      const output = outputOf(await chat.send(reply, { endpoint: part === 1 ? 'message' : 'resetSessqno' }));
      said.push(output.output);
      if (output.redirectUrl) return said;
    }
    throw new Error('the part did not end');
  }

  it.each(visitors)('$name', async (visitor) => {
    const chat = new ChatClient(each.app);
    await chat.newChat({
      fullName: 'Dana Whitlock',
      phoneNumber: '(480) 555-0119',
      description: visitor.description,
    });
    await talk(chat, visitor, 1, outputOf(await chat.send('', { opening: true })).output);
    const before = await turnCaseOf(chat);
    const saidYes = visitor.yesOnly.filter((key) => before.state.asked.includes(key));
    // The script's bare yeses reached part one's questions: the chat measures what it means to.
    expect(saidYes.length).toBeGreaterThanOrEqual(2);
    const worth = worthAsking(before.record, { ...before.state, pending: null }, saidYes);

    const opening = outputOf(await chat.send('', { endpoint: 'resetSessqno', opening: true })).output;
    const extension = await talk(chat, visitor, 2, opening);
    const after = await turnCaseOf(chat);
    const askedInExtension = after.state.asked.slice(before.state.asked.length);

    // As many questions as facts worth asking, up to 15; each of them when there are 15 or fewer.
    expect(after.questionsInPart).toBe(Math.min(QUESTIONS_PER_PART, worth.length));
    if (worth.length <= QUESTIONS_PER_PART) expect([...askedInExtension].sort()).toEqual([...worth].sort());
    else expect(worth).toEqual(expect.arrayContaining(askedInExtension));
    // Every fact said yes to without its figure or name is asked for it, most of all.
    for (const key of saidYes)
      if (worth.indexOf(key) < QUESTIONS_PER_PART) expect(askedInExtension).toContain(key);
    // Never again a fact answered with a real value (its follow-up part aside).
    for (const key of askedInExtension.filter(isFact)) {
      const fact = factRegistry[key] as FactModule;
      const held = before.record[key] !== undefined && !fact.followUp?.lacks(before.record);
      expect({ key, held }).toEqual({ key, held: false });
    }
    expect(after.state.reasked).toEqual([]);
    // The closing line is honest: the limit only when 15 were asked, else "I have what I need".
    const last = extension.at(-1)!;
    const isFull = after.questionsInPart >= QUESTIONS_PER_PART;
    expect(containsLimitPhrase(last)).toBe(isFull);
    if (!isFull) expect(last).toContain(packFor(visitor.language).saying.earlyFinishPartTwo);
    // No question line said twice.
    const lines = extension
      .flatMap((output) => output.split('\n'))
      .filter((line) => line.trim().endsWith('?'));
    expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
    console.info(
      `[0366] ${visitor.name}: worth ${worth.length}, asked ${after.questionsInPart}; said yes: ${saidYes.join(', ')}`,
    );
  });
});
