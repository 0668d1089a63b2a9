import { relativeWords } from '../facts/fact-lexicons';
import { clauseWords, findInjuryWords } from '../facts/injury-lexicon';

import { phrasesSource } from './written-phrases';

/**
 * A relative who was only there with the writer (decision 0278): "fui con mi sobrino de nueve",
 * "mi hijo de 7 estaba en el carro", "my 8 year old was in the back seat". Such a relative is
 * not the injured person, and their age is not the injured person's, unless the message goes on
 * to say they were hurt ("…y se rompió el brazo", "…and broke her wrist", "Ella tiene el brazo
 * roto"). The words are the relatives lexicon's 'companions' (facts/lexicons/relatives.json),
 * read in both languages, since visitors mix them; the injury words are the injuries lexicon's.
 */

const cues = (['en', 'es'] as const).map((language) => {
  const words = relativeWords[language].companions;
  return {
    /** "with", "iba con": right before the relative. */
    withBefore: new RegExp(`${phrasesSource(words.with)}\\s*$`, 'u'),
    /** "estaba en el carro", "was in the back seat": after the relative and up to three words (their age). */
    presentAfter: new RegExp(`^(?:[\\s,]+[\\p{L}\\d']+){0,3}?[\\s,]+${phrasesSource(words.present)}`, 'u'),
    hurt: new RegExp(phrasesSource(words.hurt), 'u'),
    them: new RegExp(phrasesSource(words.them), 'gu'),
  };
});

const sentenceEnds = ['.', '!', '?', ';', '\n'];
/** How many words after "she", "ella" an injury word may stand and still be said of them. */
const themDistance = 5;

/** What comes before [start, end) in its own sentence, and after it to the end of the message. */
function around(plain: string, start: number, end: number): { before: string; after: string } {
  const from = Math.max(...sentenceEnds.map((mark) => plain.lastIndexOf(mark, start - 1))) + 1;
  return { before: plain.slice(from, start), after: plain.slice(end) };
}

/** The text after the relative says they were hurt: in so many words, or an injury said of "she", "ella". */
function saysHurt(after: string): boolean {
  if (cues.some((cue) => cue.hurt.test(after))) return true;
  return after.split(/[,;:.!?\n]/).some((clause) => {
    const words = clauseWords(clause);
    const injuries = findInjuryWords(words)
      .filter((hit) => hit.kind === 'injury' || hit.kind === 'condition')
      .map((hit) => words[hit.first]!.start);
    return cues.some((cue) =>
      [...clause.matchAll(cue.them)].some((them) => {
        const from = them.index + them[0].length;
        return injuries.some(
          (at) =>
            at >= from && words.filter((word) => word.start >= from && word.start < at).length < themDistance,
        );
      }),
    );
  });
}

/**
 * Whether the relative named at [start, end) of normalized text (their age with them or not) was
 * only there: "with" before them or "was in the car" after them, and no hurt said of them after.
 */
export function isCompanion(plain: string, start: number, end: number): boolean {
  const { before, after } = around(plain, start, end);
  const isThere = cues.some(
    (cue) => cue.withBefore.test(before) || cue.presentAfter.test(after.split(/[.!?;\n]/)[0] ?? ''),
  );
  return isThere && !saysHurt(after);
}
