import { describe, expect, it } from 'vitest';

import { initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent } from './guided-agent';
import { noPolicy } from './reading/validators';
import { readingToday, readTurn } from '../testing/read-turn';
import { recordFromLabels } from '../testing/reading-corpus';

/**
 * Decision 0213: an answer told out of turn is stored on its own fact, so its question is not
 * put again: earlier injuries denied in passing, and care still to come said in passing (its
 * cost untold, as "yes, more therapy, no idea of the cost" to the question itself). Every
 * sentence was written for this test.
 */
const agent = createGuidedAgent();

/** The questions the real agent asks, from a first message, with an answer for some questions. */
async function talk(description: string, answers: Partial<Record<QuestionKey, string>>) {
  let record = recordFromLabels(undefined, 'en');
  let state = initialAgentState({ language: 'en', pending: null, asked: [] });
  const first = await agent.readDescription({
    record,
    state,
    text: description,
    referenceDate: readingToday,
    tokenBudget: 0,
  });
  ({ record, state } = first);
  let outcome = first.outcome;
  const asked: QuestionKey[] = [];
  for (let guard = 0; guard < 40; guard += 1) {
    const chosen = await agent.chooseNext({ record, state, outcome, tokenBudget: 0 });
    state = chosen.state;
    if (!chosen.next) break;
    asked.push(chosen.next.key);
    const text = answers[chosen.next.key] ?? 'not sure';
    const read = await agent.readAnswer({ record, state, text, referenceDate: readingToday, tokenBudget: 0 });
    ({ record, state, outcome } = read);
  }
  return { asked, record };
}

describe('earlier injuries denied in passing, in an answer to another question', () => {
  it.each([
    ['injuries', 'a sprained ankle, and I never hurt that ankle before this', 'en'],
    ['treatment', 'urgent care twice. I had never had any knee trouble before', 'en'],
    ['ownFaultPercent', 'no way. and for the record I have never injured my back prior to this', 'en'],
    ['witnesses', "nobody saw it. I've never broken a bone in my life", 'en'],
    ['injuries', 'el hombro, nunca me había lastimado el hombro antes', 'es'],
    ['treatment', 'fui a la clínica. no tenía problemas de cadera antes del accidente', 'es'],
  ] as const)('%s: "%s" denies them', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.priorInjuries).toBe(false);
    expect(record.sources.priorInjuries?.answerTo).toBe(question);
  });

  it.each([
    ['injuries', 'my neck, it never hurt this bad before'],
    ['ownFaultPercent', 'no, the van never slowed down before it hit me'],
    ['treatment', 'I never had time to call a doctor before my shift'],
    ['witnesses', 'a man who said he never got hurt before on that corner'],
    ['injuries', 'my wrist, I hurt it before in a game years ago'],
  ] as const)('%s: "%s" does not deny them', async (question, text) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' } });
    expect(record.priorInjuries).not.toBe(false);
  });

  it('does not ask about earlier injuries after the visitor denied them in passing', async () => {
    const { asked, record } = await talk(
      'A car ran a stop sign and hit me on October 3 2026 in Dayton, Ohio, my knee is hurt',
      { treatment: 'the ER and then an ortho. I never had knee problems before this' },
    );
    expect(record.priorInjuries).toBe(false);
    expect(asked).not.toContain('priorInjuries');
  });
});

describe('care still to come, said in passing', () => {
  it.each([
    ['treatment', 'the ER first, and I still have to see a hand specialist', 'en'],
    ['treatment', 'urgent care; the doctor says I need physical therapy for another month', 'en'],
    ['medicalBills', 'around 2,800 so far and my MRI is scheduled for next week', 'en'],
    ['permanentInjury', 'too early to tell, I have 6 more sessions of PT', 'en'],
    ['treatment', 'fui a urgencias y todavía tengo que ver al ortopedista', 'es'],
    ['permanentInjury', 'todavía me faltan unas sesiones de terapia', 'es'],
  ] as const)(
    '%s: "%s" settles the future-care question, its cost unknown',
    async (question, text, language) => {
      const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
      expect(record.unknowns).toContain('futureMedical');
      expect(record.futureMedical).toBeUndefined();
      expect(record.ownFaultNotes).toBeUndefined();
    },
  );

  it.each([
    ['treatment', 'I did PT for a month and it is done now'],
    ['treatment', 'I do not need more therapy, next week I am back at work'],
    ['lostWages', 'I still have to pay the ER bill and I missed 3 days'],
    ['employer', 'I still need to see a lawyer about my job'],
    ['treatment', 'the specialist I saw last week said I am fine'],
  ] as const)('%s: "%s" says no care ahead', async (question, text) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' } });
    expect(record.unknowns).not.toContain('futureMedical');
  });

  it('does not ask about future care after the visitor said it in passing', async () => {
    const { asked } = await talk('I was rear-ended on October 3 2026 in Dayton, Ohio and my shoulder hurts', {
      treatment: 'the ER, and I still need to see an orthopedic surgeon next month',
    });
    expect(asked).not.toContain('futureMedical');
    expect(new Set(asked).size).toBe(asked.length);
  });
});

