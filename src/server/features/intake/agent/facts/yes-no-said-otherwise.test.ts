import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Yes and no said without the words yes or no (issue 22): what the visitor did, kept or was
 * doing, a no said after the thing it denies, and a yes about one thing beside a no about
 * another. Sentences written for these tests.
 */

const crash = { caseType: 'auto' } as const;
const bite = { caseType: 'dog_bite' } as const;
const fall = { caseType: 'slip_fall' } as const;
const product = { caseType: 'product_liability' } as const;
const work = { caseType: 'workplace' } as const;
const es = (text: string) =>
  /[áéíóúñ¿¡]|\b(la|el|los|nadie|vino|tengo|estaba|iba|era|con|del|mi|lo|hizo|no he)\b/.test(text)
    ? 'es'
    : 'en';

const answer = async (question: QuestionKey, text: string, context: object = crash) =>
  (await readTurn(question, text, { context: context as never, language: es(text) })).record;

describe('a thing named as the subject of a denied verb', () => {
  it.each([
    'the officers never showed, we sat there forever',
    'police did not show up at all',
    "the officer didn't even come out",
    'la patrulla jamás apareció',
    'los policías no vinieron',
    'no llegó nadie, la patrulla nunca apareció',
  ])('"%s" is no police', async (text) => {
    expect((await answer('policeReport', text)).policeReport).toBe(false);
  });

  it.each(['the cops came right away', 'a trooper showed up after ten minutes', 'sí, vino una patrulla'])(
    '"%s" is still police',
    async (text) => {
      expect((await answer('policeReport', text)).policeReport).toBe(true);
    },
  );
});

describe('police who came but wrote no report', () => {
  it('"i called 911 but they never wrote a report" is no report: no officer is said to have come', async () => {
    expect((await answer('policeReport', 'i called 911 but they never wrote a report')).policeReport).toBe(
      false,
    );
  });

  // Officers at the scene mean a report likely exists: not known, never no (decision 0272).
  it.each([
    'the officer talked to us but made no report',
    'llegaron dos agentes pero no levantaron ningún reporte',
    'la patrulla pasó, no hubo reporte',
    'cops were there, no report though',
    'a deputy came and did not write anything down',
  ])('"%s" is not known, never no', async (text) => {
    const record = await answer('policeReport', text);
    expect(record.policeReport).toBeUndefined();
    expect(record.unknowns).toContain('policeReport');
  });

  it.each([
    "an officer stopped by, though I don't believe he wrote anything",
    'vino la policía pero no creo que hicieran reporte',
  ])('"%s" with doubt is not known', async (text) => {
    const record = await answer('policeReport', text);
    expect(record.policeReport).toBeUndefined();
    expect(record.unknowns).toContain('policeReport');
  });

  it.each([
    'the police came but i dont have the report number with me',
    'vino la policía, no tengo el número del reporte',
    'they made a report, no copy yet',
  ])('"%s" keeps the report: it is only not at hand', async (text) => {
    expect((await answer('policeReport', text)).policeReport).toBe(true);
  });
});

describe('a report said as "one" or "it" in the answer about it', () => {
  it.each([
    ['incidentReport', 'the receptionist did one', fall],
    ['incidentReport', 'i filled one out at the office', fall],
    ['incidentReport', 'I texted my supervisor that night', work],
    ['incidentReport', 'la gerente hizo uno en la computadora', fall],
    ['policeReport', 'NYPD came and took my info', crash],
    ['policeReport', 'my husband filed one the same evening', crash],
    ['policeReport', 'they did make a report at the scene', crash],
  ] as const)('%s: "%s" is yes', async (question, text, context) => {
    expect((await answer(question, text, context))[question]).toBe(true);
  });

  it.each([
    ['incidentReport', 'the supervisor asked me not to report it', work],
    ['incidentReport', 'nobody did one', fall],
    ['incidentReport', 'no, nadie hizo uno', fall],
  ] as const)('%s: "%s" is no', async (question, text, context) => {
    expect((await answer(question, text, context))[question]).toBe(false);
  });
});

describe('animal control', () => {
  it.each([
    'animal control came out and took the dog',
    'a sheriff and animal control both came',
    'vino control de animales con un policía',
  ])('named in the answer about the police, "%s" is no incident report', async (text) => {
    expect((await answer('policeReport', text, bite)).incidentReport).toBeUndefined();
  });

  it.each(['animal control wrote it up', 'yes, animal control', 'sí, control de animales'])(
    'named in the answer about a report, "%s" is one',
    async (text) => {
      expect((await answer('incidentReport', text, bite)).incidentReport).toBe(true);
    },
  );
});

