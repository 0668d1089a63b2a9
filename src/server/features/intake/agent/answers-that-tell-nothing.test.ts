import { describe, expect, it } from 'vitest';

import { readTurn } from '../testing/read-turn';

/**
 * Values an answer must not store because the visitor never said them (decision 0199). Every
 * sentence here was written for this test.
 */

const auto = { caseType: 'auto' } as const;
const work = { caseType: 'workplace' } as const;
const product = { caseType: 'product_liability' } as const;
const malpractice = { caseType: 'medical_malpractice' } as const;

describe('a month dated by how many years back', () => {
  it.each([
    ['June of last year', 'en', '2025-06-01', '2025-06-30'],
    ['i think it was march of last year', 'en', '2025-03-01', '2025-03-31'],
    ['february 3rd of last year', 'en', '2025-02-03', '2025-02-03'],
    ['april this year', 'en', '2026-04-01', '2026-04-30'],
    ['fue en junio del año pasado', 'es', '2025-06-01', '2025-06-30'],
    ['el 9 de agosto del año pasado', 'es', '2025-08-09', '2025-08-09'],
    ['en octubre de este año', 'es', '2026-10-01', '2026-10-31'],
  ] as const)('"%s" (%s) runs %s to %s', async (text, language, from, to) => {
    const { record } = await readTurn('incidentDate', text, { context: auto, language });
    expect(record.incidentDate).toMatchObject({ from, to });
  });

  it('quotes the year with the month, so the echo is whole', async () => {
    const { record } = await readTurn('incidentDate', 'it was july of last year', { context: auto });
    expect(record.sources.incidentDate?.quote).toBe('july of last year');
  });

  it('still puts a month alone in the latest year it could be', async () => {
    for (const [text, from] of [
      ['in june', '2026-06-01'],
      ['back in december', '2025-12-01'],
      ['fue en mayo', '2026-05-01'],
    ] as const) {
      const { record } = await readTurn('incidentDate', text, {
        context: auto,
        language: /fue/.test(text) ? 'es' : 'en',
      });
      expect(record.incidentDate?.from).toBe(from);
    }
  });
});

describe('credit in an app or a store', () => {
  const offerOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('settlementOffer', text, { context: auto, language })).record.settlementOffer;

  it('is no settlement offer', async () => {
    expect(await offerOf('the bike share people put a $15 credit on my account')).toBeUndefined();
    expect(await offerOf('they sent me a 20 dollar gift card, that is it')).toBeUndefined();
    expect(await offerOf('all I got was a voucher for $25')).toBeUndefined();
    expect(await offerOf('$30 in ride credits and an apology email')).toBeUndefined();
    expect(await offerOf('me pusieron un crédito de 10 dólares en la aplicación', 'es')).toBeUndefined();
    expect(await offerOf('solo un cupón de 20 dólares', 'es')).toBeUndefined();
  });

  it('leaves a real offer, even beside a credit', async () => {
    expect(await offerOf('the adjuster offered $4,000')).toBe(4000);
    expect(await offerOf('a $10 coupon first, then they offered 2500 to close it')).toBe(2500);
    expect(await offerOf('me ofrecieron 3000 dólares', 'es')).toBe(3000);
    expect(await offerOf('they offered me 1500 but I said no')).toBe(1500);
  });

  it('is no property damage either', async () => {
    const { record } = await readTurn(
      'propertyDamage',
      'the rental company gave me a $40 credit for the ride',
      {
        context: auto,
      },
    );
    expect(record.propertyDamage).toBeUndefined();
  });
});

describe('an earlier-injury denial said to another question', () => {
  it('answers the earlier injuries, and leaves the question asked open', async () => {
    for (const question of ['healthInsurance', 'policeReport', 'photos'] as const) {
      const { record, outcome } = await readTurn(question, 'no, nothing before', { context: auto });
      expect(record.priorInjuries).toBe(false);
      expect(record.healthInsurance).toBeUndefined();
      expect(record.policeReport).toBeUndefined();
      expect(record.photos).toBeUndefined();
      expect(outcome).toBe('unclear');
    }
  });

  it('still answers the question asked when the no is turned or stands apart', async () => {
    const turned = await readTurn('photos', 'no, but nothing before either', { context: auto });
    expect(turned.record.photos).toBe(false);
    const plain = await readTurn('photos', 'no i did not take any', { context: auto });
    expect(plain.record.photos).toBe(false);
    const asked = await readTurn('priorInjuries', 'no, nothing before', { context: auto });
    expect(asked.record.priorInjuries).toBe(false);
  });
});

describe('a supposition asked back', () => {
  it('stores nothing it supposes', async () => {
    const driving = await readTurn('workersComp', 'what if i was using my own truck for the job?', {
      context: work,
    });
    expect(driving.record.role).not.toBe('driver');
    const city = await readTurn('city', 'what if it happened in Denver?', { context: auto });
    expect(city.record.city).toBeUndefined();
    const spanish = await readTurn('city', '¿y si fue en Houston?', { context: auto, language: 'es' });
    expect(spanish.record.city).toBeUndefined();
    const supposing = await readTurn('ownFaultPercent', 'suppose I was 20 percent to blame', {
      context: auto,
    });
    expect(supposing.record.ownFaultPercent).toBeUndefined();
  });

  it('keeps what a question back takes as given, and what is said beside a supposition', async () => {
    const given = await readTurn('city', 'is it a problem that it was in Denver?', { context: auto });
    expect(given.record.city).toBe('Denver');
    const beside = await readTurn('city', 'it was in Denver. what if I moved since?', { context: auto });
    expect(beside.record.city).toBe('Denver');
    const said = await readTurn('city', 'fue en Houston', { context: auto, language: 'es' });
    expect(said.record.city).toBe('Houston');
    const whatWith = await readTurn('city', 'in Austin, what a mess', { context: auto });
    expect(whatWith.record.city).toBe('Austin');
  });
});

