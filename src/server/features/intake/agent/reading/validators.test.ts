import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord } from '../../../../../contracts/case-record';

import { checkAge, checkDateValue, checkFactValue, checkPartyPhrase, type ValueFault } from './validators';

/**
 * What each value type accepts and refuses (decision 0095). Every phrase here was written
 * for this test, not taken from a persona or a visitor.
 */

const today = new Date('2026-11-21T15:00:00Z');
const record = (fields: Partial<CaseRecord> = {}): CaseRecord => ({ ...emptyCaseRecord(), ...fields });

describe('a party is a name or a short noun phrase', () => {
  const englishParties = [
    'the truck driver',
    'Costco',
    'Dr. Alvarez at St. Luke',
    'my property manager',
    'a plumbing contractor',
    'the school bus',
    'Geico',
    'Liberty Mutual',
    'the apartment complex',
    'my supervisor',
    'Harbor Freight',
    'a pressure cooker',
    'the nurse on the night shift',
    'Aetna',
    'the city of Tulsa',
    'my brother-in-law',
    'Kroger on 5th street',
    'the guy in the white van',
    'a delivery company',
    'the hotel',
    'Pfizer',
    'husband',
  ];
  it.each(englishParties)('keeps "%s" in English', (phrase) => {
    expect(checkPartyPhrase(phrase, 'en')).toEqual({ isValid: true, value: phrase });
  });

  const spanishParties = [
    'el dueño del edificio',
    'la compañía de mudanzas',
    'mi jefe',
    'el conductor del camión',
    'Farmacia Guadalajara',
    'la clínica del centro',
    'el vecino de enfrente',
    'una licuadora',
    'mi esposa',
    'el hospital general',
  ];
  it.each(spanishParties)('keeps "%s" in Spanish', (phrase) => {
    expect(checkPartyPhrase(phrase, 'es')).toEqual({ isValid: true, value: phrase });
  });

  it('keeps a noun phrase with a clause that says which one', () => {
    for (const phrase of [
      'the driver who cut across two lanes',
      'the tenant that left the gate open',
      'the lady whose cat scratched me',
    ])
      expect(checkPartyPhrase(phrase, 'en')).toEqual({ isValid: true, value: phrase });
    for (const phrase of ['la señora que tiene el perro negro', 'el señor cuyo carro estaba mal parqueado'])
      expect(checkPartyPhrase(phrase, 'es')).toEqual({ isValid: true, value: phrase });
  });

  it('keeps the doer of a clause whose doer is a party', () => {
    expect(checkPartyPhrase('the delivery van backed into my car', 'en')).toEqual({
      isValid: true,
      value: 'the delivery van',
    });
    expect(checkPartyPhrase('my manager never put up a sign', 'en')).toEqual({
      isValid: true,
      value: 'my manager',
    });
    expect(checkPartyPhrase('Home Goods left a box in the aisle', 'en')).toEqual({
      isValid: true,
      value: 'Home Goods',
    });
    expect(checkPartyPhrase('el camión me pegó en la salida', 'es')).toEqual({
      isValid: true,
      value: 'el camión',
    });
  });

  it('reads the word after a determiner as part of the phrase, never as its verb', () => {
    // The tagger calls "distracted" a past tense and "sister's" a copula; after "a" or "my"
    // they describe or own the noun that follows (a lone "a" or "my" is no party).
    for (const phrase of [
      'a distracted driver',
      'the exhausted trucker',
      'my sister’s cab driver',
      'our landlord’s handyman',
      'an unlicensed contractor',
    ])
      expect(checkPartyPhrase(phrase, 'en')).toEqual({ isValid: true, value: phrase });
    expect(checkPartyPhrase('a tired driver drifted into my lane', 'en')).toEqual({
      isValid: true,
      value: 'a tired driver',
    });
  });

  it('takes off the words before a name that carry nothing', () => {
    expect(checkPartyPhrase('yeah Safeway', 'en')).toEqual({ isValid: true, value: 'Safeway' });
    expect(checkPartyPhrase('ok, the landlord', 'en')).toEqual({ isValid: true, value: 'the landlord' });
    expect(checkPartyPhrase('btw, Rosa’s Bakery', 'en')).toEqual({ isValid: true, value: 'Rosa’s Bakery' });
    expect(checkPartyPhrase('bueno, la constructora', 'es')).toEqual({
      isValid: true,
      value: 'la constructora',
    });
  });

  it('reads a company named by a word that is also a verb as a name', () => {
    for (const name of ['Target', 'Chase', 'State Farm', 'Progressive', 'Shell'])
      expect(checkPartyPhrase(name, 'en').isValid).toBe(true);
  });

  const englishRefused: [string, ValueFault][] = [
    ['the ladder and then it slipped and I fell on my back', 'clause'],
    ['he swerved and hit the mailbox', 'clause'],
    ['we were waiting at the crosswalk', 'clause'],
    ['slipped on some grease by the fryer', 'clause'],
    ['I work nights at the bakery', 'clause'],
    ['and that other man', 'fragment'],
    ['Oh', 'filler'],
    ['wow', 'filler'],
    ['ugh', 'filler'],
    ['geez', 'filler'],
    ['oh my god', 'filler'],
    ['but the manager', 'fragment'],
    ['so anyway', 'fragment'],
    ['it', 'pronoun'],
    ['She', 'pronoun'],
    ['them', 'pronoun'],
    ['that guy', 'pronoun'],
    ['him or her', 'pronoun'],
    ['okay', 'filler'],
    ['one sec', 'filler'],
    ['sorry I am back now', 'clause'],
    ['im back', 'filler'],
    ['as i said before', 'filler'],
    ['I already told you that', 'filler'],
    ['scroll up, it is there', 'filler'],
    ['For the record', 'filler'],
    ['by the way', 'filler'],
    ['btw', 'filler'],
    ['who is going to pay my bills?', 'question'],
    ['what do you mean', 'question'],
    ['the hospital?', 'question'],
    ['do you need the address', 'question'],
    ['no', 'negation'],
    ['nope nobody', 'negation'],
    ['none', 'negation'],
    ['not really', 'negation'],
    ["I don't know", 'unknown'],
    ['no idea honestly', 'unknown'],
    ['not sure who owns it', 'unknown'],
    ['idk', 'unknown'],
    ['the big grey building on the corner of the street near the old train station by the river', 'tooLong'],
  ];
  it.each(englishRefused)('refuses "%s" in English (%s)', (phrase, fault) => {
    expect(checkPartyPhrase(phrase, 'en')).toEqual({ isValid: false, fault });
  });

  const spanishRefused: [string, ValueFault][] = [
    ['me caí en la entrada de la tienda', 'clause'],
    ['se rompió la silla', 'clause'],
    ['fue en la noche', 'clause'],
    ['y el otro muchacho', 'fragment'],
    ['Ay', 'filler'],
    ['uy', 'filler'],
    ['ay dios', 'filler'],
    ['dios mio', 'filler'],
    ['pero la dueña', 'fragment'],
    ['él', 'pronoun'],
    ['ellos', 'pronoun'],
    ['eso', 'pronoun'],
    ['ese señor', 'pronoun'],
    ['ya le dije antes', 'filler'],
    ['como le dije', 'filler'],
    ['espere un momento', 'filler'],
    ['ya regresé', 'filler'],
    ['por cierto', 'filler'],
    ['a propósito', 'filler'],
    ['¿y eso para qué?', 'question'],
    ['quién va a pagar', 'question'],
    ['nadie', 'negation'],
    ['no, nada', 'negation'],
    ['no sé', 'unknown'],
    ['ni idea', 'unknown'],
  ];
  it.each(spanishRefused)('refuses "%s" in Spanish (%s)', (phrase, fault) => {
    expect(checkPartyPhrase(phrase, 'es')).toEqual({ isValid: false, fault });
  });
});

