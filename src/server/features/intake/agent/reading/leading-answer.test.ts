import { describe, expect, it } from 'vitest';

import { answerWords } from '../../language/answer-words';

import { isQuestionBack, leadingAnswer } from './leading-answer';
import { normalize } from './text';

const leadingOf = (text: string, language: 'en' | 'es' = 'en') =>
  leadingAnswer(normalize(text), answerWords[language]);

describe('the plain answer a reply opens with', () => {
  it('reads yes and no after the filler typed before them', () => {
    expect(leadingOf('Um, yes')).toBe('yes');
    expect(leadingOf('well... no, not that day')).toBe('no');
    expect(leadingOf('ok so yeah they did')).toBe('yes');
    expect(leadingOf('honestly nope')).toBe('no');
    expect(leadingOf('pues no, nadie', 'es')).toBe('no');
    expect(leadingOf('bueno sí, una vecina', 'es')).toBe('yes');
  });

  it('forgives a typo in the yes/no word', () => {
    expect(leadingOf('nobdy at all')).toBe('no');
    expect(leadingOf('nothign else')).toBe('no');
    expect(leadingOf('yse')).toBe('yes');
    expect(leadingOf('yesss they came')).toBe('yes');
    expect(leadingOf('noo')).toBe('no');
  });

  it('takes a yes followed by what it is about as yes', () => {
    expect(leadingOf('yes a contractor was there')).toBe('yes');
    expect(leadingOf('yeah the landlord knew')).toBe('yes');
    expect(leadingOf('sí, un vecino', 'es')).toBe('yes');
  });

  it('reads the answer after a question asked back', () => {
    expect(leadingOf('does that matter? no')).toBe('no');
    expect(leadingOf('why do you need that? yes i did')).toBe('yes');
    expect(leadingOf('¿eso importa? sí', 'es')).toBe('yes');
  });

  it('keeps a negated thing, a word that is not an answer and not knowing apart', () => {
    expect(leadingOf('no police came')).toBeNull();
    expect(leadingOf('right shoulder mostly')).toBeNull();
    expect(leadingOf('yesterday morning')).toBeNull();
    expect(leadingOf('none of the neighbors saw it happen, they were at work')).toBeNull();
    expect(leadingOf('not sure')).toBe('unknown');
    expect(leadingOf('hmm i dont remember')).toBe('unknown');
    expect(leadingOf('no sé quién era el dueño de esa máquina tan vieja', 'es')).toBeNull();
    expect(leadingOf('no me acuerdo', 'es')).toBe('unknown');
  });
});

describe('a question asked back', () => {
  it('opens like a question and ends with a question mark', () => {
    expect(isQuestionBack(normalize('should I throw it away?'), answerWords.en)).toBe(true);
    expect(isQuestionBack(normalize('hmm, is that important?'), answerWords.en)).toBe(true);
    expect(isQuestionBack(normalize('¿puedo demandar a la tienda?'), answerWords.es)).toBe(true);
  });

  it('is not a hedged answer said with a rising tone', () => {
    expect(isQuestionBack(normalize('the roofing company?'), answerWords.en)).toBe(false);
    expect(isQuestionBack(normalize('maybe the landlord?'), answerWords.en)).toBe(false);
    expect(isQuestionBack(normalize('should I keep it'), answerWords.en)).toBe(false);
  });
});

describe('an answer said around the yes/no words', () => {
  const leadingOfTyped = (text: string, language: 'en' | 'es' = 'en') =>
    leadingAnswer(normalize(text), answerWords[language], text);

  it('reads the answer after a correction opener, as after any filler', () => {
    expect(leadingOf('wait, yes, my cousin was with me')).toBe('yes');
    expect(leadingOf('oh wait no, that was another day')).toBe('no');
    expect(leadingOf('actually yes they did')).toBe('yes');
    expect(leadingOf('hold on, nope')).toBe('no');
    expect(leadingOf('espera, sí, una señora', 'es')).toBe('yes');
    expect(leadingOf('a ver... no, nadie', 'es')).toBe('no');
  });

  it('takes a do or did before a plain verb as yes', () => {
    expect(leadingOf('I did file one with the manager')).toBe('yes');
    expect(leadingOf('we did get a few shots of the car')).toBe('yes');
    expect(leadingOf('they did write something up')).toBe('yes');
    expect(leadingOf('I do have a couple on my phone')).toBe('yes');
    expect(leadingOf('actually she did call them')).toBe('yes');
    expect(leadingOf('he did see the whole thing')).toBe('yes');
  });

  it('takes a did not before a plain verb as no', () => {
    expect(leadingOf('I did not sign anything')).toBe('no');
    expect(leadingOf("we didn't get any")).toBe('no');
    expect(leadingOf("they didn't write anything down")).toBe('no');
    expect(leadingOf("I don't have any of the car")).toBe('no');
    expect(leadingOf('he did not call the police')).toBe('no');
    expect(leadingOf("she didn't really see it")).toBe('no');
  });

  it('does not take a did before a thing, or a did not, as yes', () => {
    expect(leadingOf('I did everything right')).toBeNull();
    expect(leadingOf('they did the x-ray first')).toBeNull();
    expect(leadingOf('I did not sign anything')).toBe('no');
    expect(leadingOf("we didn't get any")).toBe('no');
    expect(leadingOf('they did surgery on my knee')).toBeNull();
    expect(leadingOf('we did physical therapy for a month')).toBeNull();
  });

  it('takes an accented sí as yes whatever follows, and a bare si as maybe if', () => {
    expect(leadingOfTyped('sí contraté a una abogada', 'es')).toBe('yes');
    expect(leadingOfTyped('Sí tomé fotos del carro', 'es')).toBe('yes');
    expect(leadingOfTyped('pues sí llegaron dos patrullas', 'es')).toBe('yes');
    expect(leadingOfTyped('¡Sí! mi vecino lo vio', 'es')).toBe('yes');
    expect(leadingOfTyped('si llegan a llamar les digo', 'es')).toBeNull();
    expect(leadingOfTyped('si llamo mañana me dan el número', 'es')).toBeNull();
  });

  it('takes a no that goes on to another negative word as no', () => {
    expect(leadingOf('no llamé a nadie', 'es')).toBe('no');
    expect(leadingOf('no tomamos ninguna', 'es')).toBe('no');
    expect(leadingOf('no he firmado nada', 'es')).toBe('no');
    expect(leadingOf('no llegó nunca', 'es')).toBe('no');
    expect(leadingOf('nadie vio nada', 'es')).toBe('no');
    expect(leadingOf('tampoco vino nadie', 'es')).toBe('no');
  });

  it('leaves a no before a thing, without a second negative, unread', () => {
    expect(leadingOf('no police but an ambulance')).toBeNull();
    expect(leadingOf('no photos of the car, only my arm')).toBeNull();
    expect(leadingOf('no tengo el número', 'es')).toBe('no');
    expect(leadingOf('no fotos del carro pero sí de mi brazo', 'es')).toBeNull();
    expect(leadingOf('no lawyer but my union rep helps')).toBeNull();
    expect(leadingOf('no ambulance, my wife drove me')).toBeNull();
  });
});
