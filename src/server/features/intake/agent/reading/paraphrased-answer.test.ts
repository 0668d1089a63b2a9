import { describe, expect, it } from 'vitest';

import type { CaseRecord, FactKey } from '../../../../../contracts/case-record';
import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Yes and no to the pending question said in other words (issue 22): no yes, no or "I don't
 * know" opens the answer, and the words of the question's topic (lexicons/yes-no-paraphrases.json)
 * are read with a negation scoped to their clause. Sentences written for these tests.
 */

const fall = { caseType: 'slip_fall' } as const;
const work = { caseType: 'workplace' } as const;
const crash = { caseType: 'auto' } as const;
const product = { caseType: 'product_liability', product: 'blender' } as const;

const read = async (question: QuestionKey, text: string, context: object, language: 'en' | 'es' = 'en') => {
  const { record } = await readTurn(question, text, { context: context as never, language });
  return record;
};
const valueOf = (record: CaseRecord, key: FactKey) => record[key];

describe('a report told without the word report', () => {
  it.each([
    ['the shift lead logged it on the tablet', work],
    ['I believe the front desk lady typed something up', fall],
    ['they handed me a form to fill out and I signed it', fall],
    ['security took down my name and number', fall],
    ['el encargado apuntó todo en una libreta', fall],
    ['sí, creo que llenaron unos papeles', work],
  ])('"%s" is a report', async (text, context) => {
    const language = /[áéíóúñ]|\b(el|todo|unos)\b/.test(text) ? 'es' : 'en';
    expect((await read('incidentReport', text, context, language)).incidentReport).toBe(true);
  });

  it.each([
    ['nobody filled out any paperwork', 'en'],
    ['they never wrote anything down about it', 'en'],
    ['my supervisor talked me out of it', 'en'],
    ['nadie hizo nada de papeles', 'es'],
    ['no me tomaron los datos ni nada', 'es'],
  ] as const)('"%s" is no report', async (text, language) => {
    expect((await read('incidentReport', text, fall, language)).incidentReport).toBe(false);
  });

  it('a report only promised tells nothing', async () => {
    const record = await read('incidentReport', 'the manager said she would do the paperwork later', fall);
    expect(record.incidentReport).toBeUndefined();
  });

  it('not knowing before the words is not known', async () => {
    const { record } = await readTurn('incidentReport', 'not sure whether anyone documented it', {
      context: fall,
    });
    expect(record.incidentReport).toBeUndefined();
    expect(record.unknowns).toContain('incidentReport');
  });
});

describe('a plain deed denied', () => {
  it.each([
    ['incidentReport', 'we never did anything like that', work],
    ['priorAttorney', "I haven't signed anything with anyone", crash],
    ['photos', 'nah, nobody got anything', crash],
    ['incidentReport', 'nadie hizo nada', fall],
  ] as const)('to %s, "%s" is a no', async (question, text, context) => {
    const language = /\bnadie\b/.test(text) ? 'es' : 'en';
    expect(valueOf(await read(question, text, context, language), question)).toBe(false);
  });

  it.each([
    ['priorAttorney', 'nothing of the sort'],
    ['photos', 'nothing like that, sorry'],
  ] as const)('to %s, "%s" is a no', async (question, text) => {
    expect(valueOf(await read(question, text, crash), question)).toBe(false);
  });

  it('"nada de eso" is a no in Spanish', async () => {
    expect((await read('priorAttorney', 'nada de eso, señorita', crash, 'es')).priorAttorney).toBe(false);
  });
});

describe('a lawyer, said in other words', () => {
  it.each(['a firm downtown is handling it for me', 'my brother-in-law represents me'])(
    '"%s" is a lawyer',
    async (text) => {
      expect((await read('priorAttorney', text, crash)).priorAttorney).toBe(true);
    },
  );

  it.each([
    'nobody is representing me right now',
    "that's why I'm here, I need someone",
    'I let the last one go, so I am on my own',
  ])('"%s" is no lawyer', async (text) => {
    expect((await read('priorAttorney', text, crash)).priorAttorney).toBe(false);
  });

  it.each(['ustedes son los primeros a los que escribo', 'por eso estoy aquí, busco uno'])(
    '"%s" is no lawyer (es)',
    async (text) => {
      expect((await read('priorAttorney', text, crash, 'es')).priorAttorney).toBe(false);
    },
  );
});

describe('pictures, witnesses and police in other words', () => {
  it.each(['my sister filmed it on her phone', 'my husband got a few of the car'])(
    '"%s" is pictures',
    async (text) => {
      expect((await read('photos', text, crash)).photos).toBe(true);
    },
  );

  it.each(["honestly I didn't think to", 'se me olvidó por completo'])(
    '"%s" is no pictures',
    async (text) => {
      const language = /olvid/.test(text) ? 'es' : 'en';
      expect((await read('photos', text, crash, language)).photos).toBe(false);
    },
  );

  it('a picture someone else may have, to be asked about first, is not known', async () => {
    const { record } = await readTurn('photos', 'my neighbor probably got some, let me check with him', {
      context: crash,
    });
    expect(record.photos).toBeUndefined();
    expect(record.unknowns).toContain('photos');
  });

  it.each(['it was only me in the parking lot', 'the hallway was empty at that hour'])(
    '"%s" is no witness',
    async (text) => {
      expect((await read('witnesses', text, fall)).witnesses).toBe(false);
    },
  );

  it.each([
    ['an officer took statements from both of us', 'en', true],
    ['we just traded info and left', 'en', false],
    ['esperamos pero nunca llegaron', 'es', false],
  ] as const)('"%s" to the police question is %s', async (text, language, value) => {
    expect((await read('policeReport', text, crash, language)).policeReport).toBe(value);
  });
});

describe('earlier injuries and a kept product in other words', () => {
  it.each([
    ['my knee was totally fine before this', false],
    ['this is the first time anything happened to my neck', false],
    ['I tweaked that shoulder lifting weights in college', true],
  ] as const)('"%s" is %s', async (text, value) => {
    expect((await read('priorInjuries', text, crash)).priorInjuries).toBe(value);
  });

  it.each([
    ['es la primera vez que me lastimo', false],
    ['estaba sano, nada antes', false],
  ] as const)('"%s" (es) is %s', async (text, value) => {
    expect((await read('priorInjuries', text, crash, 'es')).priorInjuries).toBe(value);
  });

  it.each([
    ['we are holding onto it for now', 'en', true],
    ['it is in a box under the stairs', 'en', true],
    ['nothing left of it but ashes', 'en', false],
    ['sigue en la cocina, no lo he tocado', 'es', true],
  ] as const)('"%s" is %s', async (text, language, value) => {
    expect((await read('productPreserved', text, product, language)).productPreserved).toBe(value);
  });
});

describe('only the question pending is read this way', () => {
  it('the same words said to another question store nothing for it', async () => {
    const record = await read('city', 'the manager logged it on the tablet', fall);
    expect(record.incidentReport).toBeUndefined();
  });
});
