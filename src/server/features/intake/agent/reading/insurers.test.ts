import { describe, expect, it } from 'vitest';

import insurersFile from '../lexicons/insurers.json' with { type: 'json' };

import { compileInsurerLexicon, findInsurers, nameForm, typoDistance } from './insurers';

const names = (text: string, isInsuranceAnswer = false) =>
  findInsurers(text, { isInsuranceAnswer }).map((mention) => mention.insurer.name);

describe('the insurer lexicon', () => {
  it('says where each list comes from and when it was checked', () => {
    const lexicon = compileInsurerLexicon();
    expect(lexicon.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const list of insurersFile.lists) expect(list.source.length).toBeGreaterThan(10);
  });

  it('lists the largest insurers of every line', () => {
    const listed = insurersFile.lists.flatMap((list) => list.insurers.map((insurer) => insurer.name));
    for (const name of [
      'State Farm',
      'GEICO',
      'UnitedHealthcare',
      'Kaiser Permanente',
      'Medicaid',
      'Zurich',
      'Texas Mutual',
    ])
      expect(listed).toContain(name);
  });

  it('never gives one spelling to two different insurers', () => {
    const owner = new Map<string, string>();
    for (const list of insurersFile.lists)
      for (const insurer of list.insurers)
        for (const spelling of [insurer.name, ...insurer.variants].map((text) =>
          nameForm(text).replace(/ /g, ''),
        )) {
          expect([undefined, insurer.name], spelling).toContain(owner.get(spelling));
          owner.set(spelling, insurer.name);
        }
  });
});

describe('finding insurers in what people type', () => {
  it.each([
    ['the guy that hit me was with state farm', ['State Farm']],
    ['STATE FARM', ['State Farm']],
    ['statefarm i think', ['State Farm']],
    ['he had geico', ['GEICO']],
    ['Geico.', ['GEICO']],
    ['gieco maybe', ['GEICO']],
    ['all state', ['Allstate']],
    ['libery mutual is who called me', ['Liberty Mutual']],
    ['liberty mutal', ['Liberty Mutual']],
    ['my health plan is blue cros', ['Blue Cross']],
    ['bcbs through my husbands work', ['Blue Cross Blue Shield']],
    ['anthem blue cross', ['Anthem Blue Cross']],
    ['united heathcare', ['UnitedHealthcare']],
    ['kaiser permanete in oakland', ['Kaiser Permanente']],
    ['auto owners', ['Auto-Owners']],
    ['usaa because my dad was in the navy', ['USAA']],
    ['the hartford handles the comp claim', ['The Hartford']],
    ['texas mutual for workers comp', ['Texas Mutual']],
    ['sedgewick is the claims company', ['Sedgwick']],
    ['tengo medi-cal', ['Medi-Cal']],
    ['la aseguranza del otro es geico y la mia es progressive', ['GEICO', 'Progressive']],
    ['el tiene allstate, yo tengo farmers insurance', ['Allstate', 'Farmers']],
  ])('"%s" names %j', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    ['mine is progressive'],
    ['root'],
    ['erie i think'],
    ['amica'],
    ['the general'],
    ['tengo humana'],
  ])('"%s" names an insurer as the whole answer to an insurance question', (text) => {
    expect(names(text, true)).toHaveLength(1);
    expect(names(text, false)).toEqual([]);
  });

  it.each([
    ['my insurance is root', 'Root Insurance'],
    ['erie insurance covers my car', 'Erie Insurance'],
    ['we have amica for the house policy', 'Amica'],
    ['su seguro es con mercury', 'Mercury Insurance'],
    ['the adjuster from travelers called', 'Travelers'],
  ])('"%s" names %s beside an insurance word', (text, expected) => {
    expect(names(text)).toEqual([expected]);
  });

  it.each([
    ['i had a root canal the week before'],
    ['we were driving along lake erie'],
    ['she works nights at general hospital'],
    ['the pain has been progressive since then'],
    ['the doctor said the pain is progressive'],
    ['a nationwide recall of the heater'],
    ['we met at the farmers market'],
    ['the cna at the nursing home dropped him'],
    ['the nurse said to shelter in place'],
    ['le tuvieron que medicar en el hospital'],
    ['la persona humana'],
    ['she went to the erie canal museum'],
    ['they said root canal insurance covers half'],
    ['in general my insurance is fine'],
  ])('"%s" names no insurer', (text) => {
    expect(names(text, true)).toEqual([]);
  });

  it('corrects a typo only in a name long enough not to be another word', () => {
    expect(names('aetma', true)).toEqual([]);
    expect(names('cigma', true)).toEqual([]);
    expect(findInsurers('nationwid insurance')).toHaveLength(0);
    expect(findInsurers('liberty mutul')[0]?.isCorrected).toBe(true);
  });

  it.each([
    ['i have no insurance so i paid cash'],
    ['my insurance said they would call back'],
    ['the insurance guy never called'],
    ['he has no insurance at all'],
    ['we had our insurance cancelled'],
    ['so insurance is a mess'],
  ])('never reads a short word as a typo of a name\'s word: "%s"', (text) => {
    expect(names(text, false)).toEqual([]);
    expect(names(text, true)).toEqual([]);
  });

  it('counts a swapped pair of letters as one typo', () => {
    expect(typoDistance('gieco', 'geico')).toBe(1);
    expect(typoDistance('libery', 'liberty')).toBe(1);
  });
});

describe('a Spanish word that is also an insurer name', () => {
  it.each([
    ['mi tarjeta medica dice Aetna', ['Aetna']],
    ['necesito atencion medica todavia', []],
    ['tengo cita medica el lunes', []],
    ['me dieron licencia medica por dos semanas', []],
    ['la medica de urgencias me dijo que era un esguince', []],
  ])('%s', (text, expected) => {
    expect(names(text, true)).toEqual(expected);
  });

  it('the insurer named as the answer is still read', () => {
    expect(names('medica', true)).toEqual(['Medica']);
  });
});