describe('a state of a person is no party', () => {
  it.each([
    ['retired', 'en'],
    ['Retired.', 'en'],
    ['unemployed', 'en'],
    ['a student', 'en'],
    ['on disability', 'en'],
    ['jubilado', 'es'],
    ['estudiante', 'es'],
    ['desempleada', 'es'],
  ] as const)('refuses "%s"', (phrase, language) => {
    const checked = checkPartyPhrase(phrase, language);
    expect(checked.isValid).toBe(false);
    expect(!checked.isValid && checked.fault).toBe('personState');
  });

  it('keeps a party whose name holds such a word', () => {
    expect(checkPartyPhrase('Retired Teachers Association', 'en').isValid).toBe(true);
    expect(checkPartyPhrase('the student housing office', 'en').isValid).toBe(true);
  });
});

describe('an amount of money is no party (decision 0217)', () => {
  const partyCheck = (phrase: string, language: 'en' | 'es') =>
    checkFactValue('atFaultParty', phrase, {
      language,
      today: new Date('2026-11-26T12:00:00Z'),
      record: emptyCaseRecord(),
    });

  it.each([
    ['about $900 so far', 'en'],
    ['like 3k i think', 'en'],
    ['2,400 from the ER, not sure yet', 'en'],
    ['maybe 600 dollars', 'en'],
    ['unos 500 dolares', 'es'],
    ['3,500 de la ambulancia creo', 'es'],
    ['como $2,000 todavía', 'es'],
  ] as const)('refuses "%s"', (phrase, language) => {
    expect(partyCheck(phrase, language)).toEqual({ isValid: false, fault: 'amount' });
  });

  it.each([
    ['Route 66 Diner', 'en'],
    ['24 Hour Fitness', 'en'],
    ['Dollar General', 'en'],
    ['Family Dollar', 'en'],
    ['3M', 'en'],
    ['the 7-Eleven on Main', 'en'],
    ['la tienda del 99', 'es'],
  ] as const)('keeps a name that holds a number or a money word: "%s"', (phrase, language) => {
    expect(partyCheck(phrase, language).isValid).toBe(true);
  });

  it('keeps a policy told with its limits', () => {
    const checked = checkFactValue('ownCoverage', 'Geico with $50,000 limits', {
      language: 'en',
      today: new Date('2026-11-26T12:00:00Z'),
      record: emptyCaseRecord(),
    });
    expect(checked.isValid).toBe(true);
  });
});

