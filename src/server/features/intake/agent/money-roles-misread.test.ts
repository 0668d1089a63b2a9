import { describe, expect, it } from 'vitest';

import {
  type CaseRecord,
  emptyCaseRecord,
  type Language,
  type MedicalPayer,
} from '../../../../contracts/case-record';
import { checkMessage } from '../guardrails';

import { type AgentState, initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent } from './guided-agent';

/**
 * Issue 24, "money roles": the same case, misread. A part of the bills paid by PIP, MedPay,
 * health insurance, Medicare, Medicaid or workers' comp is read as a part paid with its payer
 * (a lien), whether it is told in the story, in answer to the insurance question or in answer
 * to the bills question, and is never stored as the other side's policy limit. A limit is read
 * only from words that name one; a weekly comp check is not lost pay. Sentences written for
 * this test. The report's side, through the real valuation: src/server/money-roles-in-the-report.test.ts.
 */
const agent = createGuidedAgent();
const referenceDate = new Date('2026-11-21T15:00:00Z');

interface Chat {
  record: CaseRecord;
  state: AgentState;
}

/** An opening that sets the scene in each language, so a short money sentence reads in the story. */
const opening: Record<Language, string> = {
  en: 'A pickup rear-ended me at a stoplight in Tampa two months ago and my neck still hurts.',
  es: 'Hace dos meses una camioneta me chocó por detrás en un semáforo en Tampa y todavía me duele el cuello.',
};

async function toldInStory(language: Language, text: string): Promise<CaseRecord> {
  const whole = `${opening[language]} ${text}`;
  const result = await agent.readDescription({
    record: emptyCaseRecord(),
    state: initialAgentState(),
    text: checkMessage(whole, language).readable,
    referenceDate,
    tokenBudget: 0,
  });
  return result.record;
}

async function toldAsAnswer(language: Language, pending: QuestionKey, text: string): Promise<CaseRecord> {
  const chat: Chat = {
    record: { ...emptyCaseRecord(), caseType: 'auto', language },
    state: initialAgentState({ language }),
  };
  const read = await agent.readAnswer({
    record: chat.record,
    state: { ...chat.state, pending },
    text: checkMessage(text, language).readable,
    referenceDate,
    tokenBudget: 0,
  });
  return read.record;
}

type Told = 'story' | 'insurer question' | 'health insurance question' | 'bills question';
const ways: Told[] = ['story', 'insurer question', 'health insurance question', 'bills question'];

function tell(way: Told, language: Language, text: string): Promise<CaseRecord> {
  switch (way) {
    case 'story':
      return toldInStory(language, text);
    case 'insurer question':
      return toldAsAnswer(language, 'otherPartyInsurer', text);
    case 'health insurance question':
      return toldAsAnswer(language, 'healthInsurance', text);
    case 'bills question':
      return toldAsAnswer(language, 'medicalBills', text);
  }
}

interface PaidCase {
  language: Language;
  text: string;
  total?: number;
  paid: { payer: MedicalPayer; amount?: number };
}

