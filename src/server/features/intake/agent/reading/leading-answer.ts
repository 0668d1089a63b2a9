import nlp from 'compromise';

import type { AnswerWords } from '../../language/answer-words';

import { sentencesOf } from './text';

/** How a reply opens: a plain yes, no, "I don't know", or none of these. */
export type LeadingAnswer = 'yes' | 'no' | 'unknown' | null;

/** The text without the filler typed before an answer ("so", "hmm,", "well ok", "pues"). */
export function withoutFillers(plain: string, words: AnswerWords): string {
  let current = plain.trim();
  for (let guard = 0; guard < 4; guard += 1) {
    // "uh huh", "mm hmm": a yes that opens with a filler's sound is kept whole (decision 0329).
    if (words.yesStart.test(current)) break;
    const next = current.replace(words.fillerStart, '').trim();
    if (next === current || next === '') break;
    current = next;
  }
  return current;
}

/** A sentence of filler alone ("Well...", "Hmm."). */
function isFillerOnly(sentence: string, words: AnswerWords): boolean {
  let current = sentence.replace(/[.!?;…\s]+$/, '').trim();
  for (let guard = 0; guard < 4 && current !== ''; guard += 1)
    current = current.replace(words.fillerStart, '').trim();
  return current === '';
}

/**
 * A question asked back ("should I have kept it?", "does the agency count?", "¿puedo
 * demandar?"): a sentence that ends in a question mark and opens like a question. A hedged
 * answer said with a rising tone ("the scaffolding company?", "maybe Otis?") is no question.
 */
export function isQuestionBack(plainSentence: string, words: AnswerWords): boolean {
  const text = withoutFillers(plainSentence, words);
  const isAsked = /\?\s*$/.test(text) || text.startsWith('¿');
  return isAsked && words.questionStart.test(text);
}

/** Letters typed twice or more said once ("yesss", "nooo"). */
const squeezed = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');

/** One edit apart: a letter left out, added or changed (long words only), or two swapped. */
function isOneTypoFrom(typed: string, word: string): boolean {
  if (typed === word) return false;
  if (typed.length === word.length) {
    const differences = [...typed].flatMap((char, index) => (char === word[index] ? [] : [index]));
    if (differences.length === 2) {
      const [first, second] = differences as [number, number];
      return second === first + 1 && typed[first] === word[second] && typed[second] === word[first];
    }
    return differences.length === 1 && word.length >= 6;
  }
  if (Math.abs(typed.length - word.length) !== 1 || Math.min(typed.length, word.length) < 5) return false;
  const [shorter, longer] = typed.length < word.length ? [typed, word] : [word, typed];
  for (let index = 0; index < longer.length; index += 1)
    if (longer.slice(0, index) + longer.slice(index + 1) === shorter) return true;
  return false;
}

/** The first word read as the yes/no word it was meant to be ("nobdy" → "nobody", "yse" → "yes"). */
function correctedFirstWord(text: string, words: AnswerWords): string | undefined {
  const typed = /^\p{L}+/u.exec(text)?.[0];
  if (!typed || typed.length < 3) return undefined;
  const known = words.singleWords.find(({ word }) => word === typed);
  if (known) return undefined;
  const fixed =
    words.singleWords.find(({ word }) => word === squeezed(typed)) ??
    words.singleWords.find(({ word }) => isOneTypoFrom(typed, word));
  return fixed ? fixed.word + text.slice(typed.length) : undefined;
}

/**
 * "no he firmado con nadie", "no llegó nadie", "no, nunca": a no whose clause goes on to another
 * negative word of the lexicon is a no said in full, whatever verb sits between.
 */
function isNegatedTwice(rest: string, words: AnswerWords): boolean {
  const clause = rest.split(/[,;:.!?]/)[0] ?? '';
  const negatives = words.singleWords
    .filter(({ answer, word }) => answer === 'no' && !/^(no|false|negative)$/.test(word))
    .map(({ word }) => word);
  return clause
    .split(/\s+/)
    .slice(0, 6)
    .some((word) => negatives.includes(word));
}