describe('a date', () => {
  const context = { language: 'en' as const, today, record: record() };

  it('keeps a day on or before the conversation', () => {
    for (const day of ['2026-11-21', '2026-11-20', '2024-02-29'])
      expect(checkDateValue({ from: day, to: day, precision: 'day' }, context).isValid).toBe(true);
  });

  it('keeps a month or a year that is still going on', () => {
    expect(
      checkDateValue({ from: '2026-11-01', to: '2026-11-30', precision: 'month' }, context).isValid,
    ).toBe(true);
    expect(checkDateValue({ from: '2026-01-01', to: '2026-12-31', precision: 'year' }, context).isValid).toBe(
      true,
    );
  });

  it('refuses a date after the conversation', () => {
    for (const day of ['2026-11-22', '2027-03-01'])
      expect(checkDateValue({ from: day, to: day, precision: 'day' }, context)).toEqual({
        isValid: false,
        fault: 'future',
      });
  });

  it('refuses a date before the person was born, when their age is known', () => {
    const aged = { ...context, record: record({ age: 30 }) };
    expect(checkDateValue({ from: '1990-05-01', to: '1990-05-01', precision: 'day' }, aged)).toEqual({
      isValid: false,
      fault: 'beforeBirth',
    });
    expect(checkDateValue({ from: '1996-06-01', to: '1996-06-01', precision: 'day' }, aged).isValid).toBe(
      true,
    );
    expect(checkDateValue({ from: '1990-05-01', to: '1990-05-01', precision: 'day' }, context).isValid).toBe(
      true,
    );
  });
});