describe('whether the visitor still has the product, said by where it is or who has it', () => {
  it.each([
    ['product', 'a space heater, a Lasko, it is in my basement now'],
    ['product', 'pressure cooker, its in my kitchen still'],
    ['manufacturer', 'Stanley. my brother has it now'],
    ['product', 'the stroller. my husband has it'],
    ['productPreserved', 'my coworker has it in his locker'],
    ['productPreserved', "we're still using it actually"],
    ['productPreserved', 'la tiene mi esposo en la casa'],
    ['productPreserved', 'está en mi cochera'],
  ] as const)('%s: "%s" is kept', async (question, text) => {
    expect((await answer(question, text, product)).productPreserved).toBe(true);
  });

  it.each([
    ['product', 'a hoverboard. gone.'],
    ['productPreserved', 'in the trash'],
    ['productPreserved', 'long gone'],
    ['productPreserved', 'ya no está, se perdió'],
    ['productPreserved', 'la botaron a la basura'],
    ['productPreserved', 'it went in the garbage'],
  ] as const)('%s: "%s" is not kept', async (question, text) => {
    expect((await answer(question, text, product)).productPreserved).toBe(false);
  });

  it.each([
    'my roommate has it i think, not sure if he threw it out',
    "the store kept it maybe, i don't know",
    'my cousin has it i think, no idea what he did with it',
  ])('"%s" is not known: kept by someone else, said beside not knowing', async (text) => {
    const record = await answer('productPreserved', text, product);
    expect(record.productPreserved).toBeUndefined();
    expect(record.unknowns).toContain('productPreserved');
  });

  it.each([
    'my daughter kept the charger in a drawer',
    'the truck is still parked at the dealer',
    'the ladder is still in the garage',
    'we kept all the pieces',
    'todavía está en el taller',
    'lo guardamos en una bolsa',
  ])('in the story, "%s" is kept', async (text) => {
    const read = await readTurn(null, `my blender exploded and cut my hand. ${text}`, {
      context: product,
      language: es(text),
    });
    expect(read.record.productPreserved).toBe(true);
  });
});

describe('uninsured motorist coverage said in other words', () => {
  it.each([
    "what's underinsured coverage?",
    'State Farm. what is UM exactly?',
    'Allstate, and I hope there is uninsured motorist on it',
    'Geico, hopefully it has UIM',
    '¿qué es eso de conductor sin seguro?',
    'Progressive, ojalá tenga lo de conductor sin seguro',
  ])('"%s" says nothing of UM', async (text) => {
    expect((await answer('ownCoverage', text)).hasUmUim).toBeUndefined();
  });

  it.each([
    'Travelers, I waived the uninsured motorist part',
    'USAA, but we dropped the underinsured coverage last year',
    'Farmers, only liability',
    'only the state minimum with Kemper',
    'con Progressive, solo lo mínimo que pide la ley',
    'no tengo seguro de carro ahorita',
    "I don't have car insurance, it expired",
  ])('"%s" is no UM', async (text) => {
    expect((await answer('ownCoverage', text)).hasUmUim).toBe(false);
  });

  it.each([
    'con Geico, incluye cobertura para conductores sin seguro',
    'tengo State Farm con la parte de conductor sin seguro',
    'Allstate, with uninsured motorist',
  ])('"%s" is UM, and no uninsured driver nor a missing policy', async (text) => {
    const record = await answer('ownCoverage', text);
    expect(record.hasUmUim).toBe(true);
    expect(record.ownCoverage).not.toBe('none');
    expect(record.otherPartyInsurer).toBeUndefined();
  });

  it.each(['Safeco, unsure about the UM part', 'Safeco, no idea about UIM', 'USAA, no sé del UM'])(
    '"%s" keeps the company known',
    async (text) => {
      expect((await answer('ownCoverage', text)).ownCoverage).toBeDefined();
    },
  );

  it('does not say a driver without a car has no UM', async () => {
    expect((await answer('ownCoverage', "I don't own a car, I was walking")).hasUmUim).toBeUndefined();
  });
});