describe("a carer's words about care are no argument about fault", () => {
  it.each([
    'the doctor says I need a brace for six weeks',
    'my surgeon said I need another operation in spring',
    'the therapist told me I need to keep doing the exercises',
    'el médico dice que yo necesito más terapia',
  ])('"%s" is no note on own fault', async (text) => {
    const language = /médico/.test(text) ? 'es' : 'en';
    const { record } = await readTurn('treatment', text, { context: { caseType: 'auto' }, language });
    expect(record.ownFaultNotes).toBeUndefined();
  });

  it.each([
    'the other driver says I was speeding',
    'the store manager claims I was on my phone',
    'their adjuster told me it was my fault',
    'el otro conductor dice que yo iba rápido',
  ])('"%s" still is', async (text) => {
    const language = /conductor/.test(text) ? 'es' : 'en';
    const { record } = await readTurn('ownFaultPercent', text, { context: { caseType: 'auto' }, language });
    expect(record.ownFaultNotes).toBeDefined();
  });
});

describe('a release said in passing, beside the other dealings with an insurer', () => {
  it.each([
    ['settlementOffer', 'nothing offered so far, and I have not signed anything', 'en'],
    ['recordedStatement', 'no, and I did not sign a release or a waiver either', 'en'],
    ['settlementOffer', 'no, and I never signed their paperwork', 'en'],
    ['settlementOffer', 'they mailed a release but I have not signed it', 'en'],
    ['recordedStatement', 'no me grabaron, y no firmé nada', 'es'],
  ] as const)('%s: "%s" is no release signed', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.releaseSigned).toBe(false);
  });

  it.each([
    ['priorAttorney', 'no, I have not signed anything with a lawyer'],
    ['treatment', 'the ER. I signed the consent forms before the surgery'],
    ['settlementOffer', 'no, the driver just rolled through the stop sign'],
    ['witnesses', 'no one, and I did not sign anything at the scene for the police'],
  ] as const)('%s: "%s" tells nothing of a release', async (question, text) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' } });
    expect(record.releaseSigned).toBeUndefined();
  });
});

describe('a health plan named with "my insurance", in an answer about care or bills', () => {
  it.each([
    ['treatment', 'urgencias, y las cuentas se fueron a mi seguro Molina', 'es', 'Molina Healthcare'],
    ['medicalBills', 'no sé el total, mi seguro es Ambetter', 'es', 'Ambetter'],
    ['ownFaultPercent', 'no. my insurance is Humana and they got the bills', 'en', 'Humana'],
    ['medicalBills', 'about 3k so far, my coverage is through Kaiser', 'en', 'Kaiser Permanente'],
  ] as const)('%s: "%s" is the health insurance', async (question, text, language, plan) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).toBe(plan);
    expect(record.ownCoverage).toBeUndefined();
  });

  it.each([
    ['ownCoverage', 'my car insurance is Progressive', 'en', 'Progressive'],
    ['ownCoverage', 'my insurance is Geico', 'en', 'GEICO'],
    ['ownCoverage', 'mi seguro del carro es con Geico', 'es', 'GEICO'],
    ['ownCoverage', 'my policy on the truck is with State Farm', 'en', 'State Farm'],
  ] as const)('%s: "%s" stays the own car policy', async (question, text, language, company) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.ownCoverage).toBe(company);
    expect(record.healthInsurance).toBeUndefined();
  });

  it('does not ask for the health insurance named earlier in a message about the bills', async () => {
    const { asked, record } = await talk(
      'A pickup ran a red light and hit me on October 3 2026 in Dayton, Ohio, my ribs hurt',
      { treatment: 'the ER, and my insurance is Humana, they got the bills' },
    );
    expect(record.healthInsurance).toBe('Humana');
    expect(asked).not.toContain('healthInsurance');
  });
});

/**
 * Decision 0299: no health insurance, said in the answer to another question (the other side's
 * insurer, the own car's), is stored on the health insurance question, whatever insurer the
 * answer names. Someone else's lack, or a plan named, is not.
 */
describe('no health insurance said in passing, in an answer to another question', () => {
  it.each([
    ['otherPartyInsurer', 'State Farm i think, i dont have health insurance', 'en'],
    ['otherPartyInsurer', 'USAA, and I do not have health coverage myself', 'en'],
    ['otherPartyInsurer', 'Liberty Mutual. I do not have medical insurance', 'en'],
    ['ownCoverage', 'Geico, no health insurance', 'en'],
    ['otherPartyInsurer', 'Allstate. no tengo seguro de salud', 'es'],
    ['otherPartyInsurer', 'creo que Geico. yo no cuento con seguro médico', 'es'],
    ['otherPartyInsurer', 'Farmers. ya le dije que no tengo seguro de salud', 'es'],
  ] as const)('%s: "%s" is no health insurance', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).toBe(noPolicy);
    // The other side's insurer question also asks for health insurance: no other question's answer.
    if (question !== 'otherPartyInsurer') expect(record.sources.healthInsurance?.answerTo).toBe(question);
  });

  it.each([
    ['otherPartyInsurer', 'State Farm, he does not have health insurance', 'en'],
    ['otherPartyInsurer', 'Geico, and I have Medicaid', 'en'],
    ['otherPartyInsurer', 'Geico, I am not sure about health insurance', 'en'],
    ['otherPartyInsurer', 'Progresiva, ella no tiene seguro de salud', 'es'],
  ] as const)('%s: "%s" says no such thing', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).not.toBe(noPolicy);
  });

  it('does not ask about health insurance after the visitor denied it in passing', async () => {
    const { asked, record } = await talk(
      'A pickup ran a red light and hit my car on October 3 2026 in Dayton, Ohio, my neck hurts',
      { otherPartyInsurer: 'Nationwide I believe, I do not have health insurance' },
    );
    expect(record.healthInsurance).toBe(noPolicy);
    expect(asked).not.toContain('healthInsurance');
  });
});
