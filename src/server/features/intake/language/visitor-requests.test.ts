import { describe, expect, it } from 'vitest';

import corpus from '../questions/visitor-questions.corpus.json' with { type: 'json' };
import { checkMessage } from '../guardrails';

/**
 * Requests to stop, for a person, or to delete what was said (issue 23, decision 0111), read
 * by the message check from lexicons/visitor-requests.json. The corpus's requests are judged,
 * and other sentences written for this test pin the rules.
 */

const requestOf = (text: string, language: 'en' | 'es') => {
  const check = checkMessage(text, language);
  return (
    (['deletion', 'done', 'person'] as const).find((kind) => check.visitorQuestions.includes(kind)) ?? null
  );
};

describe('requests in the labelled corpus', () => {
  it('holds requests of each kind in both languages, and the same words in stories', () => {
    for (const language of ['en', 'es'])
      for (const request of ['done', 'person', 'deletion', null])
        expect(
          corpus.requests.filter((entry) => entry.language === language && entry.request === request).length,
        ).toBeGreaterThanOrEqual(3);
  });

  it.each(corpus.requests.map((entry) => [entry.text, entry] as const))('%s', (_text, entry) => {
    expect(requestOf(entry.text, entry.language === 'es' ? 'es' : 'en')).toBe(entry.request);
  });
});

describe('a request to stop', () => {
  it.each([
    ['stop please', 'en'],
    ['ok, I have to stop', 'en'],
    ['I dont want to do this anymore honestly', 'en'],
    ['never mind. bye', 'en'],
    ['nvm', 'en'],
    ['cancel', 'en'],
    ['ya basta', 'es'],
    ['mejor no, dejémoslo así', 'es'],
    ['me tengo que ir, adiós', 'es'],
  ] as const)('"%s" ends the questions', (text, language) => {
    expect(requestOf(text, language)).toBe('done');
  });

  it('is not heard in a story that uses the same word, nor in a correction', () => {
    expect(requestOf('the bus did not stop for me', 'en')).toBeNull();
    expect(requestOf('I had to stop working in March', 'en')).toBeNull();
    expect(requestOf('I changed my mind, it was a Tuesday not a Monday', 'en')).toBeNull();
    expect(requestOf('ya no voy al quiropráctico', 'es')).toBeNull();
  });

  it('"that\'s all" after an answer closes the answer, and alone it ends the questions', () => {
    expect(requestOf('just the police report. thats all', 'en')).toBeNull();
    expect(requestOf("two witnesses, that's all I know", 'en')).toBeNull();
    expect(requestOf('solo la clínica, eso es todo', 'es')).toBeNull();
    expect(requestOf("that's all", 'en')).toBe('done');
    expect(requestOf('ok thats everything, thanks', 'en')).toBe('done');
    expect(requestOf('eso es todo, gracias', 'es')).toBe('done');
  });

  it('leaves nothing to read as an answer when the message only asks to stop', () => {
    expect(checkMessage('stop please', 'en').readable).toBe('');
    expect(checkMessage('cambié de opinión, adiós', 'es').readable).toBe('');
  });
});

describe('a request for a person', () => {
  it.each([
    ['agent', 'en'],
    ['Representative.', 'en'],
    ['human please', 'en'],
    ['can someone just call me instead', 'en'],
    ['un humano por favor', 'es'],
    ['prefiero que me llame alguien', 'es'],
  ] as const)('"%s" asks for a call back', (text, language) => {
    expect(requestOf(text, language)).toBe('person');
  });

  it('is not heard in "the insurance agent" or "a representative of the store"', () => {
    expect(requestOf('the insurance agent told me to wait', 'en')).toBeNull();
    expect(requestOf('a representative of the store took my name', 'en')).toBeNull();
    expect(requestOf('el agente del seguro no me ha llamado', 'es')).toBeNull();
  });
});

describe('a request to delete', () => {
  it.each([
    ['delete everything please', 'en'],
    ['please erase my data', 'en'],
    ['borren mis datos', 'es'],
    ['eliminen toda mi información por favor', 'es'],
  ] as const)('"%s" asks us to delete', (text, language) => {
    expect(requestOf(text, language)).toBe('deletion');
  });
});

