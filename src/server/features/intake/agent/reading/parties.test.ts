import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';

import { partyIn } from '../../testing/party-in';
import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';
import type { QuestionKey } from '../agent';
import { providerFact } from '../facts/care.facts';
import { thirdPartyFact } from '../facts/work.facts';

import {
  holdsName,
  mayBePublicBody,
  type NamedPartyOptions,
  partyInEnglish,
  partyInLanguage,
  readNamedParty,
  readAnimalOwner,
  readVenue,
} from './parties';
import { clausesOf, clausesOfText, normalize, sentencesOf } from './text';

describe('the party at fault, read as the doer of the harm', () => {
  it('takes the noun phrase before the harm verb, with its determiner', () => {
    expect(partyIn('the pharmacist handed me somebody else’s pills')).toBeUndefined();
    expect(partyIn('the nurse gave me twice the dose on the chart')).toBe('the nurse');
    expect(partyIn('My landlord ignored three work orders about that railing')).toBe('My landlord');
    expect(partyIn('the lifeguard was not watching the deep end')).toBe('the lifeguard');
    expect(partyIn('The surgeon left a clamp inside me')).toBe('The surgeon');
    expect(partyIn('our neighbour never fixed the gate')).toBe('our neighbour');
    expect(partyIn('the plumbing sub’s guy dropped a pipe on my foot')).toBe('the plumbing sub’s guy');
  });

  it('reads Spanish in both orders: the doer before its verb, or right after it', () => {
    expect(partyIn('la enfermera me dio otra medicina', 'es')).toBe('the nurse');
    expect(partyIn('el casero nunca arregló la escalera', 'es')).toBe('the landlord');
    expect(partyIn('mi vecina dejó suelto a su perro', 'es')).toBe('my neighbor');
    expect(partyIn('me chocó un camión de la basura', 'es')).toBe('the driver of a truck of the garbage');
    expect(partyIn('el otro chofer se pasó el alto', 'es', { isCrashCase: true })).toBe('the other driver');
  });

  it('reads running a light said with "blew", "flew" or "shot through" as the doer’s act (decision 0247)', () => {
    const crash = { isCrashCase: true };
    expect(partyIn('honestly the cabbie blew a red and then a van hit us', 'en', crash)).toBe(
      'the other driver (the cabbie)',
    );
    expect(partyIn('a kid in a honda flew through the four way stop', 'en', crash)).toBe(
      'the other driver (a kid in a honda)',
    );
    expect(partyIn('the delivery truck shot through the yellow and clipped my mirror', 'en', crash)).toBe(
      'the driver of the delivery truck',
    );
    expect(partyIn('that semi blew an orange light right in front of me', 'en', crash)).toBe(
      'the driver of that semi',
    );
    // A thing that blew is nobody.
    expect(partyIn('my front tire blew a hole and I went into the rail', 'en', crash)).toBeUndefined();
    expect(partyIn('the wind blew a branch onto the road', 'en', crash)).toBeUndefined();
  });

  it('reads "el del camión" as the driver of the truck, said once (decision 0247)', () => {
    const crash = { isCrashCase: true };
    expect(partyIn('el del camión me pegó por detrás en la 10', 'es', crash)).toBe('the driver of the truck');
    expect(partyIn('la de la camioneta se voló el alto', 'es', crash)).toBe('the driver of the pickup');
    expect(partyIn('el del taxi se brincó el semáforo', 'es', crash)).toBe('the driver of the taxi');
  });

  it('names a vehicle by its driver and an animal by its owner', () => {
    expect(partyIn('a delivery van backed into my bumper')).toBe('the driver of a delivery van');
    expect(partyIn('I was struck by a school bus turning right')).toBe('the driver of a school bus');
    expect(partyIn('my cousin’s husky bit my hand')).toBe('my cousin');
    expect(partyIn('a loose boxer bit me on the trail')).toBeUndefined();
    expect(partyIn('a rottweiler bit my calf')).toBe('the owner of a rottweiler');
    expect(partyIn('el perro de mi suegra me mordió', 'es')).toBe('mi suegra');
  });

  it('takes the whole phrase when a describing word stands between its determiner and its head', () => {
    const crash = { isCrashCase: true };
    expect(partyIn('a distracted driver swerved into me', 'en', crash)).toBe('a distracted driver');
    expect(partyIn('an impatient driver rammed my bumper', 'en', crash)).toBe('an impatient driver');
    expect(partyIn('the exhausted nurse gave me the wrong bag')).toBe('the exhausted nurse');
  });

  it('names the driver, not the visitor’s relative, when the driver is theirs', () => {
    const crash = { isCrashCase: true };
    expect(partyIn('my brother’s Uber driver blew the stop sign', 'en', crash)).toBe('the Uber driver');
    expect(partyIn('my aunt’s cab driver hit a parked van', 'en', crash)).toBe('the cab driver');
    // Someone else's relative stays who they are.
    expect(partyIn('the landlord’s security guard shoved me down the steps')).toBe(
      'the landlord’s security guard',
    );
  });

  it('takes the doer of the first of two joined verbs for a second one that does the harm', () => {
    const crash = { isCrashCase: true };
    expect(partyIn('cab driver was speeding and rammed my door', 'en', crash)).toBe('the cab driver');
    expect(partyIn('the delivery truck was on the shoulder and swerved into me', 'en', crash)).toBe(
      'the driver of the delivery truck',
    );
    expect(partyIn('the nurse came in late and gave me the wrong bag')).toBe('the nurse');
    expect(partyIn('el chofer venía dormido y se pasó el alto', 'es', crash)).toBe('the driver');
    // Not the visitor's own people, not an owner of a thing, not a failure ("never") joined on.
    expect(partyIn('my husband was driving and then hit the curb', 'en', crash)).toBeUndefined();
    expect(partyIn('the store’s cart rail snapped and hit my shin')).toBeUndefined();
    expect(partyIn('the guard was unbolted last year and never put back')).toBeUndefined();
  });

  it('names an animal’s owner told before it, with or without the apostrophe or a determiner', () => {
    expect(partyIn('Neighbor’s beagle bit my ankle')).toBe('the neighbor');
    expect(partyIn('the roommates husky bit my guest')).toBe('the roommates');
    expect(partyIn('our landlord’s mastiff knocked my son down and bit him')).toBe('our landlord');
    expect(partyIn('Dana’s terrier bit my hand')).toBe('Dana');
    expect(partyIn('a stray mutt bit me at the bus stop')).toBe('the owner of a stray mutt');
    expect(partyIn('el chihuahua del vecino me mordió el tobillo', 'es')).toBe('the neighbor');
    expect(partyIn('me mordió el perro de la vecina', 'es')).toBe('the neighbor');
    // A stray "de la calle" is nobody's.
    expect(partyIn('un perro de la calle me mordió la mano', 'es')).toBeUndefined();
  });

  it('in a crash, anyone who ran into the visitor is the other driver', () => {
    const crash = { isCrashCase: true };
    // Too long to keep wrapped as "the other driver (…)": the typed phrase stands alone (0102).
    expect(partyIn('an old man in a minivan ran the stop sign', 'en', crash)).toBe('an old man in a minivan');
    expect(partyIn('some lady pulled out of the gas station and hit me', 'en', crash)).toBe(
      'the other driver (some lady)',
    );
    expect(partyIn('she blew through the light', 'en', crash)).toBe('the other driver');
    expect(partyIn('una señora se me cerró en la autopista', 'es', crash)).toBe('the other driver (a woman)');
    // Outside a crash, a pronoun names nobody and a person stays who they are.
    expect(partyIn('she smashed her chin on the bar')).toBeUndefined();
    expect(partyIn('some man shoved me off the platform')).toBe('some man');
  });

  it('never takes the visitor, their own car or a body part for the party', () => {
    expect(partyIn('my knee hit the dashboard')).toBeUndefined();
    expect(partyIn('my car slammed into the guardrail')).toBeUndefined();
    expect(partyIn('I rear-ended a truck in the fog')).toBeUndefined();
    expect(partyIn('mi carro chocó contra un poste', 'es')).toBeUndefined();
  });

  it('in an answer to "who was at fault", takes the first party named and not denied', () => {
    const answer = { isAnswer: true };
    expect(partyIn('The gym, nobody wiped the floor', 'en', answer)).toBe('The gym');
    expect(partyIn('not the landlord, the contractor he hired', 'en', answer)).toBe('the contractor');
    expect(partyIn('Dr. Okafor, the one who did the scan', 'en', answer)).toBe('Dr. Okafor');
    expect(partyIn('the taxi', 'en', answer)).toBe('the driver of the taxi');
    expect(partyIn('La escuela, no había nadie cuidando', 'es', answer)).toBe('the school');
    expect(partyIn('el gerente de Mariscos Lupita', 'es', answer)).toBe('el gerente de Mariscos Lupita');
    expect(partyIn('no idea honestly', 'en', answer)).toBeUndefined();
  });
});