describe('an age', () => {
  it('is a whole number of years from 0 to 120', () => {
    for (const age of [0, 7, 67, 120]) expect(checkAge(age).isValid).toBe(true);
    for (const age of [-1, 121, 34.5]) expect(checkAge(age)).toEqual({ isValid: false, fault: 'outOfRange' });
  });
});

describe('the check is chosen by the fact', () => {
  const context = { language: 'en' as const, today, record: record() };

  it('checks party facts as parties and leaves other text facts to their schema', () => {
    expect(checkFactValue('manufacturer', 'It', context).isValid).toBe(false);
    expect(checkFactValue('employer', 'and this other guy', context).isValid).toBe(false);
    expect(checkFactValue('ownFaultNotes', 'they say I was on my phone', context).isValid).toBe(true);
    expect(
      checkFactValue('incidentDate', { from: '2030-01-01', to: '2030-01-01', precision: 'day' }, context),
    ).toEqual({ isValid: false, fault: 'future' });
  });
});

// Round n (stop 40): "wait actually its not amazon" stored "actually" as the employer.
describe('words that only mend what was said are no party', () => {
  it.each([
    ['actually', 'en'],
    ['I mean', 'en'],
    ['sorry i meant', 'en'],
    ['scratch that', 'en'],
    ['en realidad', 'es'],
    ['quise decir', 'es'],
  ] as const)('"%s"', (text, language) => {
    expect(checkPartyPhrase(text, language)).toMatchObject({ isValid: false, fault: 'filler' });
  });
});

describe('a party that is a clause cut short, a condition or a denial (decision 0199)', () => {
  it.each([
    ['I havent', 'en'],
    ['we never', 'en'],
    ['41 if that helps', 'en'],
    ['the clinic unless you mean the lab', 'en'],
    ['no brand on it', 'en'],
    ['no sale la marca', 'es'],
    ['yo no', 'es'],
    ['checking the receipt', 'en'],
    ['déjame ver la caja', 'es'],
  ] as const)('refuses "%s" (%s)', (text, language) => {
    expect(checkPartyPhrase(text, language).isValid).toBe(false);
  });

  it.each([
    ['Nobody Beats the Wiz', 'en', false],
    ['the landlord', 'en', true],
    ['Iffy Motors', 'en', true],
    ['Norton Healthcare', 'en', true],
    ['la clínica del pueblo', 'es', true],
    ['I have Nationwide', 'en', true],
    ['we only have basic liability', 'en', true],
    ['yo tengo Mapfre', 'es', true],
  ] as const)('judges "%s" (%s) valid: %s', (text, language, isValid) => {
    expect(checkPartyPhrase(text, language).isValid).toBe(isValid);
  });
});

describe('a unit of a building is a place, not a party (decision 0244)', () => {
  it.each([
    ['7C', 'en'],
    ['unit 14', 'en'],
    ['apt. 2F', 'en'],
    ["5A's", 'en'],
    ['apartment 210', 'en'],
    ['el depto 9', 'es'],
    ['unidad 3B', 'es'],
  ] as const)('refuses "%s"', (phrase, language) => {
    expect(checkPartyPhrase(phrase, language)).toMatchObject({ isValid: false });
  });

  it.each([
    ['Marcus in 7C', 'en', 'Marcus'],
    ['the lady from apt 2F', 'en', 'the lady'],
    ['the couple upstairs in unit 14', 'en', 'the couple'],
    ['el señor del depto 9', 'es', 'el señor'],
  ] as const)('keeps the party beside the unit in "%s"', (phrase, language, party) => {
    expect(checkPartyPhrase(phrase, language)).toEqual({ isValid: true, value: party });
  });

  it.each([['3M'], ['Motel 6'], ['Route 66 Diner'], ['the guy at 7-Eleven']])(
    'keeps the name "%s"',
    (phrase) => {
      expect(checkPartyPhrase(phrase, 'en').isValid).toBe(true);
    },
  );
});