/** The rest after a yes-before-break opens with a word that denies its auxiliary ("not", "never"). */
const isNegatedAuxiliary = (rest: string, words: AnswerWords): boolean =>
  words.lists.negatedAuxiliary.some(
    (word) => rest === word || new RegExp(`^${word}[\\s,.;:!?…-]`).test(rest),
  );

function answerAtStart(text: string, words: AnswerWords): 'yes' | 'no' | null {
  const yes = words.yesStart.exec(text);
  const no = words.noStart.exec(text);
  // The longer match wins: "no one" before "no", "i don't think so" before "i don't".
  const match = (yes?.[0].length ?? 0) >= (no?.[0].length ?? 0) ? yes : no;
  if (!match) return null;
  const answer = match === yes ? 'yes' : 'no';
  const said = match[0].replace(/\s+/g, ' ');
  const standsAlone =
    answer === 'yes'
      ? words.lists.yes.includes(said)
      : words.lists.no.includes(said) || words.lists.notYet.includes(said);
  const rest = text.slice(match[0].length).trim();
  // "we have not", "there were NOT any": a subject and its auxiliary, denied, is a no (decision 0369).
  if (answer === 'yes' && !standsAlone && isNegatedAuxiliary(rest, words)) return 'no';
  // "no police" negates a thing; "no, nobody stopped" / "no i havent" / "nope" answer the question.
  const isAnswer =
    standsAlone ||
    rest === '' ||
    /^[,:;.!?…-]/.test(rest) ||
    words.lists.answerFollowers.some((follower) => rest === follower || rest.startsWith(`${follower} `)) ||
    (answer === 'no' && isNegatedTwice(rest, words));
  return isAnswer ? answer : null;
}

/**
 * "I did hire a firm", "they did file something", "I do have some": a yes said with the verb it
 * affirms. The do is an auxiliary only before a verb in its plain form, which compromise tells
 * on the few words after it ("I did everything right" is no yes).
 */
