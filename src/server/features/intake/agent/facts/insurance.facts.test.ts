import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord, type Language } from '../../../../../contracts/case-record';
import { checkMessage } from '../../guardrails';
import { initialAgentState, type QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';
import { createGuidedAgent } from '../guided-agent';

/**
 * Insurers read through the lexicon (issue 22, decision 0094): the sentences are written for
 * these tests, lower case and mistyped as people type on a phone, in English, Spanish and
 * both at once.
 */
const agent = createGuidedAgent();
const referenceDate = new Date('2026-11-21T15:00:00Z');

function autoCase(language: Language = 'en'): CaseRecord {
  return { ...emptyCaseRecord(), caseType: 'auto', language };
}

async function answer(pending: QuestionKey, text: string, record: CaseRecord = autoCase()) {
  const read = await agent.readAnswer({
    record,
    state: { ...initialAgentState(), pending },
    text: checkMessage(text, record.language ?? 'en').readable,
    referenceDate,
    tokenBudget: 0,
  });
  return read.record;
}

async function describeCase(text: string, language: Language = 'en') {
  const result = await agent.readDescription({
    record: { ...emptyCaseRecord(), language },
    state: initialAgentState(),
    text: checkMessage(text, language).readable,
    referenceDate,
    tokenBudget: 0,
  });
  return result.record;
}

const spanish = autoCase('es');

describe("the other side's insurer, named as people type it", () => {
  it.each([
    ['he had geico', 'GEICO'],
    ['Geico', 'GEICO'],
    ['statefarm', 'State Farm'],
    ['state farms i think', 'State Farm'],
    ['the lady that rear ended me has libery mutual', 'Liberty Mutual'],
    ['allstate?', 'Allstate'],
    ['all state', 'Allstate'],
    ['it was nationwide, the cop wrote it on the exchange form', 'Nationwide'],
    ['travelers', 'Travelers'],
    ['erie i believe', 'Erie Insurance'],
    ['the truck company is insured by the hartford', 'The Hartford'],
    ['his insurance is progresive', 'Progressive'],
    ['she said root', 'Root Insurance'],
    ['USAA', 'USAA'],
    ['the general', 'The General'],
    ['their insurance company is sedgwick or something like that', 'Sedgwick'],
  ])('"%s" is %s', async (text, expected) => {
    expect((await answer('otherPartyInsurer', text)).otherPartyInsurer).toBe(expected);
  });

  it.each([
    ['la aseguranza del otro es geico', 'GEICO'],
    ['el tiene state farm', 'State Farm'],
    ['la del otro conductor es allstate', 'Allstate'],
    ['su seguro es progressive', 'Progressive'],
    ['creo que farmers', 'Farmers'],
  ])('in Spanish, "%s" is %s', async (text, expected) => {
    expect((await answer('otherPartyInsurer', text, spanish)).otherPartyInsurer).toBe(expected);
  });
});

describe('one answer, two insurers: theirs and mine', () => {
  it.each([
    ['he has geico and i have progressive', 'GEICO', 'Progressive'],
    ['the other driver is with allstate and mine is usaa', 'Allstate', 'USAA'],
    ["the guy's insurance is state farm, mine is erie", 'State Farm', 'Erie Insurance'],
    ['they had farmers insurance and im with amica for my car', 'Farmers', 'Amica'],
  ])('"%s" keeps %s for them and %s for me', async (text, theirs, mine) => {
    const record = await answer('otherPartyInsurer', text);
    expect(record.otherPartyInsurer).toBe(theirs);
    expect(record.ownCoverage?.startsWith(mine)).toBe(true);
  });

  it.each([
    ['el tiene state farm y yo tengo progressive', 'State Farm', 'Progressive'],
    ['la aseguranza del otro es geico y la mia es allstate', 'GEICO', 'Allstate'],
  ])('in Spanish, "%s" keeps %s for them and %s for me', async (text, theirs, mine) => {
    const record = await answer('otherPartyInsurer', text, spanish);
    expect(record.otherPartyInsurer).toBe(theirs);
    expect(record.ownCoverage?.startsWith(mine)).toBe(true);
  });

  it('keeps a health plan apart from the other driver in the same answer', async () => {
    const record = await answer(
      'otherPartyInsurer',
      'the bus company has travelers and i have cigna through work',
    );
    expect(record).toMatchObject({ otherPartyInsurer: 'Travelers', healthInsurance: 'Cigna' });
  });
});

describe('the visitor’s own car insurer', () => {
  it.each([
    ['mine is progressive', 'Progressive'],
    ['root', 'Root Insurance'],
    ["i'm with amica", 'Amica'],
    ['progresive full coverage', 'Progressive, full coverage'],
    ['safe co', 'Safeco'],
    ['american family, i think no uninsured', 'American Family'],
  ])('"%s" is %s', async (text, expected) => {
    expect((await answer('ownCoverage', text)).ownCoverage?.startsWith(expected)).toBe(true);
  });

  it('reads "tengo geico" as her own insurer', async () => {
    expect((await answer('ownCoverage', 'tengo geico', spanish)).ownCoverage).toBe('GEICO');
  });
});

describe('health insurance, by the plan’s name alone', () => {
  it.each([
    ['blue cros', 'Blue Cross'],
    ['bcbs', 'Blue Cross Blue Shield'],
    ['kaiser permanete', 'Kaiser Permanente'],
    ['unitedhealthcare thru my job', 'UnitedHealthcare'],
    ['united heathcare', 'UnitedHealthcare'],
    ['medicaid', 'Medicaid'],
    ['medi-cal', 'Medi-Cal'],
    ['tricare, my husband is in the army', 'TRICARE'],
    ['bluecross blueshield of south carolina thru work', 'Blue Cross Blue Shield of South Carolina'],
  ])('"%s" is %s', async (text, expected) => {
    expect((await answer('healthInsurance', text)).healthInsurance).toBe(expected);
  });

  it.each([
    ['aetna', 'Aetna'],
    ['i only have humana', 'Humana'],
    ['ambetter from the marketplace', 'Ambetter'],
  ])(
    '"%s" answered to the insurers question is health insurance %s, not the other driver’s',
    async (text, expected) => {
      const record = await answer('otherPartyInsurer', text);
      expect(record.healthInsurance).toBe(expected);
      expect(record.otherPartyInsurer).toBeUndefined();
    },
  );

  it.each([
    ['tengo medi-cal', 'Medi-Cal'],
    ['mi seguro medico es blue cross', 'Blue Cross'],
    ['tengo seguro de salud con humana', 'Humana'],
  ])('in Spanish, "%s" is %s', async (text, expected) => {
    expect((await answer('healthInsurance', text, spanish)).healthInsurance).toBe(expected);
  });
});

describe('words that look like insurers but are not', () => {
  it.each([
    'i had a root canal that same week',
    'we were heading home along lake erie',
    'my aunt works at general hospital',
    'the headaches are progressive, worse every week',
    'he told me his pain was progressive',
    'they issued a nationwide recall on the heater',
  ])('"%s" names no insurer', async (text) => {
    const record = await describeCase(`a car hit me last week. ${text}`);
    expect(record.otherPartyInsurer).toBeUndefined();
    expect(record.ownCoverage).toBeUndefined();
    expect(record.healthInsurance).toBeUndefined();
  });

  it('does not read "Sierra Vista Medical Center" as Medi-Cal', async () => {
    const record = await describeCase('the ER doctor at Sierra Vista Medical Center missed the fracture');
    expect(record.healthInsurance).toBeUndefined();
  });
});

describe('an insurer the lexicon does not list', () => {
  it.each([
    ['Penn National', 'Penn National'],
    ['penn national insurance', 'penn national insurance'],
    ['its a county bus so the county', 'a county bus'],
  ])('"%s" is kept as a company name', async (text, expected) => {
    expect((await answer('otherPartyInsurer', text)).otherPartyInsurer).toBe(expected);
  });

  it.each([
    'the store has some kind of insurance',
    'walked away without a scratch',
    'he said he would just pay for it himself',
    'full coverage',
  ])('"%s" is not stored as an insurer', async (text) => {
    expect((await answer('otherPartyInsurer', text)).otherPartyInsurer).toBeUndefined();
  });
});

describe('a policy the visitor does not have is a fact, not a question to ask again', () => {
  it.each([
    ['healthInsurance', 'nope, none', 'en'],
    ['healthInsurance', 'no, my job never offered it', 'en'],
    ['healthInsurance', "i don't have any right now", 'en'],
    ['healthInsurance', 'uninsured, I pay out of pocket… no insurance at all', 'en'],
    ['healthInsurance', 'no tengo ninguno', 'es'],
    ['healthInsurance', 'ahorita no tengo health insurance', 'es'],
    ['ownCoverage', 'no, I dont own a car', 'en'],
    ['ownCoverage', 'I never had car insurance, I take the bus', 'en'],
    ['ownCoverage', 'no tengo seguro de carro', 'es'],
  ] as const)('%s: "%s" is None', async (pending, text, language) => {
    const record = await answer(pending, text, autoCase(language));
    expect(record[pending]).toBe('None');
  });

  it.each([
    ['healthInsurance', 'no wait, I do have medicaid, the state one', 'healthInsurance', 'Medicaid'],
    ['ownCoverage', 'I have progressive but no uninsured motorist', 'ownCoverage', 'Progressive'],
    ['ownCoverage', 'nope no car insurance, my health plan is cigna', 'healthInsurance', 'Cigna'],
  ] as const)('%s: "%s" names the policy it has', async (pending, text, key, insurer) => {
    const record = await answer(pending, text);
    expect(record[key]).toBe(insurer);
  });

  it('keeps "no car insurance" off the health insurance, and the other way round', async () => {
    const noCar = await answer('ownCoverage', 'nope no car insurance, my health plan is cigna');
    expect(noCar.ownCoverage).toBe('None');
    const noHealth = await answer('healthInsurance', 'no health coverage, but my car is with allstate');
    expect(noHealth.healthInsurance).toBe('None');
    expect(noHealth.ownCoverage).not.toBe('None');
  });

  it('reads "no health insurance" told out of turn, but not a bare "no insurance" as health', async () => {
    const told = await answer('treatment', 'the ER only, I do not have health insurance so I stopped');
    expect(told.healthInsurance).toBe('None');
    const bare = await answer('treatment', 'urgent care once, but I have no insurance so that was it');
    expect(bare.healthInsurance).toBeUndefined();
    expect(bare.ownCoverage).toBeUndefined();
  });
});

describe('the other side with no insurance', () => {
  it.each([
    ['otherPartyInsurer', 'she did not have any insurance on that car', 'en'],
    ['otherPartyInsurer', 'the other driver was uninsured, my own is with state farm', 'en'],
    ['otherPartyInsurer', 'turns out the guy had no coverage at all', 'en'],
    ['otherPartyInsurer', 'the landlord has no insurance on the building he says', 'en'],
    ['otherPartyInsurer', 'la señora no tenía aseguranza', 'es'],
    ['otherPartyInsurer', 'el chofer no tiene seguro, eso dijo la policía', 'es'],
    [null, 'an uninsured driver ran the light and hit my truck in Tulsa', 'en'],
    [null, 'me chocó un conductor sin seguro en la 10', 'es'],
  ] as const)('%s: "%s" is None', async (pending, text, language) => {
    const record = pending
      ? await answer(pending, text, autoCase(language))
      : await describeCase(text, language);
    expect(record.otherPartyInsurer).toBe('None');
  });

  it.each([
    ['no', 'en'],
    ['no idea, he drove off before I could ask', 'en'],
    ['they never told me who their insurance is', 'en'],
    ["he says he doesn't know who insures him", 'en'],
    ['I have no insurance but he has geico', 'en'],
    ['no sé, no me quiso dar su seguro', 'es'],
  ] as const)('"%s" is not None', async (text, language) => {
    const record = await answer('otherPartyInsurer', text, autoCase(language));
    expect(record.otherPartyInsurer).not.toBe('None');
  });
});

describe('"no tengo seguro" is the visitor\'s own lack, not the other side\'s', () => {
  it.each([
    'no tengo seguro médico, por eso el doctor me cobró todo',
    'no tenemos aseguranza, el hospital nos mandó la cuenta',
    'yo no tengo seguro, el accidente fue culpa de él',
  ])('"%s"', async (text) => {
    const record = await answer('healthInsurance', text, autoCase('es'));
    expect(record.otherPartyInsurer).toBeUndefined();
    expect(record.healthInsurance).toBe('None');
  });
});

// Decision 0217: an employer paying the visitor pays wages, not bills: no health plan named.
describe('a job that pays the visitor is no health plan', () => {
  it.each([
    ['lostWages', 'my job pays me half while I am out', 'en'],
    ['lostWages', 'work is still paying me 2/3 of my check', 'en'],
    ['treatment', 'the company paid for the first visit and my job pays me sick days', 'en'],
    ['lostWages', 'mi trabajo me paga la mitad', 'es'],
  ] as const)('%s: "%s"', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'workplace' }, language });
    expect(record.healthInsurance).toBeUndefined();
  });

  it('still names a plan that pays', async () => {
    const { record } = await readTurn('medicalBills', 'Humana paid most of it', {
      context: { caseType: 'auto' },
    });
    expect(record.healthInsurance).toBe('Humana');
  });
});
