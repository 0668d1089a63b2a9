import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const product = { caseType: 'product_liability' } as const;
const work = { caseType: 'workplace' } as const;

const keptOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('productPreserved', text, { context: product, language })).record.productPreserved;

describe('whether the visitor still has the product', () => {
  it('reads it given up, thrown out, destroyed or taken by someone else as no', async () => {
    expect(await keptOf('we handed it back to the shop for a refund, i returned it')).toBe(false);
    expect(await keptOf('my husband tossed it in the dumpster')).toBe(false);
    expect(await keptOf('the fire marshal took it for the investigation')).toBe(false);
    expect(await keptOf('is that a problem? I mailed it to the company last week')).toBe(false);
    expect(await keptOf('la policía se lo llevó', 'es')).toBe(false);
    expect(await keptOf('ya no la tengo, la tiré', 'es')).toBe(false);
  });

  it('reads it kept, in pieces or somewhere at home as yes', async () => {
    expect(await keptOf('it is still sitting in my basement')).toBe(true);
    expect(await keptOf('i got what is left of it, just the pieces')).toBe(true);
    expect(await keptOf('hmm, in a box in the closet')).toBe(true);
    expect(await keptOf('should I keep it? the maker emailed about it')).toBe(true);
    expect(await keptOf('no sé de qué marca es, pero todavía la tengo', 'es')).toBe(true);
    expect(await keptOf('sí, la guardé en el garaje', 'es')).toBe(true);
  });

  it('does not take a question about keeping it, or a kept word denied, as kept', async () => {
    expect(await keptOf('should i have kept it? the fire department has it now')).toBe(false);
    expect(await keptOf("I didn't keep it")).toBe(false);
  });

  it('does not read keeping from other answers about the product', async () => {
    const answer = await readTurn(
      'caseType',
      'the charger overheated in the garage and I burned my fingers',
      {
        context: product,
      },
    );
    expect(answer.record.productPreserved).toBeUndefined();
    const story = await readTurn('atFaultParty', "the heater maker, I didn't even have it switched on", {
      context: product,
    });
    expect(story.record.productPreserved).toBeUndefined();
  });
});

const otherParty = async (text: string, language: 'en' | 'es' = 'en') => {
  const { record } = await readTurn('thirdPartyInvolved', text, { context: work, language });
  return { involved: record.thirdPartyInvolved, party: record.thirdParty };
};

describe('whether anyone besides the employer was involved, and who', () => {
  it('takes an answer that names the party as yes, and the party as its noun phrase', async () => {
    expect(await otherParty('the roofing subcontractor on that job')).toEqual({
      involved: true,
      party: 'the roofing subcontractor',
    });
    expect(await otherParty('yes a delivery driver from a bakery clipped me')).toEqual({
      involved: true,
      party: 'a delivery driver from a bakery',
    });
    expect(await otherParty('Hmm, I guess the tenant? it was her porch')).toEqual({
      involved: true,
      party: 'the tenant',
    });
    expect(await otherParty('maybe the company that rented us the lift, Sunbelt')).toEqual({
      involved: true,
      party: 'the company that rented us the lift, Sunbelt',
    });
  });

  it('names the one possessed, not the possessor', async () => {
    expect((await otherParty("a tenant's boyfriend shoved me off the ladder")).party).toBe(
      "a tenant's boyfriend",
    );
    expect((await otherParty("yes, the landlord's handyman left it loose")).party).toBe(
      "the landlord's handyman",
    );
  });

  it('says yes without a name when the party is only "a guy" or "another company"', async () => {
    expect(await otherParty('yeah some guy who ran the red light')).toEqual({
      involved: true,
      party: undefined,
    });
    expect(await otherParty('another company was doing the wiring')).toEqual({
      involved: true,
      party: undefined,
    });
  });

  it('never names the visitor, a filler or the employer as the party', async () => {
    const { party } = await otherParty("Umm I'd say the landscaping crew from Greenway");
    expect(party).toBe('the landscaping crew from Greenway');
    expect((await otherParty('not my company, it was the building owner')).party).toBe('the building owner');
    expect(await otherParty('nobdy else')).toEqual({ involved: false, party: undefined });
    expect(await otherParty('no, just my own crew')).toEqual({ involved: false, party: undefined });
  });

  it('stores nothing from a question asked back', async () => {
    expect(await otherParty('would the temp agency count as another company?')).toEqual({
      involved: undefined,
      party: undefined,
    });
    expect(await otherParty('can i go after the other company if comp is paying?')).toEqual({
      involved: undefined,
      party: undefined,
    });
  });

  it('reads a Spanish answer that names the party as yes', async () => {
    expect((await otherParty('Un camionero de otra empresa me atropelló', 'es')).involved).toBe(true);
    expect((await otherParty('creo que el dueño de la casa', 'es')).involved).toBe(true);
    expect((await otherParty('no, nadie más', 'es')).involved).toBe(false);
  });
});

const callerOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language })).record.callerRelationship;

describe('who is writing', () => {
  it('reads the writer from the relative the story is about', async () => {
    expect(await callerOf('My wife slipped on ice outside the pharmacy and broke her wrist')).toBe('husband');
    expect(await callerOf('a loose dog chased my 8yo off his scooter last week')).toBe(
      'parent (mother or father)',
    );
    expect(await callerOf('my elderly dad tripped on a torn carpet at his clinic')).toBe(
      'child (son or daughter)',
    );
    expect(await callerOf('A mi esposo lo atropellaron saliendo del trabajo', 'es')).toBe('wife');
    expect(await callerOf('mi hermana se cayó en el supermercado', 'es')).toBe('sibling (brother or sister)');
  });

  it('reads the writer naming themself, in English words', async () => {
    expect(await callerOf('my son fell off the monkey bars at school. im his dad')).toBe('father');
    expect(await callerOf('Mi abuela se resbaló en la tienda. Soy su nieta.', 'es')).toBe('granddaughter');
  });

  it('leaves it unset when the writer was hurt too', async () => {
    expect(await callerOf('my husband and I were rear ended, I hurt my neck')).toBeUndefined();
    expect(await callerOf('I broke my ankle carrying my daughter down the stairs')).toBeUndefined();
    expect(
      await callerOf('I tripped on a hose at my cousins place and my mom drove me to urgent care'),
    ).toBeUndefined();
    expect(
      await callerOf('se me cayó una repisa encima con mi hija al lado, me pegué en la cabeza', 'es'),
    ).toBeUndefined();
  });

  it('keeps a Spanish writer who names themself, whatever the word means in English', async () => {
    // "son" is a Spanish verb: the tie is checked against the relatives lexicon, not as a party.
    expect(await callerOf('Mi mamá se cayó en la farmacia y se rompió la muñeca. Soy su hijo.', 'es')).toBe(
      'son',
    );
    expect(await callerOf('a mi abuelo lo mordió un perro en el parque, yo soy su nieto', 'es')).toBe(
      'grandson',
    );
    expect(await callerOf('Mi hermano se quemó con la estufa. Soy su hermana.', 'es')).toBe('sister');
  });

  it('reads the writer naming themself in the other language of a mixed message', async () => {
    expect(await callerOf('mi papá se resbaló en el estacionamiento. I am his daughter', 'es')).toBe(
      'daughter',
    );
    expect(await callerOf('my grandma fell at the clinic, soy su nieta', 'en')).toBe('granddaughter');
  });

  it('does not take a relative who is only typing for the injured writer', async () => {
    expect(
      await callerOf('a dog bit me on the leg at the park. im 12 and my dad is typing this for me'),
    ).toBeUndefined();
    expect(await callerOf('got burned by a space heater, my son is helping me write this')).toBeUndefined();
  });

  it('does not take a pet or a thing with an age for a child', async () => {
    expect(
      await callerOf('the neighbors dogs went after my 12 year old lab and one bit me on the hand'),
    ).toBeUndefined();
    expect(
      await callerOf('my 10 year old truck got hit in a parking lot while I was loading it'),
    ).toBeUndefined();
  });

  const callerInAnswer = async (
    question: 'age' | 'injuries' | 'witnesses',
    text: string,
    language: 'en' | 'es' = 'en',
  ) =>
    (await readTurn(question, text, { language, context: { caseType: 'slip_fall' } })).record
      .callerRelationship;

  it('reads the relative an answer about the injured person opens on', async () => {
    expect(await callerInAnswer('age', 'my wife is 52')).toBe('husband');
    expect(await callerInAnswer('age', "I'm not the one hurt, it's my son, he's 11")).toBe(
      'parent (mother or father)',
    );
    expect(await callerInAnswer('age', 'Mi esposa tiene 45.', 'es')).toBe('husband');
    expect(await callerInAnswer('injuries', 'my dad broke his hip and two ribs')).toBe(
      'child (son or daughter)',
    );
    expect(await callerInAnswer('injuries', 'mi hija tiene la muñeca fracturada', 'es')).toBe(
      'parent (mother or father)',
    );
  });

  it('reads a relative given the injured person’s age or place in any answer', async () => {
    const inAnswer = async (text: string, language: 'en' | 'es' = 'en') =>
      (await readTurn('medicalBills', text, { language, context: { caseType: 'auto' } })).record
        .callerRelationship;
    expect(await inAnswer('my brother is 41 and the bills are around 9 grand')).toBe(
      'sibling (brother or sister)',
    );
    expect(await inAnswer('my daughter is the one who got hurt, the ER bill was 3000')).toBe(
      'parent (mother or father)',
    );
    expect(await inAnswer('mi papá tiene 70 y las cuentas ya van en 5 mil', 'es')).toBe(
      'child (son or daughter)',
    );
    expect(
      await inAnswer("I'm 45 and my son is 12, he was in the car but fine, my bills are 4k"),
    ).toBeUndefined();
    expect(await inAnswer('my wife was driving, bills are about 2000')).toBeUndefined();
  });

  it('does not read a relative from an answer about something else, or a helper', async () => {
    expect(await callerInAnswer('witnesses', 'my husband was there and saw it')).toBeUndefined();
    expect(await callerInAnswer('witnesses', 'mi hija estaba conmigo', 'es')).toBeUndefined();
    expect(await callerInAnswer('age', "my daughter is helping me type, I'm 70")).toBeUndefined();
    expect(await callerInAnswer('injuries', 'I hurt my back, my wife had to drive me home')).toBeUndefined();
  });
});

