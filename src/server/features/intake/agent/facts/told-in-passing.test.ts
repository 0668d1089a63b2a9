import { describe, expect, it } from 'vitest';

import { readingToday, readTurn } from '../../testing/read-turn';
import { initialAgentState } from '../agent';
import { createGuidedAgent } from '../guided-agent';

/**
 * Issue 23, decision 0408: facts told in passing, in the answer to another question, land on
 * their own fact, so they are not asked for again; and care we held, told again to its own
 * question, answers it. Every sentence was written for this test.
 */
describe("an insurer told after the other party's name set off by commas", () => {
  it.each([
    [
      'ownFaultPercent',
      'No, I was stopped. The other driver, Trent Lasky, is insured with Progressive.',
      'Progressive',
    ],
    ['priorAttorney', 'no. the other driver, Carl Boone, had insurance with Geico', 'GEICO'],
    ['treatment', 'Urgent care. The other driver, Mona Pruitt, was insured with Allstate.', 'Allstate'],
    ['witnesses', 'no one. that driver, Gus Hale, is covered by State Farm', 'State Farm'],
  ] as const)('%s: "%s" is the other side\'s insurer', async (question, text, insurer) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' } });
    expect(record.otherPartyInsurer).toBe(insurer);
  });

  it.each([
    ['ownFaultPercent', 'No, I was stopped. The other driver, Trent Lasky, was rude to me.'],
    ['ownFaultPercent', 'No. My car, a 2015 Civic, is insured with Progressive.'],
  ] as const)('%s: "%s" gives the other side no insurer', async (question, text) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' } });
    expect(record.otherPartyInsurer).toBeUndefined();
  });
});

describe('someone who saw the other party do it to the visitor is a witness', () => {
  it.each([
    ['treatment', 'Stitches at the ER. The mail carrier saw the dog run at me.', 'dog_bite'],
    ['ownFaultPercent', 'no, a cyclist saw the van slam into my car', 'auto'],
    ['treatment', 'urgent care. the cashier watched the cart push into me', 'slip_fall'],
    ['priorAttorney', 'no. my neighbor saw the truck back into us', 'auto'],
  ] as const)('%s: "%s" tells a witness', async (question, text, caseType) => {
    const { record } = await readTurn(question, text, { context: { caseType } });
    expect(record.witnesses).toBe(true);
  });

  it.each([
    ['treatment', 'Stitches at the ER. I saw the dog run at me.', 'dog_bite'],
    ['ownFaultPercent', 'no, the driver never saw the truck back into us', 'auto'],
  ] as const)('%s: "%s" tells none', async (question, text, caseType) => {
    const { record } = await readTurn(question, text, { context: { caseType } });
    expect(record.witnesses).toBeUndefined();
  });
});

describe('a relative who kept the evidence is not the one hurt', () => {
  it.each([
    ['treatment', 'Stitches at the ER. My wife took photos of the wounds.', 'en'],
    ['treatment', 'the ER. my son took pictures of the car', 'en'],
    ['injuries', 'a sprained wrist, my husband called the police right away', 'en'],
    ['treatment', 'urgencias. mi hija tomó fotos de la herida', 'es'],
  ] as const)('%s: "%s" names no injured relative', async (question, text, language) => {
    const { record, acknowledgement } = await readTurn(question, text, {
      context: { caseType: 'dog_bite' },
      language,
    });
    expect(record.callerRelationship).toBeUndefined();
    expect(acknowledgement ?? '').not.toMatch(/for them|por (él|ella)/);
  });

  it.each([
    ['treatment', 'My son got stitches at the ER.'],
    ['treatment', 'my husband needed surgery on his hand'],
  ] as const)('%s: "%s" still names the one hurt', async (question, text) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'dog_bite' } });
    expect(record.callerRelationship).toBeDefined();
  });
});

describe('care we held, told again to its own question, answers it', () => {
  const agent = createGuidedAgent();
  async function answerCare(description: string, text: string) {
    const first = await readTurn(null, description);
    const state = initialAgentState({ language: 'en', pending: 'treatment', asked: ['treatment'] });
    return agent.readAnswer({
      record: first.record,
      state,
      text,
      referenceDate: readingToday,
      tokenBudget: 0,
    });
  }
  const erStory =
    'A delivery van hit my car on November 5 in Nashville, Tennessee. I went to the ER at Saint Thomas and broke my wrist.';
  const urgentStory =
    'A forklift pinned my foot at a warehouse store in Dayton, Ohio on November 6. I went to urgent care that day.';

  it.each([
    [erStory, 'A cast at the ER.'],
    [erStory, 'just the emergency room, like I said'],
    [erStory, 'the ER, and my Blue Cross plan paid most of the bill'],
    [urgentStory, 'only urgent care'],
  ] as const)('"%s" then "%s": answered, not put again', async (description, text) => {
    const read = await answerCare(description, text);
    expect(read.outcome).toBe('answered');
  });

  it.each([
    [erStory, 'the van was white'],
    [urgentStory, 'my boss was there'],
  ] as const)('"%s" then "%s": no care told, still unclear', async (description, text) => {
    const read = await answerCare(description, text);
    expect(read.outcome).toBe('unclear');
  });
});

describe('an employer named by the people of the visitor’s work', () => {
  it.each([
    ['treatment', 'The company nurse at Pinecrest Foods sent me to an urgent care.', 'Pinecrest Foods', 'en'],
    ['ownFaultPercent', 'no, my supervisor at Delgado Roofing saw the ladder slip', 'Delgado Roofing', 'en'],
    ['treatment', 'my boss at Harbor Freightways drove me to the clinic', 'Harbor Freightways', 'en'],
    ['treatment', 'mi jefe en Empacadora Linares me llevó a la clínica', 'Empacadora Linares', 'es'],
  ] as const)('%s: "%s" names %s', async (question, text, employer, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'workplace' }, language });
    expect(record.employer).toBe(employer);
  });

  it.each([
    ['treatment', 'my boss at the time drove me to the clinic', 'en'],
    ['treatment', 'the nurse at Mercy Hospital put a brace on it', 'en'],
  ] as const)('%s: "%s" names no employer', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'workplace' }, language });
    expect(record.employer).toBeUndefined();
  });
});
