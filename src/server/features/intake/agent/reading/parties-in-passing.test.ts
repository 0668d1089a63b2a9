import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';

import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';
import type { QuestionKey } from '../agent';

import { readOwner } from './parties';
import { clausesOfText } from './text';
import { checkPartyPhrase } from './validators';

/**
 * Parties told where the question was about something else, or named the way people name them
 * in an answer (decision 0113). Every sentence is written for these tests.
 */

async function factAfter(
  question: QuestionKey | null,
  text: string,
  key: keyof LabelFacts & string,
  context: LabelFacts = { caseType: 'auto' },
  language: Language = 'en',
): Promise<unknown> {
  const result = await readTurn(question, text, { context, language });
  return (result.record as unknown as Record<string, unknown>)[key];
}

const owner = (text: string, language: Language = 'en') =>
  readOwner(clausesOfText(text, language), language)?.value;

describe('the answer to "what happened?" is read as the story', () => {
  it('takes the doer of the harm as the party at fault', async () => {
    const cases: [string, string, Language][] = [
      ['a pickup truck swerved into my lane and clipped my mirror', 'a pickup truck', 'en'],
      ['the cashier shoved me out of the way and I fell', 'the cashier', 'en'],
      ['my coworker dropped a pallet on my foot', 'my coworker', 'en'],
      ['a woman in a minivan rear-ended me at the light', 'a woman in a minivan', 'en'],
      ['el vecino dejó la reja abierta y su perro me mordió', 'the neighbor', 'es'],
      ['una camioneta se metió en mi carril y me chocó', 'pickup', 'es'],
    ];
    for (const [text, party, language] of cases)
      expect(String(await factAfter('caseType', text, 'atFaultParty', {}, language))).toContain(party);
  });

  it('names nobody when nobody did the harm', async () => {
    for (const text of [
      'I slipped on black ice walking to my car',
      'I missed the last step going down to the basement',
      'I twisted my knee stepping off the curb',
      'me caí en la regadera de mi casa',
      'I rolled my ankle jogging on the trail',
      'I tripped over my own dog in the hallway',
    ])
      expect(await factAfter('caseType', text, 'atFaultParty', {})).toBeUndefined();
  });

  it('finds the owner, the provider and the maker there as in a first message', async () => {
    expect(
      await factAfter('caseType', 'I slipped on spilled soda at the Fresh Thyme on Elm', 'propertyOwner', {}),
    ).toBe('Fresh Thyme');
    expect(
      await factAfter('caseType', 'the dentist cracked my molar during a cleaning', 'provider', {}),
    ).toContain('dentist');
    expect(
      await factAfter('caseType', 'my Cuisinart blender shattered and cut my hand', 'manufacturer', {}),
    ).toBe('Cuisinart');
  });
});

describe('asked who was at fault', () => {
  it('takes a role that opens the answer, with or without what it did', async () => {
    const cases: [string, string, LabelFacts][] = [
      ['The hotel, the pool deck had no mats', 'hotel', { caseType: 'slip_fall' }],
      ['the bakery, flour all over the floor', 'bakery', { caseType: 'slip_fall' }],
      ['The gym. Nobody mopped after the class', 'gym', { caseType: 'slip_fall' }],
      ['the nursing home, they left her alone for hours', 'nursing home', { caseType: 'other' }],
      ['probably the store', 'store', { caseType: 'slip_fall' }],
      ['the apartment complex i guess', 'apartment complex', { caseType: 'slip_fall' }],
    ];
    for (const [text, party, context] of cases)
      expect(String(await factAfter('atFaultParty', text, 'atFaultParty', context))).toContain(party);
  });

  it('reads a role in a mixed answer in its other language', async () => {
    const cases: [string, string][] = [
      ['el otro driver, iba muy rapido', 'the other driver'],
      ['mi landlord, never fixed the stairs', 'landlord'],
      ['la otra lady, she was on her phone', 'lady'],
      ['el contractor, left the cables out', 'contractor'],
      ['el manager, he knew about it', 'manager'],
      ['un guy en una troca', 'guy'],
    ];
    for (const [text, party] of cases)
      expect(String(await factAfter('atFaultParty', text, 'atFaultParty', { caseType: 'auto' }))).toContain(
        party,
      );
  });

  it('in a crash, takes "not me" as the other driver, and only in a crash', async () => {
    for (const text of [
      'not me, I was parked',
      'wasnt my fault, i had the green light',
      'I did nothing wrong',
      'not me, I was waiting at the red light',
      'no fue mi culpa, yo estaba parado',
      'I had the right of way',
    ]) {
      const language: Language = text.startsWith('no fue') ? 'es' : 'en';
      expect(await factAfter('atFaultParty', text, 'atFaultParty', { caseType: 'auto' }, language)).toBe(
        'the other driver',
      );
    }
    expect(
      await factAfter('atFaultParty', 'not me, I was just walking', 'atFaultParty', {
        caseType: 'slip_fall',
      }),
    ).toBeUndefined();
  });
});

