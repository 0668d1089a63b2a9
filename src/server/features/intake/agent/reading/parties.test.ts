import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';

import { mayBePublicBody, type PartyOptions, readParty } from './parties';
import { clausesOf, normalize, sentencesOf } from './text';

const partyIn = (text: string, language: Language = 'en', options: PartyOptions = {}) =>
  readParty(
    sentencesOf(text)
      .flatMap((sentence) => clausesOf(sentence, language))
      .map((clause) => ({ text: clause, plain: normalize(clause) })),
    language,
    options,
  )?.value;

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
    expect(partyIn('la enfermera me dio otra medicina', 'es')).toBe('la enfermera');
    expect(partyIn('el casero nunca arregló la escalera', 'es')).toBe('el casero');
    expect(partyIn('mi vecina dejó suelto a su perro', 'es')).toBe('mi vecina');
    expect(partyIn('me chocó un camión de la basura', 'es')).toBe('el conductor de un camión de la basura');
    expect(partyIn('el otro chofer se pasó el alto', 'es', { isCrashCase: true })).toBe('el otro chofer');
  });

  it('names a vehicle by its driver and an animal by its owner', () => {
    expect(partyIn('a delivery van backed into my bumper')).toBe('the driver of a delivery van');
    expect(partyIn('I was struck by a school bus turning right')).toBe('the driver of a school bus');
    expect(partyIn('my cousin’s husky bit my hand')).toBe('my cousin');
    expect(partyIn('a loose boxer bit me on the trail')).toBeUndefined();
    expect(partyIn('a rottweiler bit my calf')).toBe('the owner of a rottweiler');
    expect(partyIn('el perro de mi suegra me mordió', 'es')).toBe('mi suegra');
  });

  it('in a crash, anyone who ran into the visitor is the other driver', () => {
    const crash = { isCrashCase: true };
    expect(partyIn('an old man in a minivan ran the stop sign', 'en', crash)).toBe(
      'the other driver (an old man in a minivan)',
    );
    expect(partyIn('some lady pulled out of the gas station and hit me', 'en', crash)).toBe(
      'the other driver (some lady)',
    );
    expect(partyIn('she blew through the light', 'en', crash)).toBe('the other driver');
    expect(partyIn('una señora se me cerró en la autopista', 'es', crash)).toBe(
      'el otro conductor (una señora)',
    );
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
    expect(partyIn('La escuela, no había nadie cuidando', 'es', answer)).toBe('La escuela');
    expect(partyIn('el gerente de Mariscos Lupita', 'es', answer)).toBe('el gerente de Mariscos Lupita');
    expect(partyIn('no idea honestly', 'en', answer)).toBeUndefined();
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
