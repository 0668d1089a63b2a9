import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord, type Language } from '../../../../contracts/case-record';
import { readingToday, readTurn } from '../testing/read-turn';

import { initialAgentState, type QuestionKey, type ReadResult } from './agent';
import { createGuidedAgent } from './guided-agent';

/**
 * Issue 23, class 1: a correction that says what was NOT so withdraws the fact it names and
 * re-derives what follows from it (decision 0138). "It wasn't at work" takes the case out of
 * workers' comp; "it wasn't the manager" takes the manager back as the one at fault; "I don't
 * work for Acme" takes Acme back as the employer. The agent never thanks for a correction it
 * did not make. Sentences written for this test.
 */
const agent = createGuidedAgent();

async function chat(
  language: Language,
  description: string,
  turns: [QuestionKey, string][],
): Promise<{ record: CaseRecord; last: ReadResult }> {
  let state = initialAgentState({ language });
  const first = await agent.readDescription({
    record: { ...emptyCaseRecord(), language },
    state,
    text: description,
    referenceDate: readingToday,
    tokenBudget: 0,
  });
  let record = first.record;
  state = first.state;
  let last = first;
  for (const [question, text] of turns) {
    last = await agent.readAnswer({
      record,
      state: { ...state, pending: question, asked: [...state.asked, question] },
      text,
      referenceDate: readingToday,
      tokenBudget: 0,
    });
    record = last.record;
    state = last.state;
  }
  return { record, last };
}

const workStory: Record<Language, string> = {
  en: 'I slipped on a wet floor and hurt my back at work last Tuesday in Fresno, California.',
  es: 'Me resbalé en un piso mojado y me lastimé la espalda en el trabajo el martes pasado en Fresno, California.',
};

describe('"it was not at work" takes the case out of work (class 1)', () => {
  it.each([
    ['readBack', 'no it was not at work', 'en'],
    ['readBack', 'no, it didnt happen at work, i was at the grocery store', 'en'],
    ['photos', 'actually this did not happen at work', 'en'],
    ['workersComp', 'wait it wasnt at work, it was my day off', 'en'],
    ['employer', 'i work at Costco but it wasnt a work injury, i fell at the mall', 'en'],
    ['readBack', 'not at work. i was at my sisters house', 'en'],
    ['witnesses', 'no one. and sorry it was not on the job, i was off that day', 'en'],
    ['readBack', 'its not work related at all', 'en'],
    ['readBack', 'no, I wasn’t working when it happened', 'en'],
    ['readBack', 'no fue en el trabajo', 'es'],
    ['readBack', 'no no, no pasó en el trabajo, fue en la tienda', 'es'],
    ['photos', 'perdón, no estaba trabajando cuando pasó, era mi día libre', 'es'],
    ['workersComp', 'no fue un accidente de trabajo', 'es'],
  ] as const)('%s ← %s', async (question, text, language) => {
    const { record, last } = await chat(language, workStory[language], [[question, text]]);
    expect(record.caseType, text).not.toBe('workplace');
    expect(record.workersComp, text).not.toBe(true);
    expect(record.role, text).not.toBe('employee');
    expect(last.acknowledgement ?? '', text).toMatch(language === 'es' ? /^Gracias — / : /^Thanks — /);
  });

  it('takes the case type from what the visitor tells instead', async () => {
    const fall = await chat('en', workStory.en, [
      ['readBack', 'no, it wasnt at work, i slipped at the grocery store'],
    ]);
    expect(fall.record.caseType).toBe('slip_fall');
    const crash = await chat(
      'en',
      'A truck hit my van while I was at work on my delivery route in Ogden, Utah.',
      [['readBack', 'no it was not while working, I was driving home on a sunday']],
    );
    expect(crash.record.caseType).toBe('auto');
  });

  it.each([
    ['workersComp', 'no, I have not filed a claim yet', 'en'],
    ['workersComp', 'no, comp is not paying anything', 'en'],
    ['lostWages', 'I have not been back at work since', 'en'],
    ['readBack', 'yes that is right, I am not working right now', 'en'],
    ['lostWages', 'no estoy trabajando ahorita', 'es'],
    ['workersComp', 'no, todavía no he presentado el reclamo', 'es'],
  ] as const)(
    'leaves a work injury alone on a no about something else: %s ← %s',
    async (question, text, language) => {
      const { record } = await chat(language, workStory[language], [[question, text]]);
      expect(record.caseType, text).toBe('workplace');
    },
  );
});