describe('whose animal it was, told anywhere in the story', () => {
  const ownerIn = (text: string, language: Language = 'en') =>
    readAnimalOwner(
      sentencesOf(text)
        .flatMap((sentence) => clausesOf(sentence, language))
        .map((clause) => ({ text: clause, plain: normalize(clause) })),
      language,
    )?.value;

  it('takes the owner named with the animal whatever the verb, and nobody for an animal alone', () => {
    expect(ownerIn('the neighbors rottie got loose and went after my daughter')).toBe('the neighbors');
    expect(ownerIn('my coworker’s collie chased me off the porch')).toBe('my coworker');
    expect(ownerIn('el perro de mi compadre se soltó y agarró a mi hijo', 'es')).toBe('mi compadre');
    expect(ownerIn('a loose hound came at us on the trail')).toBeUndefined();
    expect(ownerIn('I was walking my own poodle when it happened')).toBeUndefined();
    expect(ownerIn('mi perro se escapó y otro perro lo atacó', 'es')).toBeUndefined();
  });
});

describe('a party that may be a public body', () => {
  it('is told by its words, so no private party is assumed from it', () => {
    expect(mayBePublicBody('the driver of a metro bus', 'en')).toBe(true);
    expect(mayBePublicBody('the school district', 'en')).toBe(true);
    expect(mayBePublicBody('el conductor de la guagua', 'es')).toBe(true);
    expect(mayBePublicBody('the driver of a delivery van', 'en')).toBe(false);
    expect(mayBePublicBody('My landlord', 'en')).toBe(false);
  });
});