describe('the maker, in the answer about the product', () => {
  const product = { caseType: 'product_liability' } as const;

  it('takes a maker named on its own or after "a"', async () => {
    const cases: [string, string, Language][] = [
      ['Heater. Panasonic.', 'Panasonic', 'en'],
      ['a pressure cooker, a Presto', 'Presto', 'en'],
      ['the stroller, a Chicco, still in the garage', 'Chicco', 'en'],
      ['el secador de pelo, un Conair', 'Conair', 'es'],
      ['Phone. Samsung.', 'Samsung', 'en'],
      ['una licuadora, creo que una Oster', 'Oster', 'es'],
    ];
    for (const [text, maker, language] of cases)
      expect(await factAfter('product', text, 'manufacturer', product, language)).toBe(maker);
  });

  it('takes a name in capitals that opens the answer before the product', async () => {
    expect(await factAfter('product', 'Vitamix blender, the tall one', 'manufacturer', product)).toBe(
      'Vitamix',
    );
    expect(await factAfter('product', 'Cosori air fryer, it caught fire', 'manufacturer', product)).toBe(
      'Cosori',
    );
    expect(await factAfter('product', 'Gorilla ladder, six foot', 'manufacturer', product)).toBe('Gorilla');
  });

  it('never takes a word that opens a sentence, a material or a maker ruled out', async () => {
    for (const text of [
      'Blender. Garage.',
      'Propane heater. Gone.',
      'Electric blanket, still have it',
      'Not Vitamix, the other blender',
      'Melted. Totally.',
      'Glass kettle, it cracked',
    ])
      expect(await factAfter('product', text, 'manufacturer', product)).toBeUndefined();
  });
});

describe('the employer, told in passing', () => {
  it('takes the workplace after "my job at" in any answer', async () => {
    const cases: [QuestionKey, string, string][] = [
      ['healthInsurance', 'Cigna through my job at Costco', 'Costco'],
      ['lostWages', 'I quit my job at the print shop after that', 'print shop'],
      ['healthInsurance', 'I get Humana from my job at Kroger', 'Kroger'],
      ['lostWages', 'my job at Target was 30 hours a week', 'Target'],
      ['ownCoverage', 'i drive for uber on weekends', 'uber'],
      ['age', '41, and I work for Delta as a mechanic', 'Delta'],
    ];
    for (const [question, text, employer] of cases)
      expect(String(await factAfter(question, text, 'employer', { caseType: 'workplace' }))).toContain(
        employer,
      );
  });

  it('never takes someone else’s employer, nor a place named for another reason', async () => {
    for (const [question, text] of [
      ['healthInsurance', 'he works for Crossroads Freight, not for me'],
      ['thirdPartyInvolved', 'the driver drives for Fastway Couriers'],
      ['incidentDate', 'last friday at the Costco parking lot'],
      ['lostWages', 'she works at Target, I am retired'],
      ['witnesses', 'yes, a guy who works for the city saw it'],
      ['healthInsurance', 'Aetna through my husband'],
    ] as [QuestionKey, string][])
      expect(await factAfter(question, text, 'employer', { caseType: 'auto' })).toBeUndefined();
  });

  it('keeps the workplace, not what the visitor does there, in a Spanish answer', async () => {
    expect(
      await factAfter(
        'employer',
        'Trabajo en una panadería, amasando de noche.',
        'employer',
        {
          caseType: 'workplace',
        },
        'es',
      ),
    ).toBe('a bakery');
    expect(
      await factAfter(
        'employer',
        'Trabajo en un hotel, limpio cuartos.',
        'employer',
        { caseType: 'workplace' },
        'es',
      ),
    ).toBe('a hotel');
  });
});