const paidParts: Record<string, PaidCase[]> = {
  PIP: [
    {
      language: 'en',
      text: 'PIP has paid $1,800 of the $4,000 so far.',
      total: 4000,
      paid: { payer: 'pip_medpay', amount: 1800 },
    },
    {
      language: 'en',
      text: 'Personal injury protection covered $3,500 out of $7,000 in bills.',
      total: 7000,
      paid: { payer: 'pip_medpay', amount: 3500 },
    },
    {
      language: 'en',
      text: 'The urgent care and x-rays ran $6,200 and my PIP policy took care of $2,500 of it.',
      total: 6200,
      paid: { payer: 'pip_medpay', amount: 2500 },
    },
    {
      language: 'es',
      text: 'El PIP pagó $2,000 de los $5,000 de la clínica.',
      total: 5000,
      paid: { payer: 'pip_medpay', amount: 2000 },
    },
    {
      language: 'es',
      text: 'Las cuentas fueron $9,000 y el PIP cubrió $4,000 de eso.',
      total: 9000,
      paid: { payer: 'pip_medpay', amount: 4000 },
    },
    {
      language: 'es',
      text: 'Mi PIP ya me pagó 1,500 dólares de los $3,000.',
      total: 3000,
      paid: { payer: 'pip_medpay', amount: 1500 },
    },
  ],
  MedPay: [
    {
      language: 'en',
      text: 'MedPay paid $1,200 of the $3,000.',
      total: 3000,
      paid: { payer: 'pip_medpay', amount: 1200 },
    },
    {
      language: 'en',
      text: 'My med pay kicked in $2,000 toward the $5,500 ER bill.',
      total: 5500,
      paid: { payer: 'pip_medpay', amount: 2000 },
    },
    {
      language: 'en',
      text: 'The chiropractor came to $2,600 and medpay handled $1,000 of that.',
      total: 2600,
      paid: { payer: 'pip_medpay', amount: 1000 },
    },
    {
      language: 'es',
      text: 'El MedPay cubrió $1,000 de los $2,500 de la ambulancia.',
      total: 2500,
      paid: { payer: 'pip_medpay', amount: 1000 },
    },
    {
      language: 'es',
      text: 'Med pay pagó $800 de la cuenta de $2,000.',
      total: 2000,
      paid: { payer: 'pip_medpay', amount: 800 },
    },
    {
      language: 'es',
      text: 'Las terapias costaron $4,000 y el med pay puso $1,500.',
      total: 4000,
      paid: { payer: 'pip_medpay', amount: 1500 },
    },
  ],
  'health insurance': [
    {
      language: 'en',
      text: 'Blue Cross paid $9,000 of the $12,000 hospital bill.',
      total: 12_000,
      paid: { payer: 'health_insurance', amount: 9000 },
    },
    {
      language: 'en',
      text: 'My health plan covered about $4,000 of the $6,000.',
      total: 6000,
      paid: { payer: 'health_insurance', amount: 4000 },
    },
    {
      language: 'en',
      text: 'The bills were $15k and my insurance through work paid $11k of it.',
      total: 15_000,
      paid: { payer: 'health_insurance', amount: 11_000 },
    },
    {
      language: 'es',
      text: 'Mi seguro médico pagó $6,000 de los $8,000 del hospital.',
      total: 8000,
      paid: { payer: 'health_insurance', amount: 6000 },
    },
    {
      language: 'es',
      text: 'El hospital cobró $10,000 y Blue Cross cubrió casi todo.',
      total: 10_000,
      paid: { payer: 'health_insurance' },
    },
    {
      language: 'es',
      text: 'La aseguranza pagó $3,000 de la cuenta de $4,500.',
      total: 4500,
      paid: { payer: 'health_insurance', amount: 3000 },
    },
  ],
  Medicare: [
    {
      language: 'en',
      text: 'Medicare paid $7,300 of the $10,000 from the hospital stay.',
      total: 10_000,
      paid: { payer: 'medicare', amount: 7300 },
    },
    {
      language: 'en',
      text: 'The total is around $20k and Medicare took care of most of it.',
      total: 20_000,
      paid: { payer: 'medicare' },
    },
    {
      language: 'en',
      text: 'Medicare has covered $5,000 so far.',
      total: 5000,
      paid: { payer: 'medicare', amount: 5000 },
    },
    {
      language: 'es',
      text: 'Medicare pagó $5,000 de los $6,500.',
      total: 6500,
      paid: { payer: 'medicare', amount: 5000 },
    },
    {
      language: 'es',
      text: 'La cirugía fue $25,000 y Medicare pagó la mayor parte.',
      total: 25_000,
      paid: { payer: 'medicare' },
    },
    {
      language: 'es',
      text: 'Medicare ya cubrió $2,200 hasta ahora.',
      total: 2200,
      paid: { payer: 'medicare', amount: 2200 },
    },
  ],
  Medicaid: [
    {
      language: 'en',
      text: 'Medicaid paid the whole $8,000 surgery bill.',
      total: 8000,
      paid: { payer: 'medicaid', amount: 8000 },
    },
    {
      language: 'en',
      text: 'The ER charged $3,400 and medicaid covered $3,000 of it.',
      total: 3400,
      paid: { payer: 'medicaid', amount: 3000 },
    },
    {
      language: 'en',
      text: 'Medi-Cal picked up $2,000 of my $2,600 in bills.',
      total: 2600,
      paid: { payer: 'medicaid', amount: 2000 },
    },
    {
      language: 'es',
      text: 'Medicaid pagó $3,100 de los $3,500 de la sala de emergencias.',
      total: 3500,
      paid: { payer: 'medicaid', amount: 3100 },
    },
    {
      language: 'es',
      text: 'Las cuentas son como $7,000 y el Medicaid pagó todo.',
      total: 7000,
      paid: { payer: 'medicaid' },
    },
    {
      language: 'es',
      text: 'El medicaid me cubrió $1,200 de las consultas.',
      paid: { payer: 'medicaid', amount: 1200 },
    },
  ],
  "workers' comp": [
    {
      language: 'en',
      text: 'Workers comp paid $22,000 of the $30,000 in medical bills.',
      total: 30_000,
      paid: { payer: 'workers_comp', amount: 22_000 },
    },
    {
      language: 'en',
      text: 'The surgery was $40k and comp covered all of it.',
      total: 40_000,
      paid: { payer: 'workers_comp' },
    },
    {
      language: 'en',
      text: 'Work comp has paid about $9,500 so far.',
      total: 9500,
      paid: { payer: 'workers_comp', amount: 9500 },
    },
    {
      language: 'es',
      text: 'La compensación pagó $15,000 de los $18,000 de la operación.',
      total: 18_000,
      paid: { payer: 'workers_comp', amount: 15_000 },
    },
    {
      language: 'es',
      text: 'La compensación laboral ya me cubrió $6,000 hasta ahora.',
      total: 6000,
      paid: { payer: 'workers_comp', amount: 6000 },
    },
    {
      language: 'es',
      text: 'La operación costó $30,000 y la compensación laboral la pagó toda.',
      total: 30_000,
      paid: { payer: 'workers_comp' },
    },
  ],
};