const namedIn = (text: string, language: Language = 'en', options: NamedPartyOptions = {}) =>
  readNamedParty(clausesOfText(text, language), language, options);
const nameIn = (text: string, language: Language = 'en', options: NamedPartyOptions = {}) =>
  namedIn(text, language, options)?.value;

describe('a party by name, in an answer about a person or an organisation', () => {
  it('takes the name the visitor introduces, in any case', () => {
    expect(nameIn('a diner called the blue spoon')).toBe('the blue spoon');
    expect(nameIn('it was a little pharmacy named Kwik Rx')).toBe('Kwik Rx');
    expect(nameIn('some outfit by the name of Grayline Movers')).toBe('Grayline Movers');
    expect(nameIn('the vet clinic is called Paws First')).toBe('Paws First');
    expect(nameIn('una empresa que se llama Limpiezas Sol', 'es')).toBe('Limpiezas Sol');
    expect(nameIn('el dueño, se llama Don Aurelio', 'es')).toBe('Don Aurelio');
    expect(nameIn('una clínica llamada Salud Total', 'es')).toBe('Salud Total');
    expect(namedIn('a gym called Iron Temple')?.isName).toBe(true);
  });

  it('takes the name a role is said to be', () => {
    expect(nameIn('the landlord is Birchwood Rentals')).toBe('Birchwood Rentals');
    expect(nameIn('the owner was Harlan Meats')).toBe('Harlan Meats');
    expect(nameIn('the management company is Oakline')).toBe('Oakline');
    expect(nameIn('my boss is Terry Vance')).toBe('Terry Vance');
    expect(nameIn('the brand is Voltaic')).toBe('Voltaic');
    expect(nameIn('el supermercado es La Canasta', 'es')).toBe('La Canasta');
    expect(nameIn('la dueña es Rosa Medina', 'es')).toBe('Rosa Medina');
    expect(nameIn('el patrón es Construcciones Vega', 'es')).toBe('Construcciones Vega');
  });

  it('takes a name typed in capitals, with a title before it, and not a word that only opens the sentence', () => {
    expect(nameIn('Dr. Halvorsen did the injection')).toBe('Dr. Halvorsen');
    expect(nameIn('I think it was doctor Amari')).toBe('doctor Amari');
    expect(nameIn('dr patel, the one at the clinic')).toBe('dr patel');
    expect(nameIn('Honestly I meant Kroger')).toBe('Kroger');
    expect(nameIn('Three Rivers Medical')).toBe('Three Rivers Medical');
    expect(nameIn('Sorry, wrong one')).toBeUndefined();
    expect(nameIn('I went there twice')).toBeUndefined();
    expect(nameIn('on Monday they called me')).toBeUndefined();
    expect(nameIn('Fue el Rancho Grande', 'es')).toBe('Rancho Grande');
  });

  it('leaves out places, peoples, street numbers and company suffixes alone', () => {
    expect(nameIn('a warehouse in Tulsa')).toBe('a warehouse in Tulsa');
    expect(nameIn('we moved here from Guatemala')).toBeUndefined();
    expect(nameIn('the nurse was Haitian')).toBe('the nurse');
    expect(nameIn('the shop on 12th street')).toBe('the shop on 12th street');
    expect(nameIn('some LLC I never heard of')).toBeUndefined();
    expect(nameIn('im 47 if it helps')).toBeUndefined();
    expect(nameIn('it was in Ohio')).toBeUndefined();
    expect(nameIn('the 2019 one')).toBeUndefined();
  });

  it('takes a name typed all in capitals even where it opens the sentence, and never a street', () => {
    expect(nameIn('TJX on the corner, the cashier saw it')).toBe('TJX');
    expect(nameIn('HEB off the highway')).toBe('HEB');
    expect(nameIn('UPMC did the surgery')).toBe('UPMC');
    expect(nameIn('the pharmacy on Elm Street')).toBe('the pharmacy on Elm Street');
    expect(nameIn('somewhere on Grand Avenue')).toBeUndefined();
    expect(nameIn('we went to Rexall on Harbor Blvd')).toBe('Rexall');
    expect(nameIn('near Route 9')).toBeUndefined();
    expect(nameIn('en la Calle Ocho', 'es')).toBeUndefined();
    expect(nameIn('OK so it was the landlord')).toBe('the landlord');
  });

  it('skips a party the visitor rules out', () => {
    expect(nameIn('not Costco, it was Sam’s Club')).toBe('Sam’s Club');
    expect(nameIn('not the dentist, the hygienist')).toBe('the hygienist');
    expect(nameIn('Not Dr. Baines. It was Dr. Ruiz')).toBe('Dr. Ruiz');
    expect(nameIn('it wasnt Sony, it was Panavox')).toBe('Panavox');
    expect(nameIn('no fue el médico, fue la enfermera', 'es')).toBe('the nurse');
    expect(nameIn('ni la tienda ni el dueño', 'es')).toBeUndefined();
    expect(nameIn('not the landlord')).toBeUndefined();
    expect(nameIn('never Walgreens, always CVS')).toBe('CVS');
  });

  it('asked who made it, skips the shop it was bought at', () => {
    const maker = { skipSellers: true };
    expect(nameIn('I got it at Lowe’s', 'en', maker)).toBeUndefined();
    expect(nameIn('bought it at Big Lots, the box says Homevo', 'en', maker)).toBe('Homevo');
    expect(nameIn('ordered it on Wish', 'en', maker)).toBeUndefined();
    expect(nameIn('lo compré en Walmart', 'es', maker)).toBeUndefined();
    expect(nameIn('it is a Brightline heater from the hardware store', 'en', maker)).toBe('Brightline');
    expect(nameIn('Kelvex, I bought it at Target', 'en', maker)).toBe('Kelvex');
    expect(nameIn('I got it at Lowe’s')).toBe('Lowe’s');
    expect(nameIn('es marca Frioluz, la compré en Costco', 'es', maker)).toBe('Frioluz');
  });

  it('takes a short name in lower case set right after a role', () => {
    expect(nameIn('my chiropractor, spine align')).toBe('spine align');
    expect(nameIn('the hospital downtown, st anne')).toBe('st anne');
    expect(nameIn('the landlord, marlow homes')).toBe('marlow homes');
    expect(nameIn('the store, quickstop')).toBe('quickstop');
    expect(nameIn('my dentist, i think')).toBe('my dentist');
    expect(nameIn('the clinic, the one by the mall')).toBe('the clinic');
    expect(nameIn('my boss, he never listens')).toBe('my boss');
    expect(nameIn('the store, 3 weeks ago')).toBe('the store');
  });

  it('without a name, takes the role, in the record’s words, and only an organisation when asked for one', () => {
    expect(nameIn('the property manager')).toBe('the property manager');
    expect(nameIn('probably the surgeon')).toBe('the surgeon');
    expect(nameIn('la tienda', 'es')).toBe('the store');
    expect(nameIn('el otro chofer', 'es')).toBe('the other driver');
    expect(nameIn('La dueña del perro', 'es')).toBe('the owner of the dog');
    expect(nameIn('el vecino de enfrente', 'es')).toBe('el vecino de enfrente');
    expect(nameIn('y el otro señor', 'es')).toBeUndefined();
    expect(nameIn('the other guy', 'en', { isOrganisation: true })).toBeUndefined();
    expect(nameIn('en un restaurante', 'es', { isOrganisation: true })).toBe('a restaurant');
    expect(nameIn('the dog')).toBeUndefined();
  });
});

