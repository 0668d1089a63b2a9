import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * Issue 23, classes 3 and 4: an employer is an organisation or a person, named after "for",
 * "at", "para", "en", or as the employer or the company; a trade is what the visitor does, not
 * who they work for. An employer named in the answer to the read-back is read like any answer.
 * Sentences written for this test.
 */
const work: LabelFacts = { caseType: 'workplace', incidentDate: '2026-10-03' };

describe('a trade is not an employer (class 4)', () => {
  it.each([
    ['yo hago framing', 'es'],
    ['hago drywall', 'es'],
    ['yo hago techos', 'es'],
    ['soy carpintero', 'es'],
    ['trabajo de albañil', 'es'],
    ['me dedico a la pintura', 'es'],
    ['i do framing', 'en'],
    ['I do roofing mostly', 'en'],
    ["i'm a roofer", 'en'],
    ['im an electrician', 'en'],
    ['I work as a welder', 'en'],
    ['i do drywall and some painting', 'en'],
    ['carpenter', 'en'],
    ['framing', 'en'],
    ['plumber', 'en'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer, text).toBeUndefined();
  });

  it.each([
    ['I do framing for Bellwether Homes', 'en', /^Bellwether Homes$/],
    ['i do roofing for a small company called Top Notch Roofing', 'en', /Top Notch Roofing/],
    ['hago framing para Constructora Ríos', 'es', /^Constructora Ríos$/],
    ['soy carpintero en Muebles Garza', 'es', /Muebles Garza/],
    ["I'm an electrician at Halverson Electric", 'en', /Halverson Electric/],
    ['im a line cook, dennys', 'en', /dennys/],
    ['soy cajera, la tienda se llama el ahorro', 'es', /ahorro/i],
  ] as const)('keeps the employer named beside the trade: %s', async (text, language, employer) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });
});

const readBackCases: [string, RegExp, Language][] = [
  ['yes. my employer is Pacific Crate Co', /^Pacific Crate/, 'en'],
  ['yes thats right. the company is Redline Movers', /^Redline Movers$/, 'en'],
  ['correct. employer: Halvorsen Dairy', /^Halvorsen Dairy$/, 'en'],
  ['yeah. my employer was Brightway Foods', /^Brightway Foods$/, 'en'],
  ['one thing, the employer is Orchard Hill Nursing Home', /^Orchard Hill Nursing Home$/, 'en'],
  ['yes but you never asked, i work for redline movers', /^redline movers$/i, 'en'],
  ["all good. I'm employed by Tri County Paving", /^Tri County Paving$/, 'en'],
  ['thats right, i work at home depot', /^home depot$/i, 'en'],
  ['yes. the company i work for is Sandoval Tile', /^Sandoval Tile$/, 'en'],
  ['si, la compañía se llama Techos del Valle', /^Techos del Valle$/, 'es'],
  ['si esta bien. mi patrón es Fumigaciones López', /^Fumigaciones López$/, 'es'],
  ['sí, y la empresa donde trabajo es Lácteos Sierra', /^Lácteos Sierra$/, 'es'],
  ['correcto, trabajo para Construcciones Ortega', /^Construcciones Ortega$/, 'es'],
];

describe('an employer named at the read-back is taken (class 3)', () => {
  it.each(readBackCases)('%s', async (text, employer, language) => {
    const read = await readTurn('readBack', text, { context: work, language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each(readBackCases)('and in the answer to another question: %s', async (text, employer, language) => {
    const read = await readTurn('witnesses', text, { context: work, language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ['no, the employer was Pacific Crate, not Acme', /^Pacific Crate$/, 'en'],
    ['no, I work for Pacific Crate', /^Pacific Crate$/, 'en'],
    ['actually i work at Dunmore Logistics, not Acme', /^Dunmore Logistics$/, 'en'],
    ['no, trabajo para Servicios Beltrán, no para Acme', /^Servicios Beltrán$/, 'es'],
  ] as const)('replaces the employer it corrects: %s', async (text, employer, language) => {
    const read = await readTurn('readBack', text, { context: { ...work, employer: 'Acme' }, language });
    expect(read.record.employer, text).toMatch(employer);
  });

  it('takes no company of another side for the employer', async () => {
    for (const [text, context] of [
      ['yes. the other company is Swift Haulage', work],
      ['yes, the company is Vornado, they made the heater', { caseType: 'product_liability' }],
      ['yes, the company that owns the store is Brightmart', { caseType: 'slip_fall' }],
      ['yes. I was at the warehouse where I work', work],
      ['sí, en la bodega donde trabajo', work],
    ] as const) {
      const read = await readTurn('readBack', text, { context });
      expect(read.record.employer, text).toBeUndefined();
    }
  });
});

describe('an employer told in passing in the story', () => {
  const story = async (text: string, language: Language = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.employer;

  it('takes the name set beside "my employer" with a comma', async () => {
    expect(
      await story(
        'My employer, Tallgrass Freight, says my shoulder is not from work. I tore it unloading on May 2',
      ),
    ).toBe('Tallgrass Freight');
    expect(
      await story('Mi patrón, Techos Valdez, no quiere pagar. Me caí del techo en el trabajo el lunes', 'es'),
    ).toBe('Techos Valdez');
    // Without a name beside it, nothing is stored.
    expect(await story('my employer keeps cutting my hours since I hurt my wrist at work')).toBeUndefined();
  });

  it('takes the name after a job said without its article ("I am driver for …")', async () => {
    expect(await story('I am driver for Quickroute. A passenger punched me at a stop in Dallas')).toBe(
      'Quickroute',
    );
    expect(await story('He is forklift operator for Baylin Foods and the rack fell on him')).toBe(
      'Baylin Foods',
    );
    // A word that only looks like a job ("later") says no job.
    expect(await story('she was later at Pinecrest Mall when the escalator jerked')).toBeUndefined();
  });
});