describe('the same case, misread: a part paid by a first-party payer is part of the bills, never a limit', () => {
  for (const [payerName, cases] of Object.entries(paidParts))
    describe(payerName, () => {
      for (const told of cases)
        for (const way of ways)
          it(`${told.language}, told in the ${way}: "${told.text}"`, async () => {
            const record = await tell(way, told.language, told.text);
            expect(record.policyLimit).toBeUndefined();
            expect(record.medicalBills?.paid).toContainEqual(told.paid);
            expect(record.medicalBills?.total).toBe(told.total);
          });
    });
});

const weeklyComp: { language: Language; text: string }[] = [
  { language: 'en', text: "Workers' comp has been sending me $700 every week." },
  { language: 'en', text: "I get $520 a week from workman's comp." },
  { language: 'en', text: 'My comp checks are $610 weekly.' },
  { language: 'es', text: 'La compensación me deposita $480 cada semana.' },
  { language: 'es', text: 'Recibo $550 por semana de la compensación laboral.' },
  { language: 'es', text: 'El seguro de trabajo me deposita $400 a la semana.' },
];

describe('the same case, misread: a weekly comp check is a benefit, not lost pay', () => {
  for (const told of weeklyComp)
    for (const way of ['story', 'lost pay question', 'insurer question'] as const)
      it(`${told.language}, told in the ${way}: "${told.text}"`, async () => {
        const record =
          way === 'story'
            ? await toldInStory(told.language, told.text)
            : await toldAsAnswer(
                told.language,
                way === 'lost pay question' ? 'lostWages' : 'otherPartyInsurer',
                told.text,
              );
        expect(record.lostWages?.total).toBeUndefined();
        expect(record.lostWages?.rate).toBeUndefined();
        expect(record.policyLimit).toBeUndefined();
        // Comp is named as a payer (its lien), with no amount: the weekly sum is not a bill.
        expect(record.medicalBills?.paid).toContainEqual({ payer: 'workers_comp' });
        expect(record.medicalBills?.total).toBeUndefined();
      });

  it('still reads the pay the visitor earns as a wage rate beside the comp check', async () => {
    const record = await toldAsAnswer(
      'en',
      'lostWages',
      'I earn $900 a week at the plant. Comp sends $600 each week.',
    );
    expect(record.lostWages?.rate).toEqual({ amount: 900, per: 'week' });
  });
});