describe('a Spanish role kept in English and said back in Spanish', () => {
  it('translates a phrase of role words only, and keeps any other phrase as typed', () => {
    expect(partyInEnglish('el otro conductor', 'es')).toBe('the other driver');
    expect(partyInEnglish('la vecina', 'es')).toBe('the neighbor');
    expect(partyInEnglish('los dueños', 'es')).toBe('the owners');
    expect(partyInEnglish('el conductor (una señora)', 'es')).toBe('the driver (a woman)');
    expect(partyInEnglish('el gerente de Mariscos Lupita', 'es')).toBe('el gerente de Mariscos Lupita');
    expect(partyInEnglish('la señora Gómez', 'es')).toBe('la señora Gómez');
    expect(partyInEnglish('the landlord', 'en')).toBe('the landlord');
    expect(partyInEnglish('el hospital', 'es')).toBe('the hospital');
  });

  it('says a kept role back in Spanish', () => {
    expect(partyInLanguage('the other driver', 'es')).toBe('el otro conductor');
    expect(partyInLanguage('the store', 'es')).toBe('la tienda');
    expect(partyInLanguage('the neighbor', 'es')).toBe('el vecino');
    expect(partyInLanguage('the hospital', 'es')).toBe('el hospital');
    expect(partyInLanguage('a clinic', 'es')).toBe('una clinica');
    expect(partyInLanguage('Birchwood Rentals', 'es')).toBe('Birchwood Rentals');
    expect(partyInLanguage('the other driver', 'en')).toBe('the other driver');
    expect(partyInLanguage('the driver (a woman)', 'es')).toBe('el conductor (una senora)');
  });
});