describe('the owner of the place, told in the story of a fall', () => {
  it('takes a name set beside an owner’s role or a business', () => {
    expect(owner('My landlord, Mrs. Ada Brenner, knew about the rail')).toBe('Mrs. Ada Brenner');
    expect(owner('The building is downtown, owner is Northgate Holdings.')).toBe('Northgate Holdings');
    expect(owner('the bar is the Salty Anchor. I fell on the stairs')).toBe('the Salty Anchor');
    expect(owner('its called the Copper Kettle.')).toBe('the Copper Kettle');
    expect(owner('El casero es una compañía, Pinos Verdes Properties.', 'es')).toBe(
      'Pinos Verdes Properties',
    );
    expect(owner('la dueña, Doña Carmen Ruiz, no arregló nada', 'es')).toBe('Doña Carmen Ruiz');
  });

  it('else the owner by role, in English', () => {
    expect(owner('the roof leaked and the landlord knew for weeks')).toBe('the landlord');
    expect(owner('now the host blames us')).toBe('the host');
    expect(owner('the property manager never salted the walk')).toBe('the property manager');
    expect(owner('el casero nunca arregló el escalón', 'es')).toBe('the landlord');
    expect(owner('la administración sabía del hoyo', 'es')).toBeDefined();
    expect(owner('I skidded on a soaked floor at the library')).toBeUndefined();
  });

  it('never a role ruled out, a town, a clause, nor a bare "owner" or a manager', () => {
    expect(owner('the manager, Rick, saw me fall')).toBeUndefined();
    expect(owner('la dueña dijo que ya sabían', 'es')).toBeUndefined();
    expect(owner('Tenant at the Maple Court apartments, Dayton OH. The ceiling fell')).toBeUndefined();
    expect(owner('not the landlord, the city')).toBeUndefined();
    expect(owner('the owner is in Denver')).toBeUndefined();
    expect(owner('my apartment is in Houston')).toBeUndefined();
    expect(owner('the owner is very nice about it')).toBeUndefined();
    expect(owner('I fell')).toBeUndefined();
    expect(owner('ni el dueño sabía', 'es')).toBeUndefined();
  });

  it('reads it from a first message about a fall', async () => {
    expect(
      await factAfter(
        null,
        'I fell down the rear steps of my duplex last week and broke my wrist. My landlord, Mr. Vic Sorensen, never replaced the broken tread.',
        'propertyOwner',
        {},
      ),
    ).toBe('Mr. Vic Sorensen');
    expect(
      await factAfter(
        null,
        'Slipped on the wet stairs of my rental in Tulsa in March, broke my ankle, the landlord never fixed the light',
        'propertyOwner',
        {},
      ),
    ).toBe('the landlord');
  });
});

describe('a place named in an answer about where or when', () => {
  it('is the venue of a fall or the place of care', async () => {
    const fall = { caseType: 'slip_fall' } as const;
    expect(
      await factAfter('incidentDate', 'March 3rd at the Harris Teeter in Cary', 'propertyOwner', fall),
    ).toBe('Harris Teeter');
    expect(await factAfter('city', 'Austin, at the Whole Foods on Lamar', 'propertyOwner', fall)).toBe(
      'Whole Foods',
    );
    expect(
      await factAfter('state', 'en Texas, en el Fiesta Mart de la esquina', 'propertyOwner', fall, 'es'),
    ).toBe('Fiesta Mart');
    const care = { caseType: 'medical_malpractice' } as const;
    expect(await factAfter('state', 'Ohio, at Riverside Methodist', 'provider', care)).toBe(
      'Riverside Methodist',
    );
    expect(await factAfter('city', 'Tampa, at the Tampa General', 'provider', care)).toBeDefined();
    expect(await factAfter('city', 'En el Queens, Nueva York.', 'propertyOwner', fall, 'es')).toBeUndefined();
  });
});

describe('the party check', () => {
  it('never keeps a question opener as a one-word name', () => {
    for (const word of ['does', 'Do', 'did', 'can', 'should', 'Is'])
      expect(checkPartyPhrase(word, 'en').isValid).toBe(false);
    expect(checkPartyPhrase('importa', 'es').isValid).toBe(false);
    expect(checkPartyPhrase('Walgreens', 'en').isValid).toBe(true);
  });
});