describe('on the job or not, said by what the visitor was doing', () => {
  it.each([
    'I was on the clock, unloading at a store',
    'i was on my route dropping off mail',
    'driving between two patients for my home care job',
    'headed to a client’s place in the company van',
    'on my lunch break, is that work?',
    'does it count if I was making a delivery?',
    'iba en la troca de la compañía',
    'estaba en mi ruta repartiendo',
  ])('"%s" is on the job', async (text) => {
    expect((await answer('workersComp', text)).workersComp).toBe(true);
  });

  it.each([
    ['workersComp', 'it was my day off, i was shopping'],
    ['workersComp', "wasn't on the clock, I had already left"],
    ['employer', 'I work at Target, but it was my day off'],
    ['caseType', 'it was not work related at all'],
    ['workersComp', 'era mi día libre'],
    ['workersComp', 'no estaba trabajando, iba al super'],
  ] as const)('%s: "%s" is not on the job', async (question, text) => {
    expect((await answer(question, text)).workersComp).toBe(false);
  });

  it.each([
    'what if it happened while I drove for work?',
    'y si iba en la troca de la compañía?',
    'if I was on my break does it count?',
  ])('"%s" supposes and tells nothing', async (text) => {
    expect((await answer('workersComp', text)).workersComp).toBeUndefined();
  });

  it('does not read doing the job from a story, where it tells the trade', async () => {
    const read = await readTurn(null, 'I deliver for a pharmacy and a dog bit me on my route in Tampa', {
      context: bite,
    });
    expect(read.record.workersComp).toBeUndefined();
  });
});

describe('a lawyer, or none, said in other words', () => {
  it.each([
    'I have an injury lawyer from a big firm',
    'we hired a personal injury attorney last week',
    'I got a local lawyer already',
    'I did hire a firm on Monday',
    'sí, ya me representa una abogada',
    'Sí, contraté un abogado',
  ])('"%s" is yes', async (text) => {
    expect((await answer('priorAttorney', text, work)).priorAttorney).toBe(true);
  });

  it.each([
    'one firm withdrew from my case in the spring',
    'my uncle practices law and helps, but not officially',
    "we had a consultation and the firm couldn't take it",
    'still no lawer',
    'no he firmado con nadie',
    'I did not hire anyone',
  ])('"%s" is no', async (text) => {
    expect((await answer('priorAttorney', text, work)).priorAttorney).toBe(false);
  });

  it.each(['I have her power of attorney', 'I need to find a lawyer', 'I have been looking for an attorney'])(
    '"%s" is not a lawyer hired',
    async (text) => {
      expect((await answer('caseType', text, fall)).priorAttorney).not.toBe(true);
    },
  );
});

describe('a yes said with a correction opener', () => {
  it.each([
    ['photos', { caseType: 'auto', photos: false }, 'hold on, yes, my sister snapped a few'],
    ['photos', { caseType: 'auto', photos: false }, 'wait, I do have a couple on my old phone'],
    ['policeReport', { caseType: 'auto', policeReport: false }, 'they did file one after all'],
    [
      'incidentReport',
      { caseType: 'slip_fall', incidentReport: false },
      'hold on, yes the manager wrote one',
    ],
    ['witnesses', { caseType: 'auto', witnesses: false }, 'espera, sí, un señor lo vio todo'],
    ['priorAttorney', { caseType: 'auto', priorAttorney: false }, 'I did hire an attorney yesterday'],
  ] as const)('%s: "%s" replaces the earlier no', async (question, context, text) => {
    expect((await answer(question, text, context))[question]).toBe(true);
  });
});

describe('witnesses: the visitor seeing it, the police, and doubt', () => {
  it.each([
    ['priorAttorney', 'no, but I saw him texting right before'],
    ['treatment', 'the urgent care, I saw her twice'],
    ['provider', 'Dr. Park, we were there for an hour'],
    ['policeReport', 'the trooper said I should have seen the sign'],
  ] as const)('%s: "%s" names no witness', async (question, text) => {
    expect((await answer(question, text)).witnesses).toBeUndefined();
  });

  it.each(['the officer wrote him a ticket', 'a deputy took my statement', 'la policía le dio una multa'])(
    'asked about witnesses, "%s" names only the police',
    async (text) => {
      expect((await answer('witnesses', text)).witnesses).toBeUndefined();
    },
  );

  it.each([
    "a crowd was nearby, I don't know if anybody saw me fall",
    'no idea whether someone saw me fall',
    'no sé si alguien lo vio',
  ])('"%s" is not known', async (text) => {
    const record = await answer('witnesses', text);
    expect(record.witnesses).toBeUndefined();
    expect(record.unknowns).toContain('witnesses');
  });

  it.each([
    'my son saw it, not sure about anybody else',
    'a jogger saw the whole thing',
    'mi esposa lo vio todo, no sé si alguien más',
  ])('"%s" is a witness', async (text) => {
    expect((await answer('witnesses', text)).witnesses).toBe(true);
  });
});