describe('every party fact reads the party by name', () => {
  const slip = { caseType: 'slip_fall' } as const;
  const care = { caseType: 'medical_malpractice' } as const;
  const product = { caseType: 'product_liability', product: 'space heater' } as const;
  const work = { caseType: 'workplace' } as const;
  const read = async (question: QuestionKey, text: string, context: LabelFacts, language: Language = 'en') =>
    (await readTurn(question, text, { context, language })).record;

  it('reads who owns the place', async () => {
    expect(
      (await read('propertyOwner', 'the apartments are run by a company called Ridgeway', slip))
        .propertyOwner,
    ).toBe('Ridgeway');
    expect((await read('propertyOwner', 'la tienda es El Buen Precio', slip, 'es')).propertyOwner).toBe(
      'El Buen Precio',
    );
    expect((await read('propertyOwner', 'do I need to know that?', slip)).propertyOwner).toBeUndefined();
    expect((await read('propertyOwner', 'the bakery, crumb and co', slip)).propertyOwner).toBe(
      'crumb and co',
    );
  });

  it('reads which provider, not the one ruled out', async () => {
    expect((await read('provider', 'not Dr. Baines, it was Dr. Ruiz', care)).provider).toBe('Dr. Ruiz');
    expect((await read('provider', 'my gp, dr okafor', care)).provider).toBe('dr okafor');
    expect((await read('provider', 'the pharmacist at the corner drugstore', care)).provider).toBe(
      'the pharmacist at the corner drugstore',
    );
    expect((await read('provider', 'hold on my son has the paperwork', care)).provider).toBeUndefined();
  });

  it('reads the maker, never the shop', async () => {
    expect((await read('manufacturer', 'not Dyson, the label says Aerovane', product)).manufacturer).toBe(
      'Aerovane',
    );
    expect((await read('manufacturer', 'I bought it at Menards', product)).manufacturer).toBeUndefined();
    expect((await read('manufacturer', 'the brand is Heatwell', product)).manufacturer).toBe('Heatwell');
  });

  it('reads the employer, and a state of a person is none', async () => {
    expect((await read('employer', 'I clean rooms for a chain called Starlite Inns', work)).employer).toBe(
      'Starlite Inns',
    );
    expect(
      (await read('employer', 'En una panadería, soy cajera. Se llama Pan Dorado', work, 'es')).employer,
    ).toBe('Pan Dorado');
    expect((await read('employer', 'retired', work)).employer).toBeUndefined();
    expect((await read('employer', 'jubilado', work, 'es')).employer).toBeUndefined();
    expect((await read('employer', 'I run the fryer at Bob’s Burgers', work)).employer).toBe('Bob’s Burgers');
  });

  it('reads who was at fault from an answer that opens with a name, and keeps Spanish roles in English', async () => {
    expect((await read('atFaultParty', 'Kelvex. The charger melted overnight', product)).atFaultParty).toBe(
      'Kelvex',
    );
    expect(
      (await read('atFaultParty', 'el otro chofer, no frenó', { caseType: 'auto' }, 'es')).atFaultParty,
    ).toBe('the other driver');
    expect((await read('atFaultParty', 'la tienda, el piso estaba mojado', slip, 'es')).atFaultParty).toBe(
      'the store',
    );
  });
});