describe('another party at work', () => {
  const work = { caseType: 'workplace' } as const;

  it('in Spanish, kept in English when every word can be said so', async () => {
    const cases: [string, string][] = [
      ['Sí, un cliente me empujó contra la mesa', 'a customer'],
      ['Un chofer me pegó con el camión', 'a driver'],
      ['sí, un pasajero me golpeó', 'a passenger'],
      ['sí, un visitante me empujó', 'a visitor'],
      ['sí, un paciente me pegó', 'a patient'],
      ['sí, el contratista dejó el cable', 'the contractor'],
    ];
    for (const [text, party] of cases)
      expect(await factAfter('thirdPartyInvolved', text, 'thirdParty', work, 'es')).toBe(party);
  });

  it('is the party named when asked who was at fault, unless it is the employer’s own', async () => {
    const cases: [string, string | undefined][] = [
      ['the scaffolding contractor, they never tied it off', 'the scaffolding contractor'],
      ['a subcontractor dropped a beam on me', 'a subcontractor'],
      ['the truck driver from the lumber yard backed into me', 'the truck driver'],
      ['my supervisor, he told me to skip the lockout', undefined],
      ['my boss never fixed the guard', undefined],
      ['the conveyor jammed again', undefined],
    ];
    for (const [text, party] of cases) {
      const value = await factAfter('atFaultParty', text, 'thirdParty', work);
      if (party === undefined) expect(value).toBeUndefined();
      else expect(String(value)).toContain(party);
    }
  });
});

describe('in a crash, who ran into the visitor, told in an answer about something else', () => {
  const crash = { caseType: 'auto' } as const;

  it('takes the one who crashed into the visitor or was ticketed', async () => {
    const cases: [QuestionKey, string, string][] = [
      ['healthInsurance', 'I was waiting to turn left when she slammed into me', 'the other driver'],
      ['city', 'some kid in a Camaro, he blew through the stop sign', 'the other driver'],
      ['photos', 'yes, a gray sedan hit us head on', 'gray sedan'],
      ['policeReport', 'yes, the officer issued him a citation for failure to yield', 'the other driver'],
      ['policeReport', 'the trooper wrote the other driver a ticket', 'the other driver'],
      ['injuries', 'he rear-ended me at full speed, my neck is wrecked', 'the other driver'],
    ];
    for (const [question, text, party] of cases)
      expect(String(await factAfter(question, text, 'atFaultParty', crash))).toContain(party);
  });

  it('never anyone named for another reason, nor the visitor’s own ticket', async () => {
    const cases: [QuestionKey, string][] = [
      ['policeReport', 'yes, and the officer cited me too'],
      ['otherPartyInsurer', 'no clue, he drove off before I got his info'],
      ['ownCoverage', 'my sister got struck by an uninsured motorist years ago, so I have UM'],
      ['treatment', 'the doctor gave me a brace and some pills'],
      ['witnesses', 'a man walking his dog saw everything'],
      ['policeReport', 'i got a citation for the broken taillight'],
    ];
    for (const [question, text] of cases)
      expect(await factAfter(question, text, 'atFaultParty', crash)).toBeUndefined();
  });
});

describe('the maker, said as what the product is', () => {
  const product = { caseType: 'product_liability' } as const;

  it('takes "the blender was a …" in the answer about the product', async () => {
    const cases: [string, string, Language][] = [
      ['the blender was a Vitamix, the old model', 'Vitamix', 'en'],
      ['the ladder is a Gorilla, aluminum', 'Gorilla', 'en'],
      ['the space heater was a Vornado', 'Vornado', 'en'],
      ['the air fryer was a Cosori', 'Cosori', 'en'],
      ['la licuadora es una Oster', 'Oster', 'es'],
      ['la olla de presión era una Presto', 'Presto', 'es'],
    ];
    for (const [text, maker, language] of cases)
      expect(await factAfter('product', text, 'manufacturer', product, language)).toBe(maker);
  });

  it('takes a company the tagger knows even where a town has its name', async () => {
    expect(
      await factAfter('product', 'Our Goodyear tire shredded on the freeway', 'manufacturer', product),
    ).toBe('Goodyear');
    expect(await factAfter('product', 'the blender was a good one', 'manufacturer', product)).toBeUndefined();
  });
});