describe('"it was not my car" (class 1)', () => {
  const crash = 'A pickup slammed into my car at a light in Boise last week and my shoulder is hurt.';

  it.each([
    ['no, it was not my car, I was a passenger in my coworkers car', 'en'],
    ['not my car, i was riding in the back of my moms car', 'en'],
  ] as const)('is no longer the driver: %s', async (text, language) => {
    const { record } = await chat(language, crash, [['readBack', text]]);
    expect(record.role, text).toBe('passenger');
  });

  it('owns no car damage said of a car that was not theirs', async () => {
    const { record } = await chat('en', crash, [
      ['propertyDamage', 'it wasnt my car, it belongs to my uncle'],
    ]);
    expect(record.propertyDamage?.amount ?? 0).toBe(0);
  });
});

describe('"it was not X" withdraws X (class 1)', () => {
  it.each([
    ['readBack', 'no, it wasnt the manager', 'the manager', 'en'],
    ['photos', 'actually the manager had nothing to do with it', 'the manager', 'en'],
    ['readBack', 'no the manager didnt cause it', 'the manager', 'en'],
    ['witnesses', 'sorry, it was not the manager', 'the manager', 'en'],
    ['readBack', 'no, not the landlord', 'the landlord', 'en'],
    ['readBack', 'no, no fue el gerente', 'el gerente', 'es'],
    ['photos', 'perdón, el gerente no tuvo la culpa', 'el gerente', 'es'],
  ] as const)('the party at fault: %s ← %s', async (question, text, party, language) => {
    const read = await readTurn(question, text, {
      context: { caseType: 'slip_fall', atFaultParty: party },
      language,
    });
    expect(read.record.atFaultParty, text).toBeUndefined();
    expect(read.record.governmentDefendant, text).toBeUndefined();
    expect(read.acknowledgement ?? '', text).toMatch(language === 'es' ? /^Gracias — no / : /^Thanks — not /);
  });

  it.each([
    ['readBack', "no, I don't work for Acme Roofing", 'en'],
    ['photos', 'actually Acme Roofing is not my employer', 'en'],
    ['readBack', 'no, i never worked at acme roofing', 'en'],
    ['readBack', 'no, no trabajo para Acme Roofing', 'es'],
  ] as const)('the employer: %s ← %s', async (question, text, language) => {
    const read = await readTurn(question, text, {
      context: { caseType: 'workplace', employer: 'Acme Roofing' },
      language,
    });
    expect(read.record.employer, text).toBeUndefined();
  });

  it('replaces rather than withdraws when a new value is said', async () => {
    const read = await readTurn('readBack', 'no, it was a customer, not the manager', {
      context: { caseType: 'slip_fall', atFaultParty: 'the manager' },
    });
    expect(read.record.atFaultParty).toMatch(/customer/);
  });

  it('keeps what a no about something else does not name', async () => {
    for (const [question, text] of [
      ['witnesses', 'no, the manager saw it though'],
      ['photos', 'no, I did not take pictures of the manager'],
      ['readBack', "yes, the manager's fault"],
      ['employer', "I don't work for Acme Roofing anymore, they let me go"],
    ] as const) {
      const read = await readTurn(question, text, {
        context: { caseType: 'slip_fall', atFaultParty: 'the manager', employer: 'Acme Roofing' },
      });
      expect(read.record.atFaultParty, text).toBe('the manager');
      expect(read.record.employer, text).toBe('Acme Roofing');
    }
  });
});