const realLimits: { language: Language; text: string; limit: { perPerson: number; perAccident?: number } }[] =
  [
    { language: 'en', text: 'Her insurance limit is $50,000.', limit: { perPerson: 50_000 } },
    {
      language: 'en',
      text: 'Progressive told me he carries $25,000 in bodily injury coverage.',
      limit: { perPerson: 25_000 },
    },
    {
      language: 'en',
      text: 'The other guy has the bare minimum, $30k per person.',
      limit: { perPerson: 30_000 },
    },
    {
      language: 'en',
      text: "The at-fault driver's policy only goes to 30/60.",
      limit: { perPerson: 30_000, perAccident: 60_000 },
    },
    { language: 'es', text: 'El otro conductor tiene un límite de $50,000.', limit: { perPerson: 50_000 } },
    { language: 'es', text: 'Su póliza es de 25 mil por persona.', limit: { perPerson: 25_000 } },
    {
      language: 'es',
      text: 'La aseguradora del otro dice que la cobertura es de $100,000.',
      limit: { perPerson: 100_000 },
    },
  ];

describe('a limit told in words that name one is still a limit', () => {
  for (const told of realLimits)
    for (const way of ['story', 'insurer question'] as const)
      it(`${told.language}, told in the ${way}: "${told.text}"`, async () => {
        const record =
          way === 'story'
            ? await toldInStory(told.language, told.text)
            : await toldAsAnswer(told.language, 'otherPartyInsurer', told.text);
        expect(record.policyLimit).toEqual(told.limit);
      });
});

describe('a payment, a deductible, an offer or a bill is not a limit, whatever the question', () => {
  const notLimits: { language: Language; text: string }[] = [
    { language: 'en', text: 'My deductible was $1,000.' },
    { language: 'en', text: 'Their adjuster offered $2,500 to close it out.' },
    { language: 'en', text: 'GEICO. My PIP gave me $3,000 so far.' },
    { language: 'en', text: 'My PIP coverage is $10,000 and it paid $4,000 of the $6,500.' },
    { language: 'es', text: 'Mi deducible es de $500.' },
    { language: 'es', text: 'El PIP me dio $2,500.' },
    { language: 'es', text: 'Mi PIP cubre hasta $10,000.' },
  ];
  for (const told of notLimits)
    it(`${told.language}: "${told.text}"`, async () => {
      const record = await toldAsAnswer(told.language, 'otherPartyInsurer', told.text);
      expect(record.policyLimit).toBeUndefined();
      // The words of a payment are not an insurer's name either.
      expect(record.otherPartyInsurer ?? '').not.toMatch(/\d/);
    });
});

describe('a bill sent or a gift given names no payer', () => {
  const notPayers: { language: Language; text: string }[] = [
    {
      language: 'en',
      text: 'The urgent care mailed me a $1,400 bill and the radiologist sent another for $600.',
    },
    { language: 'en', text: 'My neighbor gave me $300 for groceries.' },
    { language: 'es', text: 'La clínica me mandó una cuenta de $2,300.' },
    { language: 'es', text: 'Mi jefe me dio $250 para la gasolina.' },
  ];
  for (const told of notPayers)
    for (const way of ['story', 'bills question'] as const)
      it(`${told.language}, told in the ${way}: "${told.text}"`, async () => {
        const record = await tell(way, told.language, told.text);
        expect(record.medicalBills?.paid ?? []).toEqual([]);
        expect(record.healthInsurance).toBeUndefined();
        expect(record.policyLimit).toBeUndefined();
      });
});

// A fresh visitor's "stopped on 10/20" became 10/20 policy limits (decision 0119).
describe('a month and day is a date, not split limits', () => {
  it.each([
    ['the comp checks stopped on 10/20 and nothing since', 'lostWages'],
    ['off work from 03/03 to 05/10, then light duty', 'lostWages'],
    ['it happened 10/20/2026 around noon', 'incidentDate'],
    ['me dejaron de pagar desde el 10/20', 'lostWages'],
    ['benefits ended 5/15, nothing after that', 'lostWages'],
  ] as const)('"%s"', async (text, question) => {
    const state = initialAgentState({ language: 'en', pending: question, asked: [question] });
    const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'workplace' };
    const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
    expect(read.record.policyLimit).toBeUndefined();
  });
  it.each(['they have 10/20 limits', 'his policy is 25/50', 'the other driver only had 15/30'])(
    '"%s" is still limits',
    async (text) => {
      const state = initialAgentState({ language: 'en', pending: 'policyLimit', asked: ['policyLimit'] });
      const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'auto' };
      const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
      expect(read.record.policyLimit).toBeDefined();
    },
  );
});