const productIn = async (
  question: 'product' | 'manufacturer' | 'photos' | 'incidentDate' | null,
  text: string,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { context: product, language })).record.product;

describe('what the product was', () => {
  it.each([
    [
      'the glass lid of my slow cooker shattered and my new pressure cooker blew its top, burned my arm',
      'pressure cooker',
    ],
    ['my kids hoverboard started smoking and caught fire in the hallway', 'hoverboard'],
    ['the step ladder folded under me while I was cleaning gutters, broke my wrist', 'ladder'],
    ['I bought a space heater last winter and it melted and set the rug on fire', 'space heater'],
    ['Se me rompió la licuadora y la cuchilla me cortó la mano', 'blender'],
    ['la secadora de ropa se incendió en el cuarto de lavado y me quemé las manos', 'dryer'],
    ['mi olla de presión explotó cuando la abrí, me quemó la cara', 'pressure cooker'],
    ['the charger for my phone overheated overnight and burned my hand when I unplugged it', 'phone charger'],
    [
      'the coffee maker was fine but the toaster oven next to it caught fire and burned my hand',
      'toaster oven',
    ],
  ])('names the kind of product in a description: "%s"', async (text, kind) => {
    expect(await productIn(null, text, /[áéíóúñ]|\b(la|el|mi)\b/.test(text) ? 'es' : 'en')).toBe(kind);
  });

  it('takes a whole product over the part of it that failed', async () => {
    expect(
      await productIn(null, 'the brakes on my electric scooter stopped working on a hill and I crashed'),
    ).toBe('electric scooter');
    expect(
      await productIn(
        null,
        'mi esposo usaba la sierra circular y el freno no funcionó, se cortó dos dedos',
        'es',
      ),
    ).toBe('table saw');
  });

  it('takes a part when nothing else is named', async () => {
    expect(
      await productIn(
        null,
        'the airbag in my car went off for no reason while I was parked and burned my face',
      ),
    ).toBe('airbag');
    expect(
      await productIn(null, 'the front tire on my truck blew out at highway speed and I rolled into a ditch'),
    ).toBe('tire');
  });

  it('passes over what it was not, and words that are not products', async () => {
    expect(await productIn('product', 'not the toaster, it was the air fryer')).toBe('air fryer');
    expect(await productIn('product', 'no era la estufa, era el calentador', 'es')).toBe('space heater');
    expect(
      await productIn(null, 'I slipped on melted ice cream in the aisle and hurt my back'),
    ).toBeUndefined();
    expect(await productIn('product', 'no, lo tiré a la basura porque olía a quemado', 'es')).not.toBe(
      'tire',
    );
  });

  it('reads a product named in the answer about who made it', async () => {
    expect(await productIn('manufacturer', 'Cuisinart, the food processor one, no wait, the blender')).toBe(
      'blender',
    );
    expect(await productIn('manufacturer', 'es marca Mabe, la lavadora', 'es')).toBe('washing machine');
  });

  it('does not take a thing named in passing in an answer to another question', async () => {
    expect(await productIn('photos', 'yes I took pictures of my hand and of the grill')).toBeUndefined();
    expect(
      await productIn('incidentDate', 'the night before thanksgiving, I was using the new blender'),
    ).toBeUndefined();
  });
});