describe('someone else’s words', () => {
  it('trigger no fixed answer', () => {
    expect(
      checkMessage('my cousin asked me "do I even need a lawyer for this?"', 'en').visitorQuestions,
    ).toEqual([]);
    expect(checkMessage('el vecino me dijo "¿cuánto cobra un abogado?"', 'es').visitorQuestions).toEqual([]);
    expect(checkMessage('do I even need a lawyer for this?', 'en').visitorQuestions).toEqual(['needLawyer']);
  });
});

describe('"how long" is the chat\'s length only when it asks about the chat', () => {
  it.each([
    ['how long does this take?', 'en'],
    ['how long will the chat take', 'en'],
    ['how many more questions', 'en'],
    ['¿cuánto tarda esto?', 'es'],
    ['cuánto dura el chat?', 'es'],
    ['¿cuánto dura?', 'es'],
  ] as const)('"%s" asks how long the chat takes', (text, language) => {
    expect(checkMessage(text, language).visitorQuestions).toContain('howLong');
  });
  it.each([
    ['how long does it take to get paid?', 'en'],
    ['how long until I see any money', 'en'],
    ['how long does it take before the insurance pays', 'en'],
    ['cuánto tarda para que me paguen algo', 'es'],
    ['¿cuánto tiempo toma el caso?', 'es'],
    ['cuanto tarda la aseguranza en pagar', 'es'],
  ] as const)('"%s" asks about the case, and is kept as an open question', (text, language) => {
    const check = checkMessage(text, language);
    expect(check.visitorQuestions).not.toContain('howLong');
    expect(check.openQuestions.length).toBe(1);
  });
});

describe('a person asked for as "is there someone I can talk to" (decision 0246)', () => {
  it.each([
    ['is there somebody I could talk to about all this', 'en'],
    ['do you guys have a phone number I can call', 'en'],
    ['is there anyone I can talk to tonight?', 'en'],
    ['can I call you instead of typing', 'en'],
    ['¿hay alguien con quien pueda hablar mañana?', 'es'],
    ['¿tienen un número para llamar?', 'es'],
  ] as const)('"%s" asks for a person', (text, language) => {
    expect(requestOf(text, language)).toBe('person');
  });

  it.each([
    ['there was nobody I could talk to at the front desk', 'en'],
    ['I called my sister right after', 'en'],
    ['no tenía a nadie que me ayudara', 'es'],
  ] as const)('"%s" asks for nobody', (text, language) => {
    expect(requestOf(text, language)).toBeNull();
  });
});

describe('a request the visitor repeats, "I asked if…", is theirs, not someone else’s (decision 0246)', () => {
  it.each([
    'I asked if someone can call me back',
    'i already asked for a real person',
    'like I said, can a human call me',
    'I asked you twice, I want to talk to a person',
    'I said I want to speak to someone real',
  ])('"%s" asks for a person', (text) => {
    expect(requestOf(text, 'en')).toBe('person');
  });

  it.each([
    'my nurse asked if someone can call me back',
    'the adjuster said I should talk to a real person at their office',
    'he asked me if I wanted him to call me a tow truck',
    'I asked the front desk if a person could look at the camera footage',
  ])('"%s" reports someone else’s words', (text) => {
    expect(requestOf(text, 'en')).toBeNull();
  });
});

describe('asking to finish later is leaving now: the link to come back, never the attorney line', () => {
  it.each([
    ['ok the ambulance is coming. can we finish this later?', 'en'],
    ['can I come back to this later? my kid is crying', 'en'],
    ['sorry, can we do the rest later', 'en'],
    ['i need to finish this later', 'en'],
    ['¿puedo terminar después?', 'es'],
    ['ya llegó mi esposo. podemos seguir luego', 'es'],
  ] as const)('"%s"', (text, language) => {
    const check = checkMessage(text, language);
    expect(check.isLeaving).toBe(true);
    expect(check.openQuestions).toEqual([]);
  });

  it.each([
    ['I finished physical therapy later that month', 'en'],
    ['the pain came back later that night', 'en'],
    ['terminé la terapia después de dos meses', 'es'],
  ] as const)('"%s" is no leaving', (text, language) => {
    expect(checkMessage(text, language).isLeaving).toBe(false);
  });
});