// A figure for pay lost, told after the time off in a clause of its own and to another
// question, was stored as the medical bills (decision 0189).
describe('an amount after the time missed from work is the pay lost', () => {
  it.each([
    ['treatment', 'therapy twice a week. missed 2 weeks of work, about $1,200 so far', 1200, 14],
    ['witnesses', 'nobody saw it. I missed ten days of work, roughly 2000 dollars', 2000, 10],
    ['treatment', 'just a chiropractor. lost three weeks from work, around $2,700 in total', 2700, 21],
    ['photos', 'no pictures, sorry. took a week off work, maybe $640', 640, 7],
    ['policeReport', 'yes there is one. I missed about 4 days of work, $800 or so', 800, 4],
  ] as const)('"%s"', async (question, text, total, days) => {
    const state = initialAgentState({ language: 'en', pending: question, asked: [question] });
    const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'auto' };
    const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
    expect(read.record.lostWages).toMatchObject({ total, daysMissed: days });
    expect(read.record.medicalBills?.total).toBeUndefined();
  });
  it.each([
    ['treatment', 'PT for a month, about $1,900 so far', 1900],
    ['treatment', 'the urgent care and an mri, around $3,000 so far', 3000],
    ['witnesses', 'no one. the ER visit was $2,250 in total', 2250],
  ] as const)('"%s" is still the bills', async (question, text, total) => {
    const state = initialAgentState({ language: 'en', pending: question, asked: [question] });
    const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'auto' };
    const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
    expect(read.record.medicalBills?.total).toBe(total);
    expect(read.record.lostWages?.total).toBeUndefined();
  });
});

// The share of a bill the visitor paid was counted again beside the bill (decision 0189).
describe('a share of a bill the visitor paid is a part of that bill', () => {
  it.each([
    ['the hospital bill was 6000, i paid 500 of it myself', 6000, 500],
    ['the ER charged $3,400 and I put $400 of that on my card', 3400, 400],
    ['surgery bill came to 22,000. I paid 1,500 towards the bill', 22000, 1500],
    ['the bills are $9,100, I have paid $900 of them so far', 9100, 900],
  ] as const)('"%s"', async (text, total, share) => {
    const state = initialAgentState({ language: 'en', pending: 'medicalBills', asked: ['medicalBills'] });
    const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'auto' };
    const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
    expect(read.record.medicalBills?.total).toBe(total);
    expect(read.record.medicalBills?.paid).toContainEqual({ payer: 'self', amount: share });
    expect(read.record.outOfPocket).toBeUndefined();
  });
  it.each([
    ['besides the bills I paid $240 for a brace and $60 in parking', 240],
    ['about $350 out of pocket for prescriptions', 350],
  ] as const)('"%s" is still a cost beside the bills', async (text, amount) => {
    const state = initialAgentState({ language: 'en', pending: 'outOfPocket', asked: ['outOfPocket'] });
    const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'auto' };
    const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
    expect(read.record.outOfPocket).toBe(amount);
  });
});

// A fresh visitor's weekly pay between 1900 and 2100, written with its period ("…/wk"), was read
// as a year, and "wks" was no unit of time off (decision 0189).
describe('a pay figure in the range of years, with its period', () => {
  it.each([
    ['off 3 wks. 2050/wk', 2050, 'week', 21],
    ['out of work 2 weeks, 1980 a week', 1980, 'week', 14],
    ['been off 4 wks and i make 2000 a month', 2000, 'month', 28],
    ['missed two weeks, I bring home 1900 per week', 1900, 'week', 14],
  ] as const)('"%s"', async (text, amount, per, days) => {
    const state = initialAgentState({ language: 'en', pending: 'lostWages', asked: ['lostWages'] });
    const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'workplace' };
    const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
    expect(read.record.lostWages).toMatchObject({ rate: { amount, per }, daysMissed: days });
  });
  it.each(['it happened back in 1998', 'the building is from 1920', 'model year 2005'])(
    '"%s" is still a year, no pay',
    async (text) => {
      const state = initialAgentState({ language: 'en', pending: 'lostWages', asked: ['lostWages'] });
      const record: CaseRecord = { ...emptyCaseRecord(), caseType: 'workplace' };
      const read = await agent.readAnswer({ record, state, text, referenceDate, tokenBudget: 0 });
      expect(read.record.lostWages?.rate).toBeUndefined();
      expect(read.record.lostWages?.total).toBeUndefined();
    },
  );
});