describe('who made it, when the visitor does not know', () => {
  const makerOf = async (text: string) =>
    (
      await readTurn('manufacturer', text, {
        context: { caseType: 'product_liability', product: 'space heater' },
      })
    ).record.manufacturer;

  it.each([['Not sure.'], ['No idea, it was a cheap one'], ['Nope, the box is long gone'], ['Idk honestly']])(
    'keeps no brand from "%s"',
    async (text) => {
      expect(await makerOf(text)).toBeUndefined();
    },
  );

  it('still reads a brand named after the doubt', async () => {
    expect(await makerOf('Not sure, I think Heatwell')).toBe('Heatwell');
    expect(await makerOf('No clue, maybe it was Heatwell')).toBe('Heatwell');
  });
});

describe('the police report number', () => {
  const crash = { caseType: 'auto', policeReport: true } as const;
  const numberOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('policeReport', text, { context: crash, language })).record.policeReportNumber;

  it.each([
    ['yes, 5520-C', '5520-C'],
    ['yep the highway patrol came, #7716023', '7716023'],
    ['ya, case 19-44821', '19-44821'],
    ['officer gave me a slip, it says 26-TR-0912', '26-TR-0912'],
    ['the number on the card is 2026-33104', '2026-33104'],
    ['sí vino, el número es 88-20417', '88-20417'],
  ])('reads an identifier given in the answer: "%s"', async (text, number) => {
    expect(await numberOf(text, /vino/.test(text) ? 'es' : 'en')).toBe(number);
  });

  it.each([
    ['yes, it is three one nine nine four', '31994'],
    ['the number is seven seven dash two zero one five', '77-2015'],
    ['sí, es cinco cuatro ocho ocho uno', '54881'],
  ])('reads digits said one by one: "%s"', async (text, number) => {
    expect(await numberOf(text, /sí/.test(text) ? 'es' : 'en')).toBe(number);
  });

  it('takes the corrected number, not the one after "not"', async () => {
    expect(await numberOf('sorry it is 31-7740 not 31-7704')).toBe('31-7740');
  });

  it.each([
    'yes they came on 11/14 around 9pm',
    'yes, two officers came in 2025',
    'yes, at 4410 Elm Street by the gas station',
    'yes, and the tow was 1200 dollars',
    'yes but I do not have the number with me',
  ])('reads no number from "%s"', async (text) => {
    expect(await numberOf(text)).toBeUndefined();
  });

  it('reads an identifier only after a number word when the report was not asked about', async () => {
    const told = await readTurn('witnesses', 'no witnesses. the report # is 44-1902 btw', { context: crash });
    expect(told.record.policeReportNumber).toBe('44-1902');
    const other = await readTurn('witnesses', 'one witness, she lives at 2210 Oak Ave', { context: crash });
    expect(other.record.policeReportNumber).toBeUndefined();
  });
});