describe('where it happened, as a party: the business or facility the visitor was at', () => {
  const venueIn = (text: string, language: Language = 'en') =>
    readVenue(clausesOfText(text, language), language);

  it('takes a business or facility named after a word that puts the visitor there', () => {
    expect(venueIn('I tripped on a torn mat at Fresh Basket last week')?.value).toBe('Fresh Basket');
    expect(venueIn('they botched my knee at Lakeview Surgical Center')?.value).toBe(
      'Lakeview Surgical Center',
    );
    expect(venueIn('my aunt got a bedsore at Pine Hollow nursing home')?.value).toBe(
      'Pine Hollow nursing home',
    );
    expect(venueIn('slipped on grease outside the Burger Barn')?.value).toBe('Burger Barn');
    expect(venueIn('me resbalé en el pasillo del Supermercado La Fe', 'es')?.value).toBe(
      'Supermercado La Fe',
    );
    expect(venueIn('me caí en el Walmart de la esquina', 'es')?.value).toBe('Walmart');
    expect(venueIn('the pharmacist at the Medway pharmacy gave me the wrong pills')?.value).toBe(
      'Medway pharmacy',
    );
    expect(venueIn('I fell at a diner near my house')?.isName).toBe(false);
  });

  it('never takes a town, a state, a home or a month for a venue', () => {
    expect(venueIn('I fell at home in Tampa')).toBeUndefined();
    expect(venueIn('slipped on ice in Denver, Colorado')).toBeUndefined();
    expect(venueIn('it happened at my cousin’s place')).toBeUndefined();
    expect(venueIn('fell down the stairs at work in March')).toBeUndefined();
    expect(venueIn('me caí en el Bronx saliendo de mi casa', 'es')).toBeUndefined();
    expect(venueIn('me caí en Las Vegas', 'es')).toBeUndefined();
    expect(venueIn('at Christmas I fell off a ladder')).toBeUndefined();
    expect(venueIn('I was at Houston for a week')).toBeUndefined();
  });

  it('takes a large chain typed in lower case as the place of a fall, never one the visitor works at (chains.json)', () => {
    const chainIn = (text: string, language: Language = 'en') =>
      readVenue(clausesOfText(text, language), language, { withChains: true })?.value;
    expect(chainIn('I went down on a puddle by the freezers at the costco on route 4')).toBe('Costco');
    expect(chainIn('rolled my ankle walking into home depot')).toBe('Home Depot');
    expect(chainIn('tripped over a hose at lowes')).toBe("Lowe's");
    expect(chainIn('Pallet in the aisle. Menards. Cracked my kneecap.')).toBe('Menards');
    expect(chainIn('me resbalé con aceite en el walgreens de la esquina', 'es')).toBe('Walgreens');
    // An everyday word counts only with its capital; where they work is their employer.
    expect(chainIn('I tripped on the stairs down to the subway')).toBeUndefined();
    expect(chainIn('slipped on the loading dock, I work at safeway')).toBeUndefined();
    // Without the option (the place of care), a lower-case chain is no venue.
    expect(readVenue(clausesOfText('tripped over a hose at lowes', 'en'), 'en')).toBeUndefined();
  });

  it('names the owner in a first message about a fall, and the provider in one about care', async () => {
    const fall = await readTurn(null, 'I slipped on spilled soda at Quickmart and broke my wrist', {
      context: {},
    });
    expect(fall.record.propertyOwner).toBe('Quickmart');
    const pharmacy = await readTurn(
      null,
      'the pharmacist at Corner Drug Mart handed my mother somebody else’s heart pills',
      { context: {} },
    );
    expect(pharmacy.record.provider).toBe('Corner Drug Mart');
    // A hospital by name is the facility, and the provider so far; which doctor is still asked.
    const hospital = await readTurn(
      null,
      'the surgeon at Brookfield General Hospital operated on the wrong knee in May',
      { context: {} },
    );
    expect(hospital.record.provider).toBe('Brookfield General Hospital');
    expect(hospital.record.facility).toBe('Brookfield General Hospital');
    expect(providerFact.isSettled!(hospital.record)).toBe(false);
    expect(providerFact.isSettled!(pharmacy.record)).toBe(true);
  });

  it('names who gave the care when no place or doctor is named, never a second opinion or the visitor (decision 0102)', async () => {
    const provider = async (text: string, language: Language = 'en') =>
      (await readTurn(null, text, { context: {}, language })).record;
    const dentist = await provider('the orthodontist cracked two of my teeth taking the braces off');
    expect(dentist.provider).toBe('the orthodontist');
    expect(providerFact.isSettled!(dentist)).toBe(false);
    expect((await provider('la enfermera me puso mal el suero y se me hinchó el brazo', 'es')).provider).toBe(
      'the nurse',
    );
    expect(
      (
        await provider(
          "I'm a nurse myself. My urologist missed the kidney stone for months, then another doctor found it",
        )
      ).provider,
    ).toBe('My urologist');
    expect(
      (await provider('a second dermatologist told me the mole I was sent home with was melanoma')).provider,
    ).toBeUndefined();
  });

  it('takes the name typed after a business noun as the place (decision 0102)', async () => {
    const record = (
      await readTurn(null, 'me resbalé en el supermercado Casa Lupita porque el piso estaba mojado', {
        context: {},
        language: 'es',
      })
    ).record;
    expect(record.propertyOwner).toBe('Casa Lupita');
  });
});

