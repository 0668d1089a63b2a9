import { describe, expect, it } from 'vitest';

import {
  readSafetyAnswer,
  saysBackOrWorse,
  saysHelpIsHereNow,
  saysHelpIsPresent,
  saysHelpIsThere,
} from './read-safety-answer';

describe('the answer to "are you safe, is help on the way?"', () => {
  it('is safe when they are, or help has come or is coming', () => {
    for (const text of [
      'yes',
      "we're ok now",
      'the paramedics just got here',
      'ambulance is on its way',
      "we're at the ER",
      'sí, ya llegó la ambulancia',
      'estamos en el hospital',
      'ya estoy a salvo, gracias',
    ])
      expect({ text, answer: readSafetyAnswer(text) }).toEqual({ text, answer: 'safe' });
  });
  it('is not safe on a clear "not yet", even with words of safety in it', () => {
    for (const text of [
      'no',
      'not safe',
      "nobody's coming",
      'no ambulance yet, still waiting',
      "I'm alone with him",
      'todavía no',
      'no ha llegado nadie',
      'estoy sola con él',
    ])
      expect({ text, answer: readSafetyAnswer(text) }).toEqual({ text, answer: 'unsafe' });
  });
  it('is no danger when the danger itself is denied, though "nobody" is in the words', () => {
    for (const text of [
      "huh? nobody's in danger, I was talking about the spill",
      'no one is in danger here, that was a figure of speech',
      'no emergency, I am at my desk',
      'nadie está en peligro, estoy en la casa',
      'no hay ninguna emergencia, fue un decir',
      'false alarm, sorry, he just sleeps hard',
      'no pasa nada, era un chiste',
    ])
      expect({ text, answer: readSafetyAnswer(text) }).toEqual({ text, answer: 'noDanger' });
    // A denial beside "not safe" is still not safe.
    expect(readSafetyAnswer('not safe, no emergency line answers here')).toBe('unsafe');
  });
  it('is unclear when it says neither', () => {
    for (const text of ['it was a Tuesday', 'the other driver had State Farm', 'fue en Dallas'])
      expect({ text, answer: readSafetyAnswer(text) }).toEqual({ text, answer: 'unclear' });
  });
});

describe('a safe answer that says help has come or is coming', () => {
  it.each([
    ['the paramedics just got here', true],
    ['yes, my sister called 911 and they are on the way', true],
    ['ya viene la ambulancia', true],
    // A call being made is help on its way, not safety already (decision 0135).
    ['ok ok im calling them right now', true],
    ['dialing now', true],
    ['sí, ya estoy llamando', true],
    ['estamos en urgencias', true],
    ["yes we're ok now, thanks", false],
    ['estoy bien, gracias', false],
    // Help words said of help that is not there (decision 0117).
    ['I am fine, nobody is coming because we do not need help', false],
    ["we're ok, no ambulance, not needed", false],
    ['estoy bien, no llamé a nadie porque no hace falta', false],
    ['no viene nadie porque no se necesita', false],
    ['no viene ninguna ambulancia, no hace falta', false],
  ] as const)('%s → %s', (text, isHelp) => {
    // Safe, or more than safe: no danger at all ("we do not need help").
    expect(['safe', 'noDanger']).toContain(readSafetyAnswer(text));
    expect(saysHelpIsThere(text)).toBe(isHelp);
  });
});

describe('news that help has reached the visitor now', () => {
  it('hears present-tense news of care, in English and Spanish', () => {
    for (const text of [
      'ok we made it, we are at the hospital',
      "we're here, they're taking him back now",
      'the doctor is here now',
      'in the ambulance, they are checking her',
      'sitting in triage, waiting to be seen',
      'ya llegamos, ya lo están atendiendo',
      'vamos en camino al hospital, mi hermano me lleva',
    ])
      expect({ text, now: saysHelpIsHereNow(text) }).toEqual({ text, now: true });
  });
  it('hears a story of care that is over as no news', () => {
    for (const text of [
      'the ambulance took me to the ER and I stayed two nights',
      'he was in the hospital for a week after the crash',
      'I called 911 that day and they came fast',
      'fui al hospital esa noche y me dieron de alta',
      'nobody is coming, we are here alone',
    ])
      expect({ text, now: saysHelpIsHereNow(text) }).toEqual({ text, now: false });
  });
});

describe('help said as a ride to care', () => {
  it('is help on the way', () => {
    for (const text of [
      'ok my husband is driving me to the er right now',
      'my neighbor is taking her to the hospital',
      'heading to urgent care now',
      'mi hermana me lleva al hospital ahorita',
      'ya vamos a urgencias',
    ])
      expect({ text, help: saysHelpIsThere(text), answer: readSafetyAnswer(text) }).toEqual({
        text,
        help: true,
        answer: 'safe',
      });
  });
});

// Round m (stop 40): a person in danger asked whether she really needed the ER and said her
// sister could drive her tomorrow; the ambulance she did not want read as help on the way.
describe('care put off, doubted or refused for its cost is not safe', () => {
  it.each([
    'im fine on the sofa, do i really need the ER? the ambulance bill scares me',
    "my husband can take me in the morning, I don't want an ambulance",
    'I think I can wait until tomorrow and see the doctor then',
    "do I have to go? I'd rather sleep it off",
    'mi hijo me puede llevar mañana, no quiero la ambulancia',
    '¿de verdad necesito ir? la cuenta de la ambulancia es mucho',
  ])('"%s"', (text) => {
    expect(readSafetyAnswer(text)).toBe('unsafe');
  });
});

// Decision 0259: help that has reached the visitor answers "are you safe?", whatever symptom is
// told again beside it; only the danger coming back or growing is news of danger.
describe('help that has reached them', () => {
  it.each([
    'the medics showed up, she is still really pale and not talking much',
    "EMS is with us now, he's still having a hard time breathing",
    'the firefighters got here and they are working on him',
    'they just got here, my arm is still bleeding through the bandage',
    'llegaron los paramédicos, todavía le sale mucha sangre',
    'la ambulancia ya está aquí y le están dando oxígeno',
  ])('"%s" is safe, with help there', (text) => {
    expect({
      present: saysHelpIsPresent(text),
      news: saysHelpIsHereNow(text),
      answer: readSafetyAnswer(text),
    }).toEqual({
      present: true,
      news: true,
      answer: 'safe',
    });
  });
  it.each([
    'the ambulance is not here yet and he is still not breathing',
    'they said the paramedics are coming but nobody is here',
    'my wife is with me, I feel dizzy',
    'the doctor said to rest and come back if it got worse',
    'todavía no llegan los paramédicos',
    'no ha llegado la ambulancia',
  ])('"%s" says no help has reached them', (text) => {
    expect(saysHelpIsPresent(text)).toBe(false);
  });
  it('the danger back or worse is told by its own words, not by a symptom told again', () => {
    for (const text of [
      'he stopped breathing again',
      "it's getting worse, the pressure is bigger",
      'otra vez se desmayó',
      'está peor, ya no me responde',
    ])
      expect({ text, worse: saysBackOrWorse(text) }).toEqual({ text, worse: true });
    for (const text of [
      'he is still not waking up',
      'it keeps bleeding through the gauze',
      'sigue sin responder',
      'todavía me duele el pecho',
    ])
      expect({ text, worse: saysBackOrWorse(text) }).toEqual({ text, worse: false });
  });
});