describe('four or five bare digits in the report answer', () => {
  const crash = { caseType: 'auto', policeReport: true } as const;
  const numberOf = async (text: string) =>
    (await readTurn('policeReport', text, { context: crash })).record.policeReportNumber;

  it('are an amount without a word that says a number follows', async () => {
    expect(await numberOf('yes, the body shop said 3200 for the bumper')).toBeUndefined();
    expect(await numberOf('yeah, it cost me 1850 to tow and fix')).toBeUndefined();
  });

  it('are the number with one', async () => {
    expect(await numberOf('yes, report # 48213')).toBe('48213');
    expect(await numberOf('yes, the number is 7740')).toBe('7740');
  });
});

describe('a yes or no that goes on to answer another question', () => {
  const crash = { caseType: 'auto' } as const;
  it.each([
    ['priorAttorney', 'yes the cops came and wrote it up'],
    ['priorAttorney', 'yeah an officer gave me a card with a number'],
    ['witnesses', 'yes I got photos of the whole thing'],
    ['priorAttorney', 'sí, vino la policía'],
  ] as const)('%s: "%s" does not answer the question asked', async (question, text) => {
    const read = await readTurn(question, text, { context: crash, language: /sí/.test(text) ? 'es' : 'en' });
    expect(read.record[question]).toBeUndefined();
  });

  it.each([
    ['priorAttorney', 'yes, a lawyer from the union is helping me', true],
    ['priorAttorney', 'no, no attorney yet', false],
    ['policeReport', 'yes the police came', true],
    ['photos', 'yes, and the police took some too', true],
  ] as const)('%s: "%s" answers it', async (question, text, value) => {
    const read = await readTurn(question, text, { context: crash });
    expect(read.record[question]).toBe(value);
  });
});

describe('a no or yes said with time in it', () => {
  const auto = { caseType: 'auto' } as const;
  const answer = async (
    question: 'priorAttorney' | 'photos' | 'witnesses',
    text: string,
    language: 'en' | 'es',
  ) => (await readTurn(question, text, { context: auto, language })).record[question];

  it.each([
    ['priorAttorney', 'not yet', 'en'],
    ['priorAttorney', 'nah, not at the moment. is that bad?', 'en'],
    ['priorAttorney', "haven't yet, was waiting to hear from you", 'en'],
    ['priorAttorney', 'not to my knowledge', 'en'],
    ['photos', 'not yet, the car is still at the tow yard', 'en'],
    ['priorAttorney', 'todavía no', 'es'],
    ['priorAttorney', 'aún no, no sabía a quién llamar', 'es'],
    ['priorAttorney', 'por ahora no', 'es'],
    ['witnesses', 'no que yo sepa', 'es'],
  ] as const)('%s: "%s" is no', async (question, text, language) => {
    expect(await answer(question, text, language)).toBe(false);
  });

  it.each([
    ['priorAttorney', 'sure did, hired one last week', 'en'],
    ['photos', 'yes already, a bunch on my phone', 'en'],
    ['priorAttorney', 'ya sí, desde el lunes', 'es'],
    ['priorAttorney', 'sí, ya tengo uno', 'es'],
  ] as const)('%s: "%s" is yes', async (question, text, language) => {
    expect(await answer(question, text, language)).toBe(true);
  });

  it('does not read "tengo uno" in a yes as an age', async () => {
    const read = await readTurn('priorAttorney', 'sí, ya tengo uno', { context: auto, language: 'es' });
    expect(read.record.age).toBeUndefined();
  });
});