describe('the crash doer, told with the many verbs of a crash', () => {
  const crash = { isCrashCase: true };
  it('reads the vehicle or person that swung, drifted, pinned or caught the visitor', () => {
    expect(partyIn('a box truck swung into my lane without a signal', 'en', crash)).toBe(
      'the driver of a box truck',
    );
    expect(partyIn('a minivan drifted over the line', 'en', crash)).toBe('the driver of a minivan');
    expect(partyIn('a reversing sedan pinned me against the cart return', 'en', crash)).toBe(
      'the driver of a reversing sedan',
    );
    expect(partyIn('a man backing out caught my hip with his bumper', 'en', crash)).toBe(
      'the other driver (a man)',
    );
    expect(partyIn('a cement truck plowed into the car ahead of me', 'en', crash)).toBe(
      'the driver of a cement truck',
    );
    expect(partyIn('una camioneta dobló sin mirar', 'es', crash)).toBe('the driver of a pickup');
    expect(partyIn('un tráiler se me cruzó en la autopista', 'es', crash)).toBe('the driver of a semi-truck');
    expect(partyIn('una moto se me estrelló en la puerta', 'es', crash)).toBe('the driver of a motorcycle');
  });
});

describe('a town is where, not whose place', () => {
  it('leaves a town out of the owner read from a first message about a fall', async () => {
    for (const [text, town] of [
      ['Slipped on black ice outside a diner in Fort Wayne. Broke my hip.', 'Fort Wayne'],
      ['fell on a broken step at a bar in Cleveland and tore my ACL', 'Cleveland'],
      ['tripped over a hose at a car wash in Amarillo, sprained my wrist', 'Amarillo'],
      ['fell in a pothole in the lot of a motel in Philly', 'Philly'],
    ]) {
      const { record } = await readTurn(null, text!, { context: {} });
      expect(record.propertyOwner ?? '').not.toContain(town);
    }
    const named = await readTurn(null, 'slipped on a wet floor at Dixon Grocers in Toledo, broke my wrist', {
      context: {},
    });
    expect(named.record.propertyOwner).toBe('Dixon Grocers');
  });
});

