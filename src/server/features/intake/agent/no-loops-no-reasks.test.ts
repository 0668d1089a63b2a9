import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import { type AgentState, initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent, questionsWorthAsking } from './guided-agent';

/**
 * Issue "no loops, no re-asks" (decisions 0229, 0230, 0231): a question that does not fit the
 * person is not asked, an answer is not asked for again in other words, and "I don't know" to
 * one insurance question is not met by the same question in three wordings. Every sentence here
 * was written for this test.
 */
const agent = createGuidedAgent();

/** The questions the agent would ask from this record, one after another, if no answer told anything. */
async function questionsFrom(record: CaseRecord, start: Partial<AgentState> = {}): Promise<QuestionKey[]> {
  let state: AgentState = { ...initialAgentState({ language: record.language ?? 'en' }), ...start };
  const keys: QuestionKey[] = [];
  for (let turn = 0; turn < 30; turn += 1) {
    const chosen = await agent.chooseNext({ record, state, outcome: 'answered', tokenBudget: 0 });
    if (!chosen.next) break;
    keys.push(chosen.next.key);
    state = { ...chosen.state, pending: null };
  }
  return keys;
}

const workQuestions: QuestionKey[] = ['employer', 'lostWages', 'workersComp'];

describe('a person with no job is asked about none (decision 0229)', () => {
  it.each([
    ["I'm a retired nurse and a van hit my car on November 3 in Tulsa, Oklahoma.", 'retired', 'en'],
    ['I retired in 2018. A van hit my car on November 3 in Tulsa, Oklahoma.', 'retired', 'en'],
    [
      "I'm on disability so I don't work. A neighbor's dog bit my arm on November 4 in Fresno, California.",
      'disabled',
      'en',
    ],
    [
      "I'm a college student and I slipped on a wet floor at a gym in Austin, Texas on November 2.",
      'student',
      'en',
    ],
    [
      'My daughter is 12 and a car hit her while she walked to school in Reno, Nevada on November 5.',
      'student',
      'en',
    ],
    ['Soy jubilada y un camión chocó mi carro en Houston, Texas el 8 de noviembre.', 'retired', 'es'],
    [
      'Recibo discapacidad y no trabajo. Un perro me mordió en Fresno, California el 4 de noviembre.',
      'disabled',
      'es',
    ],
  ] as const)('"%s" is %s, and no work question follows', async (text, status, language) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.lostWages?.notWorking).toBe(status);
    const asked = await questionsFrom(record);
    for (const key of workQuestions) expect(asked).not.toContain(key);
  });

  it.each([
    ['employer', 'retired, 30 years at the paper mill', 'retired', 'en'],
    ['employer', 'on disability', 'disabled', 'en'],
    ['lostWages', "I'm a full time student", 'student', 'en'],
    ['employer', 'jubilado', 'retired', 'es'],
    ['employer', 'ninguno, soy estudiante', 'student', 'es'],
  ] as const)(
    'a bare "%s" answer: "%s" is %s, answered, and not put again',
    async (question, text, status, language) => {
      const read = await readTurn(question, text, { language });
      expect(read.record.lostWages?.notWorking).toBe(status);
      expect(read.outcome).toBe('answered');
      const chosen = await agent.chooseNext({
        record: read.record,
        state: read.state,
        outcome: read.outcome,
        tokenBudget: 0,
      });
      for (const key of workQuestions) expect(chosen.next?.key).not.toBe(key);
    },
  );

  it('keeps "on disability, not working" for life before the injury, not a lasting harm', async () => {
    const { record } = await readTurn('lostWages', 'on disability, not working');
    expect(record.lostWages?.notWorking).toBe('disabled');
    expect(record.permanentInjury).toBeUndefined();
  });

  it.each([
    'a retired firefighter pulled me out of the car',
    "I've been on short-term disability from work since the crash",
    'I teach at the school and slipped in the hallway',
    'the kid who hit me was driving to school',
    "I'm disabled now because of the accident",
  ])('tells no state in "%s"', async (text) => {
    const { record } = await readTurn(null, text);
    expect(record.lostWages?.notWorking).toBeUndefined();
  });

  it('asks an adult who walks to school about work all the same', async () => {
    const { record } = await readTurn(
      null,
      "I'm 34 and I was walking to school to get my son when a car hit me in Reno, Nevada.",
    );
    expect(record.lostWages?.notWorking).toBeUndefined();
  });
});