// A fresh visitor's "yes" before a witness and photos, to the lawyer question, was stored as a
// lawyer already hired (decision 0190).
describe('an opening yes that the rest of its clause tells another fact by', () => {
  const auto = { caseType: 'auto' } as const;
  it.each([
    ['priorAttorney', 'yes my coworker watched it happen', 'witnesses'],
    ['priorAttorney', 'yeah, the lady at the register saw me go down', 'witnesses'],
    ['priorAttorney', 'yes the cops came and wrote a report', 'policeReport'],
    ['photos', 'yes, a guy jogging by saw all of it', 'witnesses'],
    ['priorAttorney', 'sí, mi vecino lo vio todo', 'witnesses'],
  ] as const)('%s: "%s" tells %s, not the question asked', async (question, text, other) => {
    const language = /[íé]/.test(text) ? 'es' : 'en';
    const read = await readTurn(question, text, { context: auto, language });
    expect(read.record[other]).toBe(true);
    expect(read.record[question]).toBeUndefined();
  });

  it.each([
    ['priorAttorney', 'yes, signed with a firm on monday', true],
    ['priorAttorney', 'no, but my coworker watched it happen', false],
    ['photos', 'yes, and my neighbor saw it too', true],
    ['witnesses', 'yes, the man behind me saw everything', true],
    ['priorAttorney', 'no, pero mi vecino lo vio todo', false],
  ] as const)('%s: "%s" still answers the question asked', async (question, text, value) => {
    const language = /pero/.test(text) ? 'es' : 'en';
    const read = await readTurn(question, text, { context: auto, language });
    expect(read.record[question]).toBe(value);
  });
});

// Round m: a "no" about the lawyer, said to the health insurance question, was stored as no
// health insurance; a "yes" about the police, to the fault question, as an admission; and the
// report number the visitor said they did not have was asked twice more (decision 0190).
describe('an opening yes or no that another fact takes, whatever the question', () => {
  const auto = { caseType: 'auto' } as const;
  it.each([
    ['healthInsurance', 'no i have not talked to any lawyer yet', 'priorAttorney'],
    ['healthInsurance', 'yes my brother saw the whole thing', 'witnesses'],
    ['ownFaultPercent', 'yes the police came out and wrote it up', 'policeReport'],
    ['ownFaultPercent', 'yes, I took pictures of his bumper', 'photos'],
  ] as const)('%s: "%s" is left open', async (question, text, other) => {
    const read = await readTurn(question, text, { context: auto });
    expect(read.record[other]).toBeDefined();
    expect(read.record[question]).toBeUndefined();
    expect(read.record.ownFaultNotes).toBeUndefined();
  });

  it.each([
    ['photos', 'the cops came but i dont have the report number'],
    ['witnesses', 'police showed up, I never got a case number'],
    ['ownFaultPercent', 'no. the officer came, I do not have the accident report number'],
  ] as const)('%s: "%s" settles the report number as not known', async (question, text) => {
    const read = await readTurn(question, text, { context: auto });
    expect(read.record.policeReport).toBe(true);
    expect(read.record.unknowns).toContain('policeReportNumber');
  });
});
