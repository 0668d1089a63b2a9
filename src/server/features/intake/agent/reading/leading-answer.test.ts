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