describe('future care told as a plan is an answer (decision 0231)', () => {
  it.each([
    ['PT twice a week for another 2 months', 'en'],
    ['the doctor wants to see me again in March', 'en'],
    ['the surgeon wants to see me in six weeks', 'en'],
    ['more injections, they did not say a price', 'en'],
    ['terapia dos veces por semana por otros dos meses', 'es'],
  ] as const)('"%s": care to come, its cost unknown, not asked again', async (text, language) => {
    const read = await readTurn('futureMedical', text, { language });
    expect(read.record.unknowns).toContain('futureMedical');
    expect(read.record.futureMedical).toBeUndefined();
    expect(await questionsFrom(read.record, { asked: ['futureMedical'] })).not.toContain('futureMedical');
  });

  it.each([
    ['no more appointments', 'en'],
    ['nothing else planned', 'en'],
    ["no, they said I'm done", 'en'],
    ['ya no tengo más citas', 'es'],
  ] as const)('"%s": no more care planned', async (text, language) => {
    const { record } = await readTurn('futureMedical', text, { language });
    expect(record.futureMedical).toBe(0);
  });

  it.each([
    ['urgent care, done now', 'en'],
    ["the ER and my family doctor, I'm done now", 'en'],
    ['urgencias, y ya no voy', 'es'],
    ['the clinic, all finished', 'en'],
  ] as const)('"%s" to the care question says where care stands', async (text, language) => {
    const { record } = await readTurn('treatment', text, { language });
    expect(record.treatment?.status).toBe('released');
  });

  it.each([
    ['futureMedical', 'about 12,000 for another surgery'],
    ['futureMedical', 'no'],
    ['witnesses', 'I saw another doctor last week'],
    ['treatment', 'the ER, and I still go to PT'],
  ] as const)('[%s] "%s" is not read as a plan without a cost, nor care over', async (question, text) => {
    const { record } = await readTurn(question, text);
    expect(record.unknowns).not.toContain('futureMedical');
    expect(record.treatment?.status).not.toBe('released');
  });
});

describe('insurance asked twice at most, whatever the wording (decision 0230)', () => {
  const base = async () =>
    (
      await readTurn(
        null,
        'A van ran a red light and hit my car on November 10 in Tulsa, Oklahoma. My neck hurts.',
      )
    ).record;

  it('after "no idea" to the three-insurer question and to each of its parts, asks none a third time', async () => {
    const record: CaseRecord = {
      ...(await base()),
      unknowns: ['otherPartyInsurer', 'ownCoverage', 'healthInsurance'],
    };
    const asked: QuestionKey[] = ['otherPartyInsurer', 'ownCoverage', 'healthInsurance'];
    // What reading "no idea" to the three-insurer question notes (decision 0341).
    const notSureBeside: QuestionKey[] = ['policyLimit', 'ownCoverage', 'healthInsurance'];
    const extension = questionsWorthAsking(record, {
      ...initialAgentState(),
      asked,
      notSureBeside,
      isPlanDone: true,
    });
    expect(extension).not.toContain('ownCoverage');
    expect(extension).not.toContain('healthInsurance');
    // The other side's insurer was asked once, in the three-part question: one more try, on a card.
    expect(extension.filter((key) => key === 'otherPartyInsurer')).toHaveLength(1);
  });

  it('asks a part the combined question left open once more, in part one', async () => {
    const record: CaseRecord = { ...(await base()), unknowns: ['otherPartyInsurer'] };
    const next = await questionsFrom(record, { asked: ['otherPartyInsurer'] });
    expect(next.filter((key) => key === 'ownCoverage')).toHaveLength(1);
    expect(next.filter((key) => key === 'healthInsurance')).toHaveLength(1);
  });

  it.each([
    ['no idea', 'en'],
    ["honestly I don't know any of them", 'en'],
    ['no sé ninguna', 'es'],
    ['ni idea', 'es'],
  ] as const)(
    '"%s" to the three-insurer question covers its other parts too (decision 0341)',
    async (text, language) => {
      const read = await readTurn('otherPartyInsurer', text, { language });
      expect(read.outcome).toBe('unknown');
      expect(read.state.notSureBeside).toEqual(expect.arrayContaining(['ownCoverage', 'healthInsurance']));
    },
  );

  it.each([
    ['Geico, I think', 'en'],
    ['the other driver had Progressive', 'en'],
    ['el otro tenía State Farm', 'es'],
    ['Allstate creo', 'es'],
  ] as const)(
    '"%s" names one insurer: no other part counts as asked (decision 0341)',
    async (text, language) => {
      const read = await readTurn('otherPartyInsurer', text, { language });
      expect(read.state.notSureBeside).toEqual([]);
    },
  );

  it.each(['no idea', "I don't know", 'not sure', 'ni idea'])(
    '"%s" settles the asked insurer as unknown',
    async (text) => {
      const language = text === 'ni idea' ? 'es' : 'en';
      const read = await readTurn('otherPartyInsurer', text, { language });
      expect(read.record.unknowns).toContain('otherPartyInsurer');
      expect(read.outcome).toBe('unknown');
    },
  );
});