describe('the maker told beside the product (decision 0102)', () => {
  const first = async (text: string, language: Language = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.manufacturer;
  const product = { caseType: 'product_liability' } as const;

  it('takes a name typed right before the product word, or after it in Spanish', async () => {
    expect(await first('my Vortex blender threw the blade and cut my palm open')).toBe('Vortex');
    expect(await first('the Roadgrip tire on my van blew apart on the highway, broke my wrist')).toBe(
      'Roadgrip',
    );
    expect(await first('mi licuadora Rapidex explotó y me quemé las manos', 'es')).toBe('Rapidex');
  });

  it('takes a name set beside the word for a brand, lower case only as the opening of its piece', async () => {
    expect(await first('the step ladder folded under me, kestrel brand, broke my ankle')).toBe('kestrel');
    expect(await first('Got a heater at a discount store, Warmora brand, it caught fire')).toBe('Warmora');
    expect(await first('se rompió la silla, marca Comfy, y me caí de espaldas', 'es')).toBe('Comfy');
    expect(await first('the ladder was some generic brand and it folded, broke my arm')).toBeUndefined();
  });

  it('takes the make after a model year, never a town, a state or a word that opens the sentence', async () => {
    expect(await first('the airbag in our 2018 Subaru never opened and I broke my nose')).toBe('Subaru');
    expect(await first('Cheap heater melted and burned my hand')).toBeUndefined();
    expect(await first('the Denver heater I bought online caught fire')).toBeUndefined();
    expect(await first('in 2021 Texas heater rules changed, mine exploded anyway')).toBeUndefined();
  });

  it('reads the maker in the answer about the product', async () => {
    const record = (await readTurn('product', 'a Brightline toaster, I still have it', { context: product }))
      .record;
    expect(record.manufacturer).toBe('Brightline');
  });
});

describe('who someone works for, told in passing (decision 0102)', () => {
  const employer = async (text: string, language: Language = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.employer;

  it('takes a name after a work verb, a job said with a copula, or a job word that opens the message', async () => {
    expect(
      await employer('I drive a forklift for Ridgeline Logistics and a pallet fell on my foot at a dock'),
    ).toBe('Ridgeline Logistics');
    expect(
      await employer("I'm a dental assistant with Bayview Smiles and slipped on the wet floor in the lab"),
    ).toBe('Bayview Smiles');
    expect(
      await employer('Crane operator for Norvell Steel. A cable snapped and the load swung into me.'),
    ).toBe('Norvell Steel');
    expect(await employer('trabajo para Techos Ibarra y me caí del andamio el lunes', 'es')).toBe(
      'Techos Ibarra',
    );
  });

  it('takes a workplace by what it is, or the name right after it', async () => {
    expect(await employer('I was working at a sawmill when the blade kicked back and cut my arm')).toBe(
      'a sawmill',
    );
    expect(
      await employer('mi hermano trabaja en la fabrica de muebles Robles y se cortó la mano', 'es'),
    ).toBe('Robles');
  });

  it('never takes a place the visitor was only at, someone else at a place, or a town', async () => {
    expect(
      await employer('the truck is still sitting at the body shop, my back hurts since the crash'),
    ).toBeUndefined();
    expect(
      await employer('The bartender at Murphys Pub kept serving him and he hit me on the way out'),
    ).toBeUndefined();
    expect(await employer('my son was born at Lakeside General and they waited too long')).toBeUndefined();
    expect(await employer('Bus driver for Houston, a car ran the light and hit my bus')).toBeUndefined();
  });
});

describe('a party besides the employer, told in the story of a work injury (decision 0102)', () => {
  const story = async (text: string, language: Language = 'en') =>
    (await readTurn(null, text, { context: { caseType: 'workplace' }, language })).record;

  it('takes the maker of the machine', async () => {
    const record = await story(
      'my glove got caught in the mixer at the bakery where I work, the mixer is made by Dorwell',
    );
    expect(record.thirdPartyInvolved).toBe(true);
    expect(record.thirdParty).toBe('Dorwell');
  });

  it('takes the one who did the harm when they are not of the employer’s side', async () => {
    const record = await story(
      'I was flagging traffic on the highway crew when a guy in a pickup drove right into me',
    );
    expect(record.thirdPartyInvolved).toBe(true);
    expect(record.thirdParty).toContain('pickup');
  });

  it('never takes the employer, a boss or a coworker', async () => {
    for (const text of [
      'my supervisor pushed the pallet onto my foot at the warehouse',
      'a coworker backed the forklift into me at the plant',
      'Machine jammed at the plant and crushed my hand. Company is Hartwell Foods.',
    ]) {
      const record = await story(text);
      expect(record.thirdParty).toBeUndefined();
    }
  });
});

describe('a party read from the story by its role only still has its name asked (decision 0102)', () => {
  it('tells a name from a role', () => {
    expect(holdsName('Crossroads Freight')).toBe(true);
    expect(holdsName('Dorwell')).toBe(true);
    expect(holdsName('the driver from Norvell Steel')).toBe(true);
    expect(holdsName('a truck driver')).toBe(false);
    expect(holdsName('The dentist')).toBe(false);
    expect(holdsName('La enfermera')).toBe(false);
  });

  it('asks the third party’s name after a role, and reads it from the answer', async () => {
    const story = await readTurn(
      null,
      'I got hurt at work when a delivery driver backed his truck into the dock ramp I was on',
      {
        context: { caseType: 'workplace' },
      },
    );
    expect(story.record.thirdParty).toBeDefined();
    expect(thirdPartyFact.isSettled!(story.record)).toBe(false);
    const answer = await readTurn('thirdParty', 'he drives for Crossroads Freight, not for my company', {
      context: { caseType: 'workplace', thirdPartyInvolved: true, thirdParty: 'a delivery driver' },
    });
    expect(answer.record.thirdParty).toContain('Crossroads Freight');
  });
});

describe('someone at a place is not working there (decision 0102)', () => {
  it('reads no employer from a customer, a guest or a drive', async () => {
    for (const text of [
      'I was shopping at Fairway Foods when a shelf fell on me',
      "I'm a guest at the Harbor Inn and slipped by the pool",
      'I was driving at night on Route 9 when a truck hit me',
      'she is a student at Lakeview High and got hurt in the gym',
    ]) {
      const { record } = await readTurn(null, text, { context: {} });
      expect(record.employer).toBeUndefined();
    }
  });
});

describe('a crash doer too long to wrap as the other driver (decision 0102)', () => {
  it('keeps the phrase the visitor typed', async () => {
    const { record } = await readTurn(
      null,
      'a skinny kid in a Civic rear-ended us at the light and my neck hurts',
      {
        context: {},
      },
    );
    expect(record.atFaultParty).toBe('a skinny kid in a Civic');
    expect(partyIn('a man in a truck rear-ended me', 'en', { isCrashCase: true })).toBe(
      'the other driver (a man in a truck)',
    );
  });
});
