import nlp from 'compromise';
import { describe, expect, it } from 'vitest';

import { clausesOf, isOneClauseForCompromise } from './text';

const compromiseClauses = (sentence: string) => nlp(sentence).clauses().out('array') as string[];

describe('clauses of a sentence', () => {
  // Decision 0101: plain sentences skip compromise; if an upgrade ever splits one, this fails.
  it('reads a sentence of plain words as one clause, exactly as compromise does', () => {
    const plain = [
      'I went to the ER and I missed 3 days of work',
      "I'm ok",
      "Dale's car hit me.",
      'the 3rd of may',
      'My neck hurts and I cant sleep',
      'Ahh I hurt my back lifting boxes at work yesterday!',
      'IM FINE',
      'me duele la espalda',
      'yes',
    ];
    for (const sentence of plain) {
      expect(isOneClauseForCompromise(sentence)).toBe(true);
      expect(compromiseClauses(sentence)).toEqual([sentence]);
    }
    // Our own break words still split it.
    expect(clausesOf('I went to the ER and I missed 3 days of work', 'en')).toEqual([
      'I went to the ER',
      'I missed 3 days of work',
    ]);
  });

  it('leaves to compromise a sentence with punctuation or a word it splits at', () => {
    const split = [
      'I was rear-ended at a red light, my neck hurts',
      'He said no',
      'I was fine until the next morning',
      'I fell but I am fine',
      'if it hurts then go',
      'the ER (the one downtown) was full',
      'I told them "I am hurt badly now"',
      'I  went twice',
      "it was 'bad'",
    ];
    for (const sentence of split) expect(isOneClauseForCompromise(sentence)).toBe(false);
    expect(clausesOf('I was rear-ended at a red light, and then my neck started to hurt', 'en')).toEqual([
      'I was rear-ended at a red light',
      'my neck started to hurt',
    ]);
  });
});