describe('words typed while looking, or handing the question on', () => {
  it('are no city', async () => {
    for (const text of ['one sec', 'let me check', 'un momento', 'not sure']) {
      const { record } = await readTurn('city', text, {
        context: auto,
        language: text === 'un momento' ? 'es' : 'en',
      });
      expect(record.city).toBeUndefined();
    }
  });

  it('are no maker, provider or insurer', async () => {
    const maker = await readTurn('manufacturer', 'looking at the label now', { context: product });
    expect(maker.record.manufacturer).toBeUndefined();
    const provider = await readTurn('provider', 'hang on my sister knows the name', { context: malpractice });
    expect(provider.record.provider).toBeUndefined();
    const insurer = await readTurn('ownCoverage', 'my husband handles the car insurance', { context: auto });
    expect(insurer.record.ownCoverage).toBeUndefined();
    const spanish = await readTurn('provider', 'mi hija sabe el nombre de la clínica', {
      context: malpractice,
      language: 'es',
    });
    expect(spanish.record.provider).toBeUndefined();
  });

  it('leave a name said outright', async () => {
    const maker = await readTurn('manufacturer', 'Hamilton Beach', { context: product });
    expect(maker.record.manufacturer).toBe('Hamilton Beach');
    const provider = await readTurn('provider', 'Dr. Okafor at Saint Jude', { context: malpractice });
    expect(provider.record.provider).toContain('Okafor');
    const insurer = await readTurn('ownCoverage', 'Progressive', { context: auto });
    expect(insurer.record.ownCoverage).toBe('Progressive');
    const city = await readTurn('city', 'Tucson', { context: auto });
    expect(city.record.city).toBe('Tucson');
  });
});

describe("an insurance answer's place words", () => {
  const stateOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('healthInsurance', text, { context: auto, language })).record.state;

  it('take a state named in the plan as no place', async () => {
    expect(await stateOf('Blue Cross of Georgia, through my job')).toBeUndefined();
    expect(await stateOf('I have Florida Blue')).toBeUndefined();
    expect(await stateOf('el Medicaid de Arizona', 'es')).toBeUndefined();
    expect(await stateOf('tengo Medicaid, el de Nevada', 'es')).toBeUndefined();
  });

  it('still read a state told as a place', async () => {
    expect(await stateOf('Aetna, and the wreck was in Georgia')).toBe('GA');
    expect(await stateOf('Medicaid, I live in Ohio')).toBe('OH');
    expect(await stateOf('Cigna, it happened in Tulsa, Oklahoma')).toBe('OK');
    expect(await stateOf('tengo Medicaid, vivo en Texas', 'es')).toBe('TX');
  });

  it('take a county or state health plan as no government party', async () => {
    const county = await readTurn('healthInsurance', 'we get coverage through the county program', {
      context: auto,
    });
    expect(county.record.governmentDefendant).toBeUndefined();
    const state = await readTurn('healthInsurance', 'tengo el plan del estado', {
      context: auto,
      language: 'es',
    });
    expect(state.record.governmentDefendant).toBeUndefined();
    const bus = await readTurn('atFaultParty', 'a city bus ran the light', { context: auto });
    expect(bus.record.governmentDefendant).toBe(true);
  });
});

describe('a policy denied of someone else, or a no that belongs to another verb', () => {
  const ownOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('ownCoverage', text, { context: auto, language })).record;

  it('does not take the other side going uninsured as the visitor having no policy', async () => {
    expect((await ownOf('the lady who rear ended me had no insurance')).ownCoverage).toBeUndefined();
    expect((await ownOf('the driver that hit us was not insured')).ownCoverage).toBeUndefined();
    expect((await ownOf('el muchacho que me chocó no tenía seguro', 'es')).ownCoverage).toBeUndefined();
    expect((await ownOf('the man who hit me had no insurance')).otherPartyInsurer).toBe('None');
  });

  it('does not take "told not to talk to the insurance" as no policy', async () => {
    const health = async (text: string, language: 'en' | 'es' = 'en') =>
      (await readTurn('healthInsurance', text, { context: auto, language })).record.healthInsurance;
    expect(await health('my brother said not to call the insurance yet')).toBeUndefined();
    expect(await health('they told me never to sign anything from an insurance company')).toBeUndefined();
    expect(await health('mi abogado me dijo que no hablara con el seguro', 'es')).toBeUndefined();
    expect(await health('me dijeron no firmar nada del seguro', 'es')).toBeUndefined();
  });

  it('still reads a policy the visitor says they lack', async () => {
    expect((await ownOf("no, I don't have any")).ownCoverage).toBe('None');
    const health = async (text: string, language: 'en' | 'es' = 'en') =>
      (await readTurn('healthInsurance', text, { context: auto, language })).record.healthInsurance;
    expect(await health('I have no other insurance')).toBe('None');
    expect(await health('no longer have health insurance')).toBe('None');
    expect(await health('no tengo seguro médico', 'es')).toBe('None');
  });
});