function isEmphaticYes(text: string, words: AnswerWords): boolean {
  const match = words.yesBeforeVerbStart.exec(text);
  if (!match) return false;
  const next = text.slice(match[0].length).trim().split(/\s+/).slice(0, 2).join(' ');
  if (next === '' || /^(not|never|n't)\b/.test(next)) return false;
  return nlp(`${match[0]} ${next}`).has('(did|do|does) #Adverb? #Infinitive');
}

/** "I did not sign anything", "we didn't get any": the same do, denied, is a no. */
function isEmphaticNo(text: string): boolean {
  // Only a reply that opens with a denied do is worth compromise's tagger, the costly step.
  if (
    !/^(i|we|they|he|she|you)\s+(didn'?t|did not|don'?t|do not|doesn'?t|does not|didnt|dont|doesnt)\s/.test(
      text,
    )
  )
    return false;
  const opening = text.split(/\s+/).slice(0, 5).join(' ');
  return nlp(opening).has('^#Pronoun (did|do|does) not #Adverb? #Infinitive');
}

/** An accented "sí" opening a Spanish reply is a yes whatever follows ("sí firmé con uno"); "si" alone may be "if". */
function opensWithAccentedYes(original: string, words: AnswerWords): boolean {
  let text = original.toLowerCase().replace(/^[\s¡"'-]+/, '');
  for (let guard = 0; guard < 4; guard += 1) {
    const next = text.replace(words.fillerStart, '').trim();
    if (next === text) break;
    text = next;
  }
  return /^sí(?![\p{L}\d'])/u.test(text);
}

/**
 * How a reply opens, read on its first sentence that is not a question asked back
 * ("should I keep it? I still have it"), after any filler ("hmm, yes"), with a typo in the
 * yes/no word forgiven ("nobdy else"). A short sentence of not knowing is 'unknown'.
 */
export function leadingAnswer(plain: string, words: AnswerWords, original?: string): LeadingAnswer {
  const sentences = sentencesOf(plain);
  const first =
    sentences.find((sentence) => !isQuestionBack(sentence, words) && !isFillerOnly(sentence, words)) ?? '';
  const text = withoutFillers(first.replace(/[.!?;]+$/, ''), words);
  const unknown = words.unknown.exec(text);
  if (unknown && text.split(/\s+/).length <= 8 && !offersAGuess(text, unknown, words)) return 'unknown';
  // "no sé de quién era, la verdad" opens with not knowing, not with no.
  if (unknown?.index === 0) return null;
  const answer = answerAtStart(text, words);
  if (answer) return answer;
  if (isEmphaticYes(text, words)) return 'yes';
  if (words.lists.yesBeforeVerb.length > 0 && isEmphaticNo(text)) return 'no';
  if (original !== undefined && opensWithAccentedYes(original, words)) return 'yes';
  const corrected = correctedFirstWord(text, words);
  return corrected ? answerAtStart(corrected, words) : null;
}

/**
 * "not sure, maybe Liberty Mutual", "no sé... Mapfre creo": not knowing said first, then a best
 * guess (decision 0429). The reply has no leading answer, so readers read the guess; where none
 * finds anything, the question is answered as not known all the same.
 */
function offersAGuess(text: string, unknown: RegExpExecArray, words: AnswerWords): boolean {
  if (unknown.index > 12) return false;
  const opening = text.slice(0, unknown.index).trim();
  if (opening !== '' && !/^(?:i'?m|im|i am|honestly|estoy|la verdad)$/u.test(opening)) return false;
  const rest = text.slice(unknown.index + unknown[0].length).replace(/^[\s,;:.…!-]+/u, '');
  const guess = words.guessStart.exec(rest) ?? words.guessEnd.exec(rest);
  if (!guess) return false;
  const offered = (rest.slice(0, guess.index) + rest.slice(guess.index + guess[0].length)).trim();
  return /\p{L}{2,}/u.test(offered);
}

/** A clause or a reply that says it does not know, then offers a best guess (decision 0429). */
export function guessesAfterNotKnowing(plain: string, words: AnswerWords): boolean {
  const text = withoutFillers(plain.replace(/[.!?;…]+\s*$/u, ''), words);
  const unknown = words.unknown.exec(text);
  return unknown !== null && offersAGuess(text, unknown, words);
}

/**
 * "no sé, el médico dijo que vamos a ver cómo sana": not knowing said first and set apart by a
 * break, however long what follows (decision 0241). Not the reply's leading answer, so each
 * reader still reads what follows ("I don't know, a lady at the bus stop saw it"); where none
 * finds anything, the question is answered as not known.
 */
export function opensWithNotKnowing(plain: string, words: AnswerWords): boolean {
  const sentences = sentencesOf(plain);
  const first =
    sentences.find((sentence) => !isQuestionBack(sentence, words) && !isFillerOnly(sentence, words)) ?? '';
  const text = withoutFillers(first.replace(/[.!?;]+$/, ''), words);
  const unknown = words.unknown.exec(text);
  return unknown?.index === 0 && /^\s*[,;:-]/.test(text.slice(unknown[0].length));
}

/**
 * A reply that opens with a no said with time in it ("not yet", "todavía no tengo el
 * estimado"): to a question about an amount it says the amount is not known yet, not zero.
 */
export function opensWithNotYet(plain: string, words: AnswerWords): boolean {
  const first = sentencesOf(plain).find((sentence) => !isQuestionBack(sentence, words)) ?? '';
  return words.notYetStart.test(withoutFillers(first, words));
}

/**
 * A reply whose opening yes or no is turned by "but" or added to by "and" ("no, but my coworker
 * saw it", "yes, and the police came too", "sí, pero no tengo fotos"): the yes or no answers
 * the question asked, and what follows tells more.
 */
export const opensWithATurn = (plain: string): boolean =>
  /^\W*[\p{L}']+(?:\s+[\p{L}']+)?[\s,.;!-]+(?:but|though|however|and|also|plus|pero|aunque|sin embargo|y|tambien)\b/u.test(
    plain,
  );
