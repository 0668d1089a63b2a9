import { z } from 'zod';

import type { CaseRecord, CaseType, DateValue, FactKey, Language } from '../../../../contracts/case-record';
import { factCatalogue } from '../../../../contracts/fact-catalogue';
import { lookUpPlace } from '../../../case-record/us-gazetteer';
import { placeKey, withPlaceAbbreviationsSpelled } from '../../../case-record/us-places';
import correctionsFile from '../language/lexicons/corrections.json' with { type: 'json' };
import type { LanguagePack } from '../language/language-pack';
import { editDistance } from '../safety/safety-text';

import type { QuestionKey } from './agent';
import type { FactModule } from './facts/fact-module';
import { mechanismsIn, readCaseType } from './facts/case-type.fact';
import { partsOf } from './facts/injuries.fact';
import { partInEnglish, sideInEnglish } from './facts/injury-gloss';
import {
  clauseWords,
  findInjuryWords,
  movedToPart,
  namesAnInjury,
  namesOnlyParts,
  whatInjuryStems,
} from './facts/injury-lexicon';
import { relativeWords } from './facts/fact-lexicons';
import { moneyFigureOf } from './facts/money-figures';
import { factRegistry } from './facts/registry';
import { factsOfQuestion, readMessage } from './read-message';
import { holdsBackReference, isOnlyBackReference, withoutBackReference } from './reading/back-reference';
import { findDates, precisionRank } from './reading/dates';
import { holdsDetail, otherThanDetail } from './reading/detail-words';
import { findAmounts, findDurationsInDays } from './reading/numbers';
import { sideOpposites } from './reading/side-words';
import { type Clause, clausesOfText, findCue, normalize, sentencesOf } from './reading/text';

/**
 * A correction of something said before (issue 23, point 3; decision 0110): "52, not 25",
 * "no no, Los Angeles, California! no Luisiana", "no fue en Dallas, fue en Houston". The part
 * that names the old value is set aside; a fact whose value it names is read again from the
 * rest, as if its question had just been asked, and replaces what we had with the visitor's
 * new words as its source.
 */

const wordsSchema = z.object({
  cues: z.array(z.string().min(1)).min(1),
  takeBack: z.array(z.string().min(1)).min(1),
  repeats: z.array(z.string().min(1)),
  alreadySaid: z.array(z.string().min(1)),
  bareNo: z.array(z.string().min(1)),
  workDenied: z.array(z.string().min(1)).min(1),
  denialLeads: z.array(z.string().min(1)).min(1),
  denialTails: z.array(z.string().min(1)).min(1),
  employerDenied: z.array(z.string().min(1)).min(1),
  stillSo: z.array(z.string().min(1)).min(1),
  saidBack: z.object({
    not: z.string().min(1),
    notAtWork: z.string().min(1),
    writerHurt: z.string().min(1),
  }),
  injuriesDenied: z.array(z.string().min(1)).min(1),
  injuryListLeads: z.array(z.string().min(1)).min(1),
  onlyListLeads: z.array(z.string().min(1)).min(1),
  listAdds: z.array(z.string().min(1)).min(1),
  earlierTimes: z.array(z.string().min(1)).min(1),
  caseTypeWords: z.record(
    z.enum(['slip_fall', 'auto', 'medical_malpractice', 'product_liability', 'dog_bite']),
    z.array(z.string().min(1)).min(1),
  ),
  earlierSaid: z.array(z.string().min(1)).min(1),
  pivots: z.array(z.string().min(1)).min(1),
  wrongTails: z.array(z.string().min(1)).min(1),
  notOnly: z.array(z.string().min(1)).min(1),
  pivotFillers: z.array(z.string().min(1)).min(1),
  apologies: z.array(z.string().min(1)).min(1),
  retractionNos: z.array(z.string().min(1)).min(1),
  retractionFillers: z.array(z.string().min(1)).min(1),
  dateLeads: z.array(z.string().min(1)).min(1),
  verbNegations: z.array(z.string().min(1)),
  complementizers: z.array(z.string().min(1)).min(1),
  reportingLeads: z.array(z.string().min(1)).min(1),
  reportedSubjects: z.array(z.string().min(1)).min(1),
  reportedNegations: z.array(z.string().min(1)).min(1),
  pauses: z.array(z.string().min(1)).min(1),
  statementOpeners: z.array(z.string().min(1)).min(1),
  contrasts: z.array(z.string().min(1)).min(1),
  glosses: z.array(z.string().min(1)).min(1),
  datesOfFacts: z.object({
    purchase: z.array(z.string().min(1)).min(1),
    incident: z.array(z.string().min(1)).min(1),
    otherEvents: z.array(z.string().min(1)).min(1),
  }),
});
const lexicon = z
  .object({
    $comment: z.string(),
    en: wordsSchema,
    es: wordsSchema,
    correctingNo: z.object({
      before: z.array(z.string().min(1)),
      nos: z.array(z.string().min(1)).min(1),
      after: z.array(z.string().min(1)),
    }),
  })
  .parse(correctionsFile);

const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');

interface CompiledWords {
  cue: RegExp;
  /** "like I said": a repeat, taken out before the cues are looked for. */
  repeat: RegExp;
  /** "I already told you": the answer is somewhere earlier in the chat. */
  alreadySaid: RegExp;
  /** "sino", "but rather": inside a take-back, where the new value starts (decision 0256). */
  contrast: RegExp;
  /** A part that is only a no ("no", "nope", "not quite"): nothing to read again. */
  bareNo: RegExp;
  /** "that is the top of the thigh bone", "es decir…": a part that only explains the word before it (decision 0433). */
  gloss: RegExp;
  /** A part that opens by taking a value back: "not 25", "no fue en Dallas". */
  takeBackStart: RegExp;
  /** "no sorry, it was the 16th": a no and an apology open the new value, they take nothing back. */
  apologyAfterNo: RegExp;
  /** A value taken back after the new one, inside a part: "52 not 25". */
  takeBackAfter: RegExp;
  /** "it was…", "fue…": a statement of its own after a leading no (decision 0249). */
  statementStart: RegExp;
  /** "might not get…": the word before "not" makes it a negated verb, no take-back (decision 0249). */
  verbNegationBefore: RegExp;
  /**
   * "ya le dije que no tengo seguro", "I told you that I don't have one": a negation a few words
   * after "que" / "that" is its reported clause's own, no take-back (decision 0299).
   */
  complementizerBefore: RegExp;
  /** "ya te dije que no …": what follows a back-reference lead is a reported denial, not an old value. */
  complementizerThenNegation: RegExp;
  /**
   * "ya le dije", "like I said there was": a reporting lead closing a head, with the reported
   * clause's own subject after it (captured); a negation next may be that clause's (decision 0327).
   */
  reportingLeadBefore: RegExp;
  /** "yo no tengo …", "we never …": a reported clause that opens with a negated verb (decision 0327). */
  reportedNegatedVerb: RegExp;
  /** "hold on", "hang on", "un momento", "espere", apologies: a part that is only a pause (decision 0301). */
  pause: RegExp;
  /** "no voy a poder…": the word after "no" makes it a negated verb, no take-back (decision 0249). */
  verbNegationAfter: RegExp;
  /** "it wasn't at work", "no fue en el trabajo": the injury did not happen on the job. */
  workDenied: RegExp;
  /** A part that denies a value: "it wasn't the manager", "no fue el gerente". */
  denialLead: RegExp;
  /** A part that denies a value after it: "the manager didn't do it", "el gerente no tuvo la culpa". */
  denialTail: RegExp;
  /** "I don't work for Acme", "no trabajo para Acme". */
  employerDenied: RegExp;
  /** "anymore", "ya no": no longer so, which says nothing of the time it happened. */
  stillSo: RegExp;
  saidBack: { not: string; notAtWork: string; writerHurt: string };
  /** "the headache is not my injury", "no son mis lesiones": the injuries named before it are not theirs. */
  injuriesDenied: RegExp;
  /** "before", "antes": a no about earlier injuries, not about this case's. */
  earlierTimes: RegExp;
  /** "my injuries are …": a whole list of injuries follows. */
  injuryListLead: RegExp;
  /** "my only injuries were …": a whole list, said to be all of it. */
  onlyListLead: RegExp;
  /** "also", "también": a list said with it adds to the list. */
  listAdds: RegExp;
  /** Each kind of case in the visitor's words ("slipped", "a fall"): negated, they deny it. */
  caseTypeWords: Partial<Record<CaseType, RegExp>>;
  /** "I told you …", "le dije …": what follows is the old value, up to a pivot. */
  earlierSaid: RegExp;
  /** "but", "actually", "pero", "sino": where the new value starts after an old one. */
  pivot: RegExp;
  /** "the 9th was wrong", "33 estaba mal": the old value before words that call it wrong. */
  wrongTail: RegExp;
  /** "not only", "no solo", as lists of words: adds to what it names, takes nothing back. */
  notOnly: string[][];
  /** The first of `listAdds`, said in place of "not only". */
  addWord: string;
  /** "but", "actually", "pero": a pivot's words with no value in them, taken out of the new value. */
  pivotFiller: RegExp;
  /** "sorry", "wait", "perdon", anywhere: words that only apologise. */
  apology: RegExp;
  /** "no", "nope", "no no": a no and nothing else. */
  retractionNo: RegExp;
  /** "actually", "well", "bueno": beside a no, they take back ("but no" does not: it answers). */
  retractionFiller: RegExp;
  /** "it was", "it happened on", "fue el": words between a correction word and the date it says. */
  dateLead: RegExp;
  /** "bought", "compré" / "broke", "se rompió": which fact a date in a correction is of (decision 0274). */
  purchaseWords: RegExp;
  incidentWords: RegExp;
  /** "went back to work", "empecé la terapia": an event after the harm, with a date of its own (decision 0434). */
  otherEventWords: RegExp;
}

/** Openers a denial may follow ("no, it wasn't …", "sorry, it was not …"). */
const denialOpeners =
  '(?:(?:no|nope|nah|sorry|actually|wait|oh|and|but|so|well|perdon|oiga|bueno|y|pero|si)\\b[,\\s]*)*';

const compile = (words: z.infer<typeof wordsSchema>): CompiledWords => ({
  cue: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.cues)})(?![\\p{L}\\d'])`, 'u'),
  repeat: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.repeats)})(?![\\p{L}\\d'])`, 'gu'),
  alreadySaid: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.alreadySaid)})(?![\\p{L}\\d'])`, 'u'),
  contrast: new RegExp(`\\s(?:${alternatives(words.contrasts)})\\s+(.+)$`, 'u'),
  bareNo: new RegExp(`^(?:${alternatives(words.bareNo)})[\\s.!]*$`, 'u'),
  gloss: new RegExp(`^(?:${alternatives(words.glosses)})(?![\\p{L}\\d'])`, 'u'),
  takeBackStart: new RegExp(`^(?:${alternatives(words.takeBack)})\\s+(.+)$`, 'u'),
  apologyAfterNo: new RegExp(
    `^(?:${alternatives(words.bareNo)})\\s+(?:${alternatives(words.apologies)})(?![\\p{L}\\d'])\\s*`,
    'u',
  ),
  takeBackAfter: new RegExp(`\\s(?:${alternatives(words.takeBack)})\\s+(.+)$`, 'u'),
  statementStart: new RegExp(`^(?:${alternatives(words.statementOpeners)})(?![\\p{L}\\d'])`, 'u'),
  verbNegationBefore: new RegExp(`(?:^|\\s)(?:${alternatives(words.verbNegations)})$`, 'u'),
  verbNegationAfter: new RegExp(`^(?:${alternatives(words.verbNegations)})(?![\\p{L}\\d'])`, 'u'),
  // At most two words between the complementizer and the negation ("that I", "que yo"), none a
  // figure: "le dije que 33 no 34" still takes 34 back.
  complementizerBefore: new RegExp(
    `(?:^|\\s)(?:${alternatives(words.complementizers)})((?:\\s+[\\p{L}']+){0,2})$`,
    'u',
  ),
  complementizerThenNegation: new RegExp(
    `^(?:${alternatives(words.complementizers)})(?:\\s+[\\p{L}']+){0,2}?\\s+(?:${alternatives(words.takeBack)})(?![\\p{L}\\d'])`,
    'u',
  ),
  reportingLeadBefore: new RegExp(
    `(?:^|\\s)(?:${alternatives([...words.reportingLeads, ...words.earlierSaid, ...words.alreadySaid, ...words.repeats])})((?:\\s+(?:${alternatives(words.reportedSubjects)})){0,2})$`,
    'u',
  ),
  reportedNegatedVerb: new RegExp(
    `^(?:(?:${alternatives(words.reportedSubjects)})\\s+){0,2}(?:(?:${alternatives(words.reportedNegations)})|(?:${alternatives(words.takeBack)})\\s+(?:${alternatives(words.verbNegations)}))(?![\\p{L}\\d'])`,
    'u',
  ),
  pause: new RegExp(
    `^(?:(?:${alternatives([...words.pauses, ...words.apologies])})(?![\\p{L}\\d'])[\\s,.!:…-]*)+$`,
    'u',
  ),
  workDenied: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.workDenied)})(?![\\p{L}\\d'])`, 'u'),
  denialLead: new RegExp(
    `^${denialOpeners}(?:${alternatives(words.denialLeads)})\\s+(?:even\\s+)?(.+)$`,
    'u',
  ),
  denialTail: new RegExp(
    `^${denialOpeners}(.+?)\\s+(?:${alternatives(words.denialTails)})(?![\\p{L}\\d'])`,
    'u',
  ),
  employerDenied: new RegExp(`^${denialOpeners}(?:${alternatives(words.employerDenied)})\\s+(.+)$`, 'u'),
  stillSo: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.stillSo)})(?![\\p{L}\\d'])`, 'u'),
  saidBack: words.saidBack,
  injuriesDenied: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.injuriesDenied)})(?![\\p{L}\\d'])`,
    'u',
  ),
  earlierTimes: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.earlierTimes)})(?![\\p{L}\\d'])`, 'u'),
  injuryListLead: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.injuryListLeads)})(?![\\p{L}\\d'])`,
    'u',
  ),
  onlyListLead: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.onlyListLeads)})(?![\\p{L}\\d'])`, 'u'),
  listAdds: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.listAdds)})(?![\\p{L}\\d'])`, 'u'),
  caseTypeWords: Object.fromEntries(
    Object.entries(words.caseTypeWords).map(([type, said]) => [
      type,
      new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(said)})(?![\\p{L}\\d'])`, 'u'),
    ]),
  ),
  earlierSaid: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.earlierSaid)})\\s+`, 'u'),
  pivot: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.pivots)})(?![\\p{L}\\d'])`, 'gu'),
  wrongTail: new RegExp(`^(.+?)\\s+(?:${alternatives(words.wrongTails)})(?![\\p{L}\\d'])\\s*(.*)$`, 'u'),
  notOnly: words.notOnly.map((phrase) => phrase.split(/\s+/)),
  addWord: words.listAdds[0]!,
  pivotFiller: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.pivotFillers)})(?![\\p{L}\\d'])[,\\s]*`,
    'giu',
  ),
  apology: new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words.apologies)})(?![\\p{L}\\d'])`, 'gu'),
  retractionNo: new RegExp(`^(?:${alternatives(words.retractionNos)})$`, 'u'),
  retractionFiller: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.retractionFillers)})(?![\\p{L}\\d'])`,
    'gu',
  ),
  dateLead: new RegExp(`^(?:(?:${alternatives(words.dateLeads)})(?![\\p{L}\\d'])[\\s,]*)*`, 'u'),
  purchaseWords: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.datesOfFacts.purchase)})(?![\\p{L}\\d'])`,
    'u',
  ),
  incidentWords: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.datesOfFacts.incident)})(?![\\p{L}\\d'])`,
    'u',
  ),
  otherEventWords: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(words.datesOfFacts.otherEvents)})(?![\\p{L}\\d'])`,
    'u',
  ),
});

const compiled: Record<Language, CompiledWords> = { en: compile(lexicon.en), es: compile(lexicon.es) };

/** Spanish is often typed with English correction words in it: both sets are heard. */
const wordsFor = (language: Language) => (language === 'es' ? [compiled.es, compiled.en] : [compiled.en]);

/**
 * "not only the neck, the back too", "no solo el cuello": an addition, never a take-back
 * (decision 0163). The words are read as the language's first add word ("also", "también").
 */
export function withoutNotOnly(text: string, language: Language): string {
  const typed = text.trim().split(/\s+/);
  const plain = typed.map((word) => normalize(word).replace(/[^\p{L}\p{N}]/gu, ''));
  const out: string[] = [];
  for (let index = 0; index < typed.length; index += 1) {
    const found = wordsFor(language)
      .flatMap((words) => words.notOnly.map((phrase) => ({ phrase, addWord: words.addWord })))
      .find(({ phrase }) => phrase.every((word, offset) => plain[index + offset] === word));
    if (!found) {
      out.push(typed[index]!);
      continue;
    }
    out.push(found.addWord);
    index += found.phrase.length - 1;
  }
  return out.join(' ');
}

/**
 * "I told you the 9th but it was the 8th", "le dije 14 pero tiene 15": the old value said after
 * the lead and before a pivot, the new one from the pivot on (decision 0163). A part with no
 * pivot ("I said the 9th, it was the 8th") is all old value when more parts follow.
 */
function earlierAndNew(plain: string, words: CompiledWords, isFollowed: boolean) {
  const lead = words.earlierSaid.exec(plain.replace(words.repeat, ' '));
  if (!lead) return undefined;
  const rest = plain.replace(words.repeat, ' ').slice(lead.index + lead[0].length);
  // "ya te dije que no tengo seguro": the visitor says again what they denied; nothing is old.
  if (
    compiled.en.complementizerThenNegation.test(rest.trim()) ||
    words.complementizerThenNegation.test(rest.trim())
  )
    return undefined;
  // "ya le dije no tengo seguro", "le dije yo no tengo abogado": with no "que", a negated verb
  // right after the lead is the reported denial too; a figure keeps the old value (decision 0327).
  if (words.reportedNegatedVerb.test(rest.trim()) && !/\d/.test(rest)) return undefined;
  const pivot = [...rest.matchAll(words.pivot)].find((match) => match.index > 0);
  if (pivot) {
    const old = rest.slice(0, pivot.index).trim();
    const said = rest.slice(pivot.index).trim();
    return old && said ? { old, said } : undefined;
  }
  return isFollowed && rest.trim() ? { old: rest.trim(), said: '' } : undefined;
}

/** The new value without the pivot's empty words: "but it was actually Toledo" → "it was Toledo". */
const withoutFillers = (said: string, language: Language): string =>
  wordsFor(language)
    .reduce((text, words) => text.replace(words.pivotFiller, ''), said)
    .trim() || said;

/**
 * The end of a part as the visitor typed it (their capitals: "Toledo"), from its end in the
 * normal form, which keeps the words one for one; the normal form when it does not.
 */
function asTyped(typed: string, plain: string, tail: string): string {
  const typedWords = typed.split(/\s+/);
  const tailWords = tail.split(/\s+/).length;
  if (typedWords.length !== plain.split(/\s+/).length || !plain.endsWith(tail)) return tail;
  return typedWords.slice(typedWords.length - tailWords).join(' ');
}

/** The message split into what the visitor says now and the old values they take back. */
export function splitTakenBack(text: string, language: Language): { kept: string[]; takenBack: string[] } {
  const kept: string[] = [];
  const takenBack: string[] = [];
  // Commas inside a figure ("$14,000") and decimal points do not split, nor the period of a place
  // name's short word ("St. Louis", spelled out first; decision 0226).
  const spelled = withPlaceAbbreviationsSpelled(text, (key) => lookUpPlace(placeKey(key)) !== undefined);
  const pieces = withoutNotOnly(spelled, language).split(/([;!?\n]+|,(?!\d{3})|\.(?!\d))/);
  const cut = pieces.filter((_, index) => index % 2 === 0);
  // "4100? no, 5200": a short figure asked back, then a no, is the old value (decision 0330).
  const askedBack = new Set(
    cut
      .filter((part, index) => pieces[index * 2 + 1]?.includes('?') && isFigureEcho(part))
      .map((part) => part.trim()),
  );
  // "Dayton, no, perdón, en Toledo": a no and an apology between commas are one take-back, as
  // "no perdón" is (decision 0228).
  const parts: string[] = [];
  for (const part of cut) {
    const previous = parts.at(-1);
    const isPiece = (said: string) => said.trim() !== '' && isTakeBackPiece(normalize(said), language);
    if (previous !== undefined && isPiece(previous) && isPiece(part))
      parts[parts.length - 1] = `${previous.trim()} ${part.trim()}`;
    else parts.push(part);
  }
  // The last part kept as said, while nothing else has been kept after it.
  let lastSaid: string | undefined;
  for (const [index, part] of parts.entries()) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const plain = normalize(trimmed);
    const isFollowed = parts.slice(index + 1).some((next) => next.trim());
    // "Akron, well actually no sorry, it was Canton": a part that only takes back, with a filler
    // or an apology beside its no, takes back the part said just before it (decision 0219).
    const next = parts.slice(index + 1).find((later) => later.trim()) ?? '';
    const adds = wordsFor(language).some((words) => words.listAdds.test(normalize(next)));
    const isNoToAskedBack =
      lastSaid !== undefined &&
      askedBack.has(lastSaid) &&
      wordsFor(language).some((words) => words.retractionNo.test(plain.replace(/[\s.!]+$/, '')));
    if (lastSaid !== undefined && isFollowed && !adds && (isRetraction(plain, language) || isNoToAskedBack)) {
      kept.splice(kept.lastIndexOf(lastSaid), 1);
      takenBack.push(normalize(lastSaid));
      lastSaid = undefined;
      continue;
    }
    lastSaid = undefined;
    // "I told you the 9th but it was the 8th", "le dije 14 pero tiene 15": the old value said
    // before the pivot, the new one after it; "I said 33, I'm 34" pivots at the comma (decision 0163).
    const earlier = wordsFor(language)
      .map((words) => earlierAndNew(plain, words, isFollowed))
      .find(Boolean);
    if (earlier) {
      takenBack.push(earlier.old);
      if (earlier.said) kept.push(withoutFillers(asTyped(trimmed, plain, earlier.said), language));
      continue;
    }
    // "the 9th was wrong, it was the 7th", "33 estaba mal": the value before the verdict is old.
    const wrong = wordsFor(language)
      .map((words) => words.wrongTail.exec(plain))
      .find(Boolean);
    if (wrong?.[1]) {
      takenBack.push(wrong[1]);
      if (wrong[2]) kept.push(withoutFillers(asTyped(trimmed, plain, wrong[2]), language));
      continue;
    }
    const apology = wordsFor(language)
      .map((words) => words.apologyAfterNo.exec(plain))
      .find(Boolean);
    if (apology) {
      const rest = splitTakenBack(asTyped(trimmed, plain, plain.slice(apology[0].length)), language);
      kept.push(...rest.kept);
      takenBack.push(...rest.takenBack);
      continue;
    }
    const opening = wordsFor(language)
      .map((words) => {
        const found = words.takeBackStart.exec(plain);
        return found && !isNegatedVerbAfter(found, words) ? found : null;
      })
      .find(Boolean);
    // "no it was Aug 12 not Aug 2": the no opens a statement of its own, which is read as one
    // (its own "not" takes back); nothing after the no is an old value (decision 0249).
    if (opening && wordsFor(language).some((words) => words.statementStart.test(opening[1]!))) {
      const rest = splitTakenBack(asTyped(trimmed, plain, opening[1]!), language);
      kept.push(...rest.kept);
      takenBack.push(...rest.takenBack);
      continue;
    }
    // "no fue el 14 sino el 12": the take-back runs to the contrast; the new value follows it.
    const contrast = opening
      ? wordsFor(language)
          .map((words) => words.contrast.exec(opening[1]!))
          .find(Boolean)
      : undefined;
    // "not 4100 but 5200", "not the 12th but the 14th": a bare "but" turns only between two
    // figures, a closed form (decision 0330); "not sure but…" takes nothing back by it.
    const figureContrast = opening && !contrast ? figureContrastOf(opening[1]!) : null;
    if (figureContrast) {
      takenBack.push(figureContrast[1]!.trim());
      kept.push(...splitTakenBack(asTyped(trimmed, plain, figureContrast[2]!), language).kept);
      continue;
    }
    if (opening && contrast) {
      takenBack.push(opening[1]!.slice(0, contrast.index).trim());
      kept.push(...splitTakenBack(asTyped(trimmed, plain, contrast[1]!), language).kept);
      continue;
    }
    if (opening) {
      takenBack.push(opening[1]!);
      continue;
    }
    // "I'm 52 not 25": the head is kept, the tail is taken back.
    // "the surgeon said I might not get full bend back": a negated verb is news, not an old value.
    const after = wordsFor(language)
      .map((words) => {
        const found = words.takeBackAfter.exec(plain);
        const isVerb =
          found !== null &&
          (words.verbNegationBefore.test(plain.slice(0, found.index)) ||
            isNegatedVerbAfter(found, words) ||
            isReportedNegation(plain.slice(0, found.index), language, plain.slice(found.index).trim()));
        return isVerb ? null : found;
      })
      .find((match) => match && match.index > 0);
    // "wait no it was Aug 12 not Aug 2": the no opens a statement read on its own (decision 0249).
    if (after && wordsFor(language).some((words) => words.statementStart.test(after[1]!))) {
      const head = trimmed.slice(0, after.index).trim();
      const rest = splitTakenBack(asTyped(trimmed, plain, after[1]!), language);
      if (head && !wordsFor(language).some((words) => words.cue.test(normalize(head)))) kept.push(head);
      kept.push(...rest.kept);
      takenBack.push(...rest.takenBack);
      continue;
    }
    // "the ER bill was not 4100 but 5200": the new figure after "but" is said with the head.
    const figureAfter = after ? figureContrastOf(after[1]!) : null;
    if (after && figureAfter) {
      takenBack.push(figureAfter[1]!.trim());
      const head = trimmed.slice(0, after.index).trim();
      kept.push(`${head} ${asTyped(trimmed, plain, figureAfter[2]!)}`.trim());
      continue;
    }
    if (after) {
      takenBack.push(after[1]!);
      kept.push(trimmed.slice(0, after.index).trim());
      continue;
    }
    kept.push(trimmed);
    lastSaid = trimmed;
  }
  return { kept, takenBack };
}

/** "4100 but 5200", "the 12th but the 14th": two figures turned by a bare "but" (decision 0330). */
const figureContrastOf = (said: string): RegExpExecArray | null => /^(.*\d.*?)\s+but\s+(.*\d.*)$/u.exec(said);

/** A figure said back as a question ("4100?", "$4,100?", "the 14th?"): a few words, one with a digit. */
const isFigureEcho = (part: string): boolean => {
  const words = part.trim().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 3 && /\d/.test(part);
};

/**
 * "no la puedo mover": the word after a bare no makes it a negated verb (decision 0249). After a
 * take-back that holds its own verb ("no fue la muñeca", "no es el codo") the article names the
 * old value: the take-back stands (decision 0274).
 */
function isNegatedVerbAfter(found: RegExpExecArray, words: CompiledWords): boolean {
  const lead = found[0].slice(0, found[0].length - found[1]!.length).trim();
  const verb = lead.split(/\s+/).at(-1) ?? '';
  return !words.statementStart.test(verb) && words.verbNegationAfter.test(found[1]!);
}

/**
 * "ya le dije que no tenemos abogado", "I told you that there was not a report": a negation right
 * after "que" / "that" (at most two words between) belongs to the clause they open, which says
 * something anew; it takes no old value back (decision 0299). "que fue Dallas no Houston" still
 * does: a statement between them says the new value, and the no takes the old one back.
 */
function isReportedNegation(head: string, language: Language, tail = ''): boolean {
  // "le repito yo no hice nada", "like I said already there was no report": a reporting lead and
  // the clause's own subject open the reported clause as "que" does; so does a lead right before
  // a negated verb ("ya le dije no tengo seguro"). A lead before a no and a noun or a figure ("le
  // dije no Dallas", "I said not 25") still takes back (decision 0327).
  const lead = wordsFor(language)
    .map((words) => words.reportingLeadBefore.exec(head))
    .find(Boolean);
  if (
    lead &&
    (lead[1]!.trim() !== '' ||
      (!/\d/.test(tail) && wordsFor(language).some((words) => words.reportedNegatedVerb.test(tail))))
  )
    return true;
  return wordsFor(language).some((words) => {
    const found = words.complementizerBefore.exec(head);
    if (!found) return false;
    const between = (found[1] ?? '').trim();
    return between === '' || !wordsFor(language).some((set) => set.statementStart.test(between));
  });
}

/** A no alone, or words that only apologise or take back: a piece of a take-back split by commas. */
const isTakeBackPiece = (plain: string, language: Language): boolean =>
  isOnlyTakingBack(plain, language) || wordsFor(language).some((words) => words.retractionNo.test(plain));

/** "sorry", "oops", "wait no", "perdón": words that only apologise or take back, with no value in them. */
function isOnlyTakingBack(plain: string, language: Language): boolean {
  return wordsFor(language).some((words) => {
    const bare = plain
      .replace(words.retractionFiller, ' ')
      .replace(words.apology, ' ')
      .replace(/[\s,.!]+/g, ' ')
      .trim();
    return bare !== plain.trim() && (bare === '' || words.retractionNo.test(bare));
  });
}

/**
 * "well actually no sorry", "no wait", "oh no, I mean", "bueno no, perdon": a no with fillers or
 * apologies around it and nothing else. A no alone ("no") is not one: it may answer a question.
 */
function isRetraction(plain: string, language: Language): boolean {
  return wordsFor(language).some((words) => {
    const bare = plain
      .replace(words.retractionFiller, ' ')
      .replace(words.apology, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return bare !== plain.trim() && words.retractionNo.test(bare);
  });
}

/** Whether the words taken back name the value a fact holds ("not 25" for age 25, "no Luisiana" for Louisiana). */
function namesValue(
  key: FactKey,
  record: CaseRecord,
  takenBack: string,
  input: { language: Language; pack: LanguagePack; today: Date },
) {
  const { language, pack } = input;
  const value = record[key];
  if (value === undefined || value === null) return false;
  // A date is named by a date that falls within it ("not March 3" for March 3, 2026), or by its
  // year alone ("2024, not 2025"; decision 0227).
  if (isDateFact(key)) {
    const held = record[key] as DateValue;
    const mentions = findDates(takenBack, language, input.today, pack.reading.dates, held);
    if (mentions.some((mention) => mention.value.from >= held.from && mention.value.to <= held.to))
      return true;
    return yearAlone(takenBack, mentions) === yearOf(held);
  }
  const numbers = findAmounts(takenBack, language, pack.reading.numbers).map((amount) => amount.value);
  // A pay rate is named by its amount as the total is ("my hourly wage is 21 not 18"; decision 0330).
  const rate = key === 'lostWages' ? record.lostWages?.rate?.amount : undefined;
  if (rate !== undefined && numbers.includes(rate)) return true;
  const figure = figureOf(key, record);
  if (figure !== undefined) return numbers.includes(figure);
  if (numbers.length > 0) return false;
  const module = factRegistry[key] as FactModule;
  const said = [module.describe(value as never, 'en'), module.describe(value as never, 'es')].map(normalize);
  const words = takenBack.split(/\s+/).filter((word) => word.length > 0);
  return said.some((phrase) => {
    if (phrase.length < 2) return false;
    if (takenBack.includes(phrase)) return true;
    // A misspelt name ("Luisiana"): each of its words within one letter of a word taken back.
    // A word of the same stem names it too ("el del taxi" for "el taxista"; decision 0130).
    const parts = phrase.split(/\s+/);
    return parts.every((part) =>
      words.some(
        (word) =>
          word === part || (part.length >= 5 && editDistance(word, part, 2) <= 2) || isSameStem(word, part),
      ),
    );
  });
}

/**
 * The part of a correction that says a date right after its correction word ("oops it was Oct
 * 12", "actually, the 12th"), when we hold the incident date: the leads between them are data
 * ('dateLeads': "it was", "it happened on", "fue el"). None when no date follows a cue.
 */
/** A part that is only "wait", "hold on", "sorry", "espera": a pause before what is said anew. */
const isPause = (plain: string, language: Language): boolean =>
  plain.trim() !== '' &&
  (withoutApologies(plain, language) === '' ||
    wordsFor(language).some((words) => words.pause.test(plain.trim())));

/**
 * "yes. hold on, it was march 4", "sí. un momento, fue el 13 de octubre": a part that is only a
 * pause, then a part that is only a date after its leads (or the date and the old one taken
 * back), after an answer to another question (decisions 0293, 0301). "yes. wait, october 20 is
 * my MRI" goes on past the date: another date, not a correction.
 */
function dateAfterPause(
  kept: readonly string[],
  input: { language: Language; pack: LanguagePack; today: Date; record: CaseRecord },
): string | undefined {
  if (!input.record.incidentDate) return undefined;
  for (const [index, part] of kept.entries()) {
    const next = kept[index + 1];
    if (next === undefined || !isPause(normalize(part), input.language)) continue;
    const said = wordsFor(input.language)
      .reduce((text, words) => text.replace(words.dateLead, ''), normalize(next))
      .trim();
    const mention = findDates(said, input.language, input.today, input.pack.reading.dates)[0];
    if (!mention || mention.start !== 0) continue;
    const after = said.slice(mention.end).replace(/^[\s,.!]+|[\s.!]+$/g, '');
    if (after === '' || wordsFor(input.language).some((words) => words.takeBackStart.test(after)))
      return next;
  }
  return undefined;
}

function dateAfterCue(
  kept: readonly string[],
  input: { text: string; record: CaseRecord; language: Language; pack: LanguagePack; today: Date },
): string | undefined {
  if (!input.record.incidentDate) return undefined;
  for (const [index, part] of kept.entries()) {
    for (const words of wordsFor(input.language)) {
      const plain = normalize(part).replace(words.repeat, ' ');
      // A part that is only "wait", "espera", "hold on" is read by dateAfterPause (decision 0301).
      const cue = words.cue.exec(plain);
      if (!cue) continue;
      // The cue alone ("actually,"): the date opens the next part.
      const after = plain.slice(cue.index + cue[0].length).replace(/^[\s,.:!-]+/, '');
      const said = after || normalize(kept[index + 1] ?? '');
      const rest = said.replace(words.dateLead, '').trim();
      const mention = findDates(rest, input.language, input.today, input.pack.reading.dates)[0];
      if (mention && mention.start === 0) return after ? part : kept[index + 1];
    }
  }
  // The correction word was an apology alone ("my bad, it happened on the 11th"), set aside.
  const first = kept[0];
  if (first === undefined || !isCorrectionWorded(input.text, input.language)) return undefined;
  const rest = wordsFor(input.language)
    .reduce((text, words) => text.replace(words.dateLead, ''), normalize(first))
    .trim();
  return findDates(rest, input.language, input.today, input.pack.reading.dates)[0]?.start === 0
    ? first
    : undefined;
}

/**
 * A correction names its fact (decision 0274): a date said with words of buying ("bought",
 * "compré") is the purchase's, one said with words of the harm ("it broke", "se rompió") the
 * incident's. When the incident date we hold is given as the purchase's and another date as the
 * incident's, the incident date is said anew from the clause of the harm; a date of buying
 * alone never moves it.
 */
function incidentDatedAnew(input: {
  text: string;
  isReadBackReply?: boolean;
  record: CaseRecord;
  language: Language;
  pack: LanguagePack;
  today: Date;
}): string | undefined {
  const held = input.record.incidentDate;
  if (!held) return undefined;
  const clauses = sentencesOf(input.text)
    .flatMap((sentence) => normalize(sentence).split(/[,;]+|\s+(?:and|but|y|pero|then|luego)\s+/))
    .map((clause) => clause.trim())
    .filter(Boolean);
  const datesOf = (clause: string) =>
    findDates(clause, input.language, input.today, input.pack.reading.dates, held).map(
      (mention) => mention.value,
    );
  const within = (date: DateValue) => date.from >= held.from && date.to <= held.to;
  const sets = wordsFor(input.language);
  const isPurchase = (clause: string) => sets.some((words) => words.purchaseWords.test(clause));
  const isIncident = (clause: string) =>
    !isPurchase(clause) && sets.some((words) => words.incidentWords.test(clause));
  const boughtThen = clauses.some((clause) => isPurchase(clause) && datesOf(clause).some(within));
  const isAnew = (clause: string) => isIncident(clause) && datesOf(clause).some((date) => !within(date));
  if (boughtThen) return clauses.find(isAnew);
  // "no, the crash was May 2, June is when I went back to work" (decision 0434): a message that
  // opens with a no, or replies to the read-back, dates the incident anew by the one clause of the
  // harm with another date; another event's date beside it is never read for the incident.
  if (!opensWithANo(input.text) && !input.isReadBackReply && !isCorrectionWorded(input.text, input.language))
    return undefined;
  const isOtherEvent = (clause: string) => sets.some((words) => words.otherEventWords.test(clause));
  const anew = clauses.filter((clause) => isAnew(clause) && !isOtherEvent(clause));
  const othersDated = clauses.some(
    (clause) => !anew.includes(clause) && isOtherEvent(clause) && datesOf(clause).length > 0,
  );
  return anew.length === 1 && othersDated ? anew[0] : undefined;
}

/**
 * A day of the month taken back and one said anew, each a day's date (decision 0331), while the
 * incident date is held: "no fue el 12, fue el 16 de octubre", "not the 3rd but the 5th".
 */
function isDayForDay(
  kept: readonly string[],
  takenBack: readonly string[],
  input: { record: CaseRecord; language: Language; pack: LanguagePack; today: Date },
): boolean {
  const held = input.record.incidentDate;
  if (!held) return false;
  const days = (text: string) =>
    findDates(text, input.language, input.today, input.pack.reading.dates, held).filter(
      (mention) => mention.value.precision === 'day',
    );
  // "I bought it the 12th": a date of buying is never the incident's (decision 0274).
  const said = normalize([...kept, ...takenBack].join(' '));
  if (wordsFor(input.language).some((words) => words.purchaseWords.test(said))) return false;
  return takenBack.some((words) => days(words).length > 0) && kept.some((part) => days(part).length > 0);
}

/** A year as typed on its own ("2024"), not a figure ("$2,024", "2024.50"): a closed form. */
const yearPattern = /(?<![\d$.,])(?:19|20)\d{2}(?![\d%]|[.,]\d)/g;

const yearOf = (date: DateValue): number | undefined =>
  date.from.slice(0, 4) === date.to.slice(0, 4) ? Number(date.from.slice(0, 4)) : undefined;

/** The one year words name with no finer date beside it ("2025", "en 2025"), if they name one. */
function yearAlone(text: string, mentions: readonly { value: DateValue }[]): number | undefined {
  if (mentions.some((mention) => mention.value.precision !== 'year')) return undefined;
  // "2025 Elm St": a number before a name is a house's, not a year.
  const years = [
    ...new Set(
      [...text.matchAll(yearPattern)]
        .filter((match) => !/^\s+\p{Lu}/u.test(text.slice(match.index + match[0].length)))
        .map((match) => Number(match[0])),
    ),
  ];
  return years.length === 1 ? years[0] : undefined;
}

/**
 * A date moved to another year when a correction says only the year ("it was 2024, not 2025"):
 * the day and month the visitor gave stay. None when the new words say more than a year, or the
 * date moved would be after today.
 */
function yearCorrected(
  held: DateValue | undefined,
  kept: string,
  takenBack: readonly string[],
  input: { language: Language; pack: LanguagePack; today: Date },
): DateValue | undefined {
  if (!held || yearOf(held) === undefined) return undefined;
  const datesOf = (text: string) => findDates(text, input.language, input.today, input.pack.reading.dates);
  if (!takenBack.some((words) => yearAlone(words, datesOf(words)) === yearOf(held))) return undefined;
  const year = yearAlone(kept, datesOf(kept));
  if (year === undefined || year === yearOf(held)) return undefined;
  const moved = (iso: string) => {
    const [, month, day] = iso.split('-').map(Number) as [number, number, number];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  };
  const value: DateValue = { ...held, from: moved(held.from), to: moved(held.to) };
  return value.from <= input.today.toISOString().slice(0, 10) ? value : undefined;
}

/**
 * Whether words taken back name the days of work missed we hold: "not 10 days", "not 2 weeks"
 * for 14 days, or a bare "not 10" in the unit the new words use ("3 weeks, not 2"; decision 0227).
 */
function namesDaysMissed(
  record: CaseRecord,
  takenBack: string,
  kept: string,
  input: { language: Language; pack: LanguagePack },
): boolean {
  const held = record.lostWages?.daysMissed;
  if (held === undefined) return false;
  const { numbers, durationUnits } = input.pack.reading;
  const spans = (text: string) =>
    findDurationsInDays(normalize(text), input.language, numbers, durationUnits);
  const named = spans(takenBack);
  if (named.length > 0) return named.some((span) => span.days === held);
  const unit = spans(kept)[0];
  if (!unit) return false;
  const counts = findAmounts(takenBack, input.language, numbers).map((amount) => amount.value);
  return counts.some((count) => spans(`${count} ${unit.unit}`).some((span) => span.days === held));
}

/** One word the start of the other, both of four letters or more ("taxi", "taxista"). */
function isSameStem(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 4 && longer.startsWith(shorter);
}

/** The number a fact holds, for facts that are a number. */
function figureOf(key: FactKey, record: CaseRecord): number | undefined {
  if (key === 'age' || key === 'ownFaultPercent') return record[key];
  return moneyFigureOf(key, record);
}

export interface CorrectionReading {
  record: CaseRecord;
  /** Facts whose value the correction replaced or withdrew, in the order they were read. */
  corrected: FactKey[];
  /** What the visitor said was not so, in words to say back ("not at work", "not the manager"). */
  withdrawn: string[];
  /** What to say back for a fact instead of its whole value: the injuries a correction added. */
  said?: Partial<Record<FactKey, string>>;
  /** The writer said they are the one hurt (decision 0257): the message's no is the correction's. */
  isWriterHurt?: boolean;
  /**
   * The message only denied injuries of the list (decision 0274), or only corrected the side of
   * one (decision 0377): it answers no other question.
   */
  isOnlyDenial?: boolean;
}

/**
 * Reads a message as a correction of facts already known. Returns null when the message is no
 * correction: no correction word, and nothing it takes back names a value we hold.
 */
export function readCorrection(input: {
  text: string;
  record: CaseRecord;
  language: Language;
  pack: LanguagePack;
  today: Date;
  isForSomeoneElse: boolean;
  /** The reply to the read-back ("Is that right?"): whatever it states anew corrects. */
  isReadBackReply?: boolean;
  /** The question the message answers: "never broke a bone" to the earlier-injuries one denies no injury of this case. */
  pending?: QuestionKey | null;
  /** The record before this message was read: what it says anew is told from it. */
  before?: CaseRecord;
}): CorrectionReading | null {
  const replaced = readReplacement(input);
  const withdrawal = readWithdrawal(input, replaced?.record ?? input.record, replaced?.corrected ?? []);
  const joined: CorrectionReading | null = !withdrawal
    ? replaced
    : {
        record: withdrawal.record,
        corrected: [...(replaced?.corrected ?? []), ...withdrawal.corrected],
        withdrawn: [...(replaced?.withdrawn ?? []), ...withdrawal.withdrawn],
        ...(replaced?.said ? { said: replaced.said } : {}),
        ...(replaced?.isOnlyDenial ? { isOnlyDenial: true } : {}),
      };
  const writer = readWriterHurt(input, joined?.record ?? input.record);
  if (!writer) return joined;
  return {
    ...(joined ?? {}),
    record: writer.record,
    corrected: [...(joined?.corrected ?? []), ...writer.corrected],
    withdrawn: [...(joined?.withdrawn ?? []), ...writer.withdrawn],
    isWriterHurt: true,
  };
}

const writerHurtWords = Object.fromEntries(
  (['en', 'es'] as const).map((language) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\d'])(?:${alternatives(relativeWords[language].theWriterIsHurt)})(?![\\p{L}\\d'])`,
      'u',
    ),
  ]),
) as Record<Language, RegExp>;
/** "not my son", "no a mi hija", "no mi esposo": a relative taken back as the one hurt. */
const relativeTakenBack = new RegExp(
  `(?<![\\p{L}\\d'])(?:no|not)\\s+(?:a\\s+)?(?:mi|my|our|nuestr[oa])\\s+(?:${alternatives(
    (['en', 'es'] as const).flatMap((language) =>
      relativeWords[language].injured.flatMap((relative) => relative.words),
    ),
  )})(?![\\p{L}\\d'])`,
  'u',
);

/**
 * "no, yo soy la que se cayó", "a mí fue, no a mi hijo", "no wait, I'm the one who got hurt": while
 * we hold a relative as the injured person, the writer says, as a correction, that they are the one
 * hurt. The tie to the relative is withdrawn, and the age read as the relative's with it (decision
 * 0257); the writer's own age is asked again.
 */
function readWriterHurt(
  input: Parameters<typeof readCorrection>[0],
  start: CaseRecord,
): CorrectionReading | null {
  if (start.callerRelationship === undefined) return null;
  const plain = normalize(input.text)
    .replace(/[.,!?;:¡¿]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const languages: Language[] = input.language === 'es' ? ['es', 'en'] : ['en', 'es'];
  // "no soy yo la lastimada": a denied "soy yo" says the opposite (decision 0150).
  const typed = normalize(input.text);
  const isSaid = (language: Language) => {
    const said = writerHurtWords[language].exec(typed);
    return said !== null && !/(?:^|\s)(?:no|not|never|nunca)\s*$/.test(typed.slice(0, said.index));
  };
  if (!languages.some(isSaid)) return null;
  const isCorrection =
    correctingNo.test(plain) ||
    withoutApologies(plain, input.language) !== plain ||
    relativeTakenBack.test(plain) ||
    isCorrectionWorded(input.text, input.language);
  if (!isCorrection) return null;
  // An age this message gave ("a mí fue, tengo 41") is the writer's own: it stays.
  const isAgeNew = input.before !== undefined && start.age !== input.before.age;
  const dropsAge = start.age !== undefined && !isAgeNew;
  const { callerRelationship: _tie, age: _age, ...withoutTie } = start;
  const rest = dropsAge
    ? withoutTie
    : { ...withoutTie, ...(start.age !== undefined ? { age: start.age } : {}) };
  const withdrawnKeys: FactKey[] = ['callerRelationship', ...(dropsAge ? (['age'] as const) : [])];
  const record = {
    ...rest,
    sources: Object.fromEntries(
      Object.entries(start.sources).filter(([key]) => !withdrawnKeys.includes(key as FactKey)),
    ),
  } as CaseRecord;
  return {
    record,
    corrected: withdrawnKeys,
    withdrawn: [compiled[input.language].saidBack.writerHurt],
    isWriterHurt: true,
  };
}

/** A correction that says the new value: the fact is read again from the visitor's new words. */
function readReplacement(input: Parameters<typeof readCorrection>[0]): CorrectionReading | null {
  const split = splitTakenBack(input.text, input.language);
  // A bare "no" before the correction says nothing to read again ("no, it was Chandler"), nor
  // does an apology alone ("sorry, Fort Worth": never the place "Sorry, Fort Worth").
  const kept = split.kept.filter(
    (part) => !isBareNo(part, input.language) && !isOnlyTakingBack(normalize(part), input.language),
  );
  const { takenBack } = split;
  const known = (Object.keys(factRegistry) as FactKey[]).filter(
    (key) => key !== 'caseType' && input.record[key] !== undefined && isOneValue(key, input.record),
  );
  const namedAll =
    kept.length === 0
      ? []
      : known.filter((key) =>
          takenBack.some(
            (words) =>
              namesValue(key, input.record, words, input) ||
              // "fue en 2024, no en 2025": the message's own reading put the year alone in place of the day.
              (isDateFact(key) &&
                input.before !== undefined &&
                namesValue(key, input.before, words, input)) ||
              // "no wait it was 12 days not 10": the days of work missed (decision 0227), as held
              // before this message: "no fui a trabajar 5 días, gano 18 la hora" takes back no days
              // it tells itself, it tells them beside the pay (decision 0303).
              (key === 'lostWages' &&
                namesDaysMissed(input.before ?? input.record, words, kept.join(', '), input)),
          ),
        );
  // A year alone that several dates share names the incident's (decision 0227).
  const datesNamed = namedAll.filter(isDateFact);
  const named =
    datesNamed.length > 1 && datesNamed.includes('incidentDate')
      ? namedAll.filter((key) => !isDateFact(key) || key === 'incidentDate')
      : namedAll;
  // "no, I got it in February, it caught fire in May": the date we hold is the purchase's, and the
  // incident is dated anew by its own words (decision 0274).
  const incidentClause = named.length === 0 ? incidentDatedAnew(input) : undefined;
  if (incidentClause !== undefined) named.push('incidentDate');
  // "it wasn't the 12th, it was the 16th" while we hold the 14th: a day taken back and a day said
  // anew correct the incident date, even when the day taken back is not the one we hold (0331).
  else if (named.length === 0 && isDayForDay(kept, takenBack, input)) named.push('incidentDate');
  // "actually I'm 52": a correction word and a known fact said anew, without the old value.
  // "perdón, fue el 30": an apology alone before a date corrects the date only (decision 0256).
  const isApologyForADate =
    !input.isReadBackReply &&
    !isCorrectionWorded(input.text, input.language) &&
    apologyOpensADate(input.text, input);
  // "yes. hold on, it was october 11": a pause of its own, then a date, after another answer (0293).
  // The pause is looked for among all the parts kept: "wait" is also an apology, set aside above.
  const pausedDate = dateAfterPause(split.kept, input);
  const isPausedDate = pausedDate !== undefined;
  if (
    kept.length > 0 &&
    named.length === 0 &&
    (input.isReadBackReply ||
      isCorrectionWorded(input.text, input.language) ||
      isApologyForADate ||
      isPausedDate)
  ) {
    // "oops it was Oct 12, on my way to Riverside": a date said right after the correction word
    // is the incident's, corrected; the rest of the message tells no other fact anew (decision 0228).
    const datePart = input.isReadBackReply
      ? undefined
      : isApologyForADate && input.record.incidentDate
        ? kept[0]
        : (dateAfterCue(kept, input) ?? pausedDate);
    if (isApologyForADate && datePart === undefined) return null;
    named.push(
      ...(datePart !== undefined
        ? ['incidentDate' as const, ...saidAnew(datePart, known, input, false)]
        : saidAnew(kept.join(', '), known, input, Boolean(input.isReadBackReply))),
    );
  }
  // "no, it's Columbus Georgia, and it is the left knee not the right": the take-back is the
  // injury's side; the place said anew beside it, in a message that opens with a no, is
  // corrected too (decision 0435).
  if (takenBack.length > 0 && kept.length > 0 && !named.includes('city') && opensWithANo(input.text)) {
    const places = known.filter((key) => key === 'city' || key === 'state');
    for (const key of saidAnew(kept.join(', '), places, input, false))
      if (!named.includes(key)) named.push(key);
  }
  let record = input.record;
  const corrected: FactKey[] = [];
  for (const key of named) {
    // "2024, not 2025": only the year of the date is said again; the day and month stay (decision 0227).
    const year = !isDateFact(key)
      ? undefined
      : (yearCorrected(record[key] as DateValue, kept.join(', '), takenBack, input) ??
        yearCorrected(input.before?.[key] as DateValue | undefined, kept.join(', '), takenBack, input));
    if (year) {
      record = {
        ...record,
        [key]: year,
        unknowns: record.unknowns.filter((unknown) => unknown !== key),
        sources: { ...record.sources, [key]: { from: 'correction', quote: input.text.slice(0, 300) } },
      };
      if (!corrected.includes(key)) corrected.push(key);
      continue;
    }
    const read = readMessage({
      // The incident dated anew beside its purchase: only the words of the harm are read again.
      text: key === 'incidentDate' && incidentClause !== undefined ? incidentClause : kept.join(', '),
      record,
      language: input.language,
      pack: input.pack,
      pending: key as QuestionKey,
      origin: 'update',
      today: input.today,
      isForSomeoneElse: input.isForSomeoneElse,
    });
    // The fact asked and those its question covers ("city and state"), nothing else.
    const covered = factsOfQuestion(key as QuestionKey).filter((fact) => read.learned.includes(fact));
    if (!covered.includes(key)) continue;
    for (const fact of covered) {
      record = {
        ...record,
        [fact]: read.record[fact],
        unknowns: record.unknowns.filter((unknown) => unknown !== fact),
        sources: { ...record.sources, [fact]: read.record.sources[fact] },
      };
      if (!corrected.includes(fact)) corrected.push(fact);
    }
  }
  // The party at fault corrected where the same one owned the place ("it's the fault of the
  // building management", said of a cousin's place): the owner is the one named too (decision 0150).
  const owner = input.record.propertyOwner;
  if (
    corrected.includes('atFaultParty') &&
    !corrected.includes('propertyOwner') &&
    owner !== undefined &&
    owner === input.record.atFaultParty &&
    record.atFaultParty !== undefined &&
    factRegistry.propertyOwner.appliesTo(record)
  ) {
    record = {
      ...record,
      propertyOwner: record.atFaultParty,
      sources: { ...record.sources, propertyOwner: record.sources.atFaultParty ?? { from: 'correction' } },
    };
    corrected.push('propertyOwner');
  }
  const injuries = injuriesCorrected({ ...input, record }, kept, takenBack, input.before);
  if (!injuries) return corrected.length > 0 ? { record, corrected, withdrawn: [] } : null;
  corrected.push('injuries');
  return {
    record: injuries.record,
    corrected,
    // Said in the chat's language: "no fractura de la muñeca", never "no broken wrist" (decision 0275).
    withdrawn: injuries.gone.map(
      (item) =>
        `${compiled[input.language].saidBack.not} ${factRegistry.injuries.describe([item], input.language)}`,
    ),
    ...(injuries.added.length > 0
      ? { said: { injuries: factRegistry.injuries.describe(injuries.added, input.language) } }
      : {}),
    ...(injuries.isOnlyDenial || injuries.isOnlySide ? { isOnlyDenial: true } : {}),
  };
}

/** Facts a denial can withdraw: who someone is (a party, an employer, a place of care). */
const withdrawable: FactKey[] = [
  'atFaultParty',
  'employer',
  'propertyOwner',
  'manufacturer',
  'provider',
  'facility',
  'thirdParty',
];

/**
 * A correction that says only what was NOT so (issue 23, class 1; decision 0138): "it wasn't at
 * work" takes a work injury out of work (its case type from what the visitor tells instead, comp
 * and the employee role with it); "it wasn't the manager", "the manager had nothing to do with
 * it", "I don't work for Acme" withdraw the value they name, and what was worked out from it.
 * A fact the same message says anew is left to the replacement. A withdrawn fact is open again.
 */
function readWithdrawal(
  input: Parameters<typeof readCorrection>[0],
  start: CaseRecord,
  replaced: FactKey[],
): CorrectionReading | null {
  let record = start;
  const corrected: FactKey[] = [];
  const withdrawn: string[] = [];
  const sets = wordsFor(input.language);
  const own = compiled[input.language];
  const quote = input.text.slice(0, 300);
  // Statements only: "what if it wasn't at work?" asks.
  const statements = sentencesOf(input.text)
    .filter((sentence) => !/\?\s*$/.test(sentence))
    .map(normalize);
  const isWorded = Boolean(input.isReadBackReply) || isCorrectionWorded(input.text, input.language);

  if (record.caseType === 'workplace' && statements.some((plain) => deniesWork(plain, sets))) {
    const caseType = caseTypeBesidesWork(input.text, record, input.language);
    const rest: Partial<CaseRecord> = { ...record };
    delete rest.caseType;
    if (rest.role === 'employee') delete rest.role;
    if (rest.secondaryCaseType === caseType) delete rest.secondaryCaseType;
    const sources = { ...record.sources };
    delete sources.caseType;
    if (record.role === 'employee') delete sources.role;
    record = {
      ...(rest as CaseRecord),
      ...(caseType ? { caseType } : {}),
      workersComp: false,
      sources: {
        ...sources,
        ...(caseType ? { caseType: { from: 'correction' as const, quote } } : {}),
        workersComp: { from: 'correction', quote },
      },
    };
    corrected.push('caseType', 'workersComp');
    withdrawn.push(own.saidBack.notAtWork);
  }

  const caseType = caseTypeDenied(input, record);
  if (caseType) {
    record = {
      ...record,
      caseType,
      sources: { ...record.sources, caseType: { from: 'correction' as const, quote } },
    };
    corrected.push('caseType');
  }

  const parts = statements.flatMap((plain) =>
    plain
      .split(/[;,]+|\s+(?:but|pero)\s+/)
      .map((part) => part.trim())
      .filter(Boolean),
  );
  for (const key of withdrawable) {
    const value = record[key];
    if (typeof value !== 'string' || replaced.includes(key) || corrected.includes(key)) continue;
    const size = normalize(value).split(/\s+/).length;
    const denies = parts.some((part) =>
      sets.some((words) => {
        const isShort = (named: string) => named.split(/\s+/).length <= size + 3;
        const names = (named: string) => isShort(named) && namesValue(key, record, named, input);
        const tail = words.denialTail.exec(part);
        if (tail && names(tail[1]!)) return true;
        const employer = key === 'employer' ? words.employerDenied.exec(part) : null;
        if (employer && !words.stillSo.test(part) && names(employer[1]!)) return true;
        const lead = words.denialLead.exec(part);
        if (!lead || !names(lead[1]!)) return false;
        // A bare "not X" withdraws only in words of a correction, or in the reply to the read-back;
        // "it wasn't X", "no fue X" do in any answer.
        const opening = part.slice(0, part.length - lead[1]!.length);
        const isBare = !/\b(?:it|that|was|wasn't|wasnt|is|isn't|isnt|it's|its|fue|era|es)\b/.test(opening);
        return !isBare || isWorded;
      }),
    );
    if (!denies) continue;
    const said = factRegistry[key] as FactModule;
    withdrawn.push(`${own.saidBack.not} ${said.describe(value as never, input.language)}`);
    record = withoutFact(record, key);
    corrected.push(key);
  }
  return corrected.length > 0 ? { record, corrected, withdrawn } : null;
}

/**
 * "I didn't slip, the van backed into me", "no fue una caída, me atropellaron": a statement that
 * denies the kind of case we read, with another kind told in the rest of the message. The kind
 * the rest tells replaces it; a denial that tells no other kind changes nothing (decision 0165).
 */
function caseTypeDenied(
  input: Parameters<typeof readCorrection>[0],
  record: CaseRecord,
): CaseType | undefined {
  const current = record.caseType;
  if (current === undefined || current === 'workplace' || current === 'other') return undefined;
  // Parts between commas: "I didn't slip, a van hit me" denies in one part and tells in the next.
  const clauses = clausesOfText(input.text, input.language)
    .filter((clause) => !/\?\s*$/.test(clause.text))
    .flatMap((clause) => clause.text.split(/[,;]+|\s+(?:but|pero)\s+/))
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, plain: normalize(text) }));
  const denies = (clause: Clause) =>
    [input.language, ...(input.language === 'es' ? (['en'] as const) : [])].some((language) => {
      const words = compiled[language].caseTypeWords[current];
      return words !== undefined && findCue(clause, words, input.pack.reading.negation)?.isNegated === true;
    });
  if (!clauses.some(denies)) return undefined;
  const rest = clauses.filter((clause) => !denies(clause)).map((clause) => clause.text);
  if (rest.length === 0) return undefined;
  const told = readCaseType(rest.join('. '), normalize(rest.join('. ')), input.language)?.caseType;
  return told !== undefined && told !== current && told !== 'other' ? told : undefined;
}

/** The record without a fact, and without what was worked out from it. */
function withoutFact(record: CaseRecord, key: FactKey): CaseRecord {
  const derivedFrom = record.sources[key]?.derivedFrom;
  const dependents = (Object.keys(record.sources) as FactKey[]).filter(
    (fact) => record.sources[fact]?.derivedFrom === key,
  );
  const next: Partial<CaseRecord> = { ...record };
  const sources = { ...record.sources };
  for (const fact of [key, ...dependents]) {
    delete next[fact];
    delete sources[fact];
  }
  // A value worked out from another fact would be worked out again at once: it is left unknown.
  const unknowns = derivedFrom ? [...new Set([...record.unknowns, key])] : record.unknowns;
  return { ...(next as CaseRecord), sources, unknowns };
}

/** A statement that the injury did not happen at work; "I'm not at work right now" is not one. */
function deniesWork(plain: string, sets: CompiledWords[]): boolean {
  return sets.some((words) => {
    const found = words.workDenied.exec(plain);
    return found !== null && !/\b(?:i'?m|i am|im|estoy)\s*$/.test(plain.slice(0, found.index));
  });
}

/** Mechanisms by precedence, as the case type reader ranks them. */
const mechanismOrder = ['dog_bite', 'medical_malpractice', 'product_liability', 'auto', 'slip_fall'] as const;

/**
 * What the case is when it was not at work: the mechanism the correction tells ("I slipped at
 * the store"), else the second side the case already had, else the story's own mechanism besides
 * work. None: the case type is open again, and asked.
 */
function caseTypeBesidesWork(text: string, record: CaseRecord, language: Language): CaseType | undefined {
  const fromText = (said: string) => {
    const found = mechanismsIn(normalize(said), language);
    return mechanismOrder.find((type) => found.has(type));
  };
  return (
    fromText(text) ??
    (record.secondaryCaseType && record.secondaryCaseType !== 'workplace'
      ? record.secondaryCaseType
      : undefined) ??
    (record.sources.caseType?.quote ? fromText(record.sources.caseType.quote) : undefined)
  );
}

/** What reading a message again needs: the record so far and how the chat reads (its language, its day). */
interface RereadInput {
  record: CaseRecord;
  language: Language;
  pack: LanguagePack;
  today: Date;
  isForSomeoneElse: boolean;
}

/** An injury list after a correction: the new list, the items it added and those it took out. */
interface InjuriesCorrection {
  record: CaseRecord;
  added: string[];
  gone: string[];
  /** The message only denied injuries ("there was never any whiplash"): it answers nothing else. */
  isOnlyDenial?: boolean;
  /** The message only corrected the side of an injury ("it's my left knee"): it answers nothing else. */
  isOnlySide?: boolean;
}

/**
 * The injury list with the side of one item corrected (decision 0377): a message worded as a
 * correction (a take-back, an apology or a correcting word before it) that says one side word and
 * names a body part listed once, with no injury word. That item moves to the side said; an item
 * with no side is given it. Undefined when nothing moves.
 */
function sideCorrected(
  input: RereadInput & { text: string },
  kept: readonly string[],
  takenBack: readonly string[],
  known: readonly string[],
): string[] | undefined {
  const plain = normalize(input.text).replace(/\s+/g, ' ').trim();
  const isWorded =
    takenBack.length > 0 ||
    withoutApologies(plain, input.language) !== plain ||
    isCorrectionWorded(input.text, input.language);
  if (!isWorded) return undefined;
  const told = kept.join(' ');
  const toldWords = normalize(told).split(/[^\p{L}]+/u);
  const takenWords = takenBack.flatMap((words) => normalize(words).split(/[^\p{L}]+/u));
  // An injury word besides the part tells a new injury, not a side ("it's my left wrist that broke"
  // is read as the injuries' answer); only the part, its side and words around them are a side.
  const toldHits = findInjuryWords(clauseWords(normalize(told)));
  if (toldHits.some((hit) => hit.kind !== 'part')) return undefined;
  // A side alone ("the left one", "fue el lado izquierdo") may be a detail of how it happened (decision 0332).
  const parts = partsOf(told, input.language);
  if (parts.length === 0) return undefined;
  for (const code of input.language === 'es' ? (['es', 'en'] as const) : (['en'] as const)) {
    const sides = sideOpposites(code);
    const said = [...new Set(toldWords.filter((word) => sides[word] !== undefined))];
    if (said.length !== 1) continue;
    const side = said[0]!;
    const opposite = sides[side]!;
    // What is taken back is the other side, or nothing of a side ("not the right", "no el izquierdo").
    if (takenWords.some((word) => sides[word] !== undefined && sides[word] === opposite)) continue;
    const candidates = known.filter((item) => {
      const itemParts = partsOf(item, input.language);
      return parts.every((part) => itemParts.includes(part));
    });
    if (candidates.length !== 1) continue;
    const moved = withSide(candidates[0]!, side, code, input.language);
    if (!moved || moved === candidates[0]) continue;
    return known.map((item) => (item === candidates[0] ? moved : item));
  }
  return undefined;
}

/** Where an item holds a side word, in its own language or as stored in English. */
function sideAt(item: string, side: string, code: Language): number {
  const words = item.split(/(\s+)/);
  const english = code === 'es' ? sideInEnglish(side) : side;
  return words.findIndex((word) => {
    const bare = normalize(word).replace(/[^\p{L}]/gu, '');
    return bare === side || (english !== undefined && bare === english);
  });
}

/** The item on the side said: its other side replaced, or, with none, the side given to its part. */
function withSide(item: string, side: string, code: Language, language: Language): string | undefined {
  const words = item.split(/(\s+)/);
  const english = code === 'es' ? sideInEnglish(side) : side;
  if (sideAt(item, side, code) >= 0) return item;
  const opposite = sideOpposites(code)[side]!;
  const at = sideAt(item, opposite, code);
  if (at >= 0) {
    const bare = normalize(words[at]!).replace(/[^\p{L}]/gu, '');
    return words.map((word, index) => (index !== at ? word : bare === opposite ? side : english)).join('');
  }
  const partAt = words.findIndex((word) => partsOf(word, language).length > 0);
  if (partAt < 0) return undefined;
  const partWord = normalize(words[partAt]!).replace(/[^\p{L}]/gu, '');
  // A Spanish part takes the side after it ("la rodilla izquierda"); an English one before it.
  const isSpanishPart = partInEnglish(partWord) !== partWord;
  if (isSpanishPart)
    return words.map((word, index) => (index === partAt ? `${word} ${side}` : word)).join('');
  if (!english) return undefined;
  return words.map((word, index) => (index === partAt ? `${english} ${word}` : word)).join('');
}

/**
 * A list of injuries is corrected item by item (decision 0130): the items whose body part the
 * words taken back name ("not my arm", "no la espalda") are set aside, and so are those the
 * visitor says are not theirs ("the headache isn't my injury", "I didn't drown", "no me rompí
 * la mano"; decision 0149); the rest of the message is read as the answer to the injuries
 * question, so an injury said for a part already listed replaces that item. A body part said
 * alone in place of one taken back keeps what happened to it ("fue la muñeca"). The reply to the
 * read-back is read so even without a take-back ("no, it was my wrist that broke"). Items for
 * other parts stay. A whole list said in a correction ("my injuries are …") replaces the list.
 */
function injuriesCorrected(
  input: RereadInput & { text: string; isReadBackReply?: boolean; pending?: QuestionKey | null },
  kept: string[],
  takenBack: string[],
  before: CaseRecord | undefined,
): InjuriesCorrection | null {
  const known = input.record.injuries;
  if (!known) return null;
  // What the list was before this message: the message's own reading may have added to it.
  const was = before?.injuries ?? known;
  const whole = wholeListSaid(input);
  if (whole) return injuriesNow(input.record, was, whole.items, whole.source, input.language);
  const namedParts = takenBack.flatMap((words) => partsOf(words, input.language));
  // "Never broke a bone before", to the earlier-injuries question, is about earlier injuries.
  const denial =
    input.pending === 'priorInjuries'
      ? { items: [], parts: [], isWhole: false }
      : deniedInjuries(input.text, known, input.language, input.pack);
  const denied = denial.items;
  // The words of a denial are not read again as injuries ("the headache is not my injury").
  // Nor are the words that only explain an injury word ("that is the top of the thigh bone").
  const told = withoutGlosses(
    kept.filter(
      (part) => !denial.parts.some((denying) => denying.includes(normalize(part).replace(/[.!]+$/, ''))),
    ),
    input.language,
  );
  const remaining = known.filter(
    (item) =>
      !denied.includes(item) && !partsOf(item, input.language).some((part) => namedParts.includes(part)),
  );
  const isTakenBack = remaining.length < known.length;
  // "sorry, it's my LEFT knee, not the right", "perdón, es el hombro izquierdo": only the side of
  // a listed injury is corrected; it moves to that side (decision 0377).
  if (!isTakenBack && denied.length === 0) {
    const sided = sideCorrected(input, kept, takenBack, known);
    if (sided) {
      const now = injuriesNow(
        input.record,
        was,
        sided,
        { from: 'correction', quote: input.text.slice(0, 300) },
        input.language,
      );
      return now && { ...now, isOnlySide: true };
    }
  }
  if (!isTakenBack && !input.isReadBackReply) return null;
  // What this message's own first reading added is read here again from its words without their
  // explanations ("…, que es el cartílago de la rodilla"): that first reading gives way (decision 0433).
  const firstRead = before ? known.filter((item) => !(before.injuries ?? []).includes(item)) : [];
  const held = told.length > 0 ? remaining.filter((item) => !firstRead.includes(item)) : remaining;
  const { injuries: _dropped, ...rest } = input.record;
  const read =
    told.length > 0
      ? readMessage({
          text: told.join(', '),
          record: held.length > 0 ? { ...rest, injuries: held } : rest,
          language: input.language,
          pack: input.pack,
          pending: 'injuries',
          origin: 'update',
          today: input.today,
          isForSomeoneElse: input.isForSomeoneElse,
        })
      : undefined;
  // What the message says: the items read now that were not in the list before it.
  const earlier = before ? (before.injuries ?? []) : remaining;
  const takenOut = known.filter((item) => !remaining.includes(item));
  const saidNow = (read?.record.injuries ?? [])
    .filter((item) => !earlier.includes(item))
    // "the date is wrong": a verdict left over from another fact's correction is no injury.
    .filter((item) => !isBareNo(item, input.language))
    // "the heater broke in May" (the product did): a correction needs a value of the fact's type, an
    // injury of a person (decision 0274).
    .filter((item) => namesAnInjury(item));
  // "not the left hip, the right one", "no la cadera izquierda, la derecha": only the side is said
  // anew; the injury taken back moves to it (decision 0163). Another injury said beside it
  // ("…, the right one. and my left hip") does not stop the move: each clause is tried on its
  // own, unless an item said anew already names the same body part.
  const outParts = takenOut.length === 1 ? partsOf(takenOut[0]!, input.language) : [];
  const isSaidAnew = saidNow.some((item) =>
    partsOf(item, input.language).some((part) => outParts.includes(part)),
  );
  const clauses =
    saidNow.length === 0
      ? [told.join(' ')]
      : told.flatMap((part) => clausesOfText(part, input.language).map(({ text }) => text));
  const movedSide =
    takenOut.length !== 1 || isSaidAnew
      ? undefined
      : clauses.map((clause) => movedToSide(takenOut[0]!, clause, input.language, takenBack)).find(Boolean);
  // "no me rompí la mano, fue la muñeca": the part alone takes what happened to the one taken
  // out, unless that one moved to its other side.
  const said = [
    ...(movedSide ? [movedSide] : []),
    ...saidNow.map((item) =>
      takenOut.length === 1 && !movedSide && namesOnlyParts(item)
        ? (movedToPart(takenOut[0]!, item) ?? item)
        : item,
    ),
  ];
  const saidParts = said.flatMap((item) => partsOf(item, input.language));
  // An item stays unless an injury is said anew for its body part; one with no part ("a
  // concussion") stays. Nothing said and nothing left: the list is not emptied, unless the
  // visitor said each item was not theirs.
  const value = [
    ...held.filter((item) => !partsOf(item, input.language).some((part) => saidParts.includes(part))),
    ...said,
  ];
  // Out of the read-back, a part named after a no is taken back only with something said in its
  // place or in words of a correction: "no, not my neck" may answer the photos question.
  const isReplaced =
    said.length > 0 ||
    denied.length > 0 ||
    input.isReadBackReply ||
    isCorrectionWorded(kept.join(', '), input.language);
  if (!isReplaced || JSON.stringify(value) === JSON.stringify(known)) return null;
  if (value.length === 0 && denied.length === 0) return null;
  const source = read?.record.sources.injuries ?? {
    from: 'correction' as const,
    quote: input.text.slice(0, 300),
  };
  const now = injuriesNow(input.record, was, value, source, input.language);
  return now && denial.isWhole && denied.length > 0 ? { ...now, isOnlyDenial: true } : now;
}

/** An injury moved to the other side when the words say only that side ("the right one"). */
function movedToSide(
  item: string,
  told: string,
  language: Language,
  takenBack: readonly string[] = [],
): string | undefined {
  const toldWords = normalize(told).split(/[^\p{L}]+/u);
  const itemWords = item.split(/(\s+)/);
  for (const code of language === 'es' ? (['es', 'en'] as const) : (['en'] as const)) {
    const sides = sideOpposites(code);
    const side = toldWords.find((word) => sides[word] !== undefined);
    if (!side) continue;
    const at = itemWords.findIndex((word) => normalize(word).replace(/[^\p{L}]/gu, '') === sides[side]);
    // Another body part named with the side is a new injury, not this one moved.
    const toldParts = partsOf(told, language);
    if (toldParts.length > 0 && !toldParts.every((part) => partsOf(item, language).includes(part))) continue;
    if (at >= 0) return itemWords.map((word, index) => (index === at ? side : word)).join('');
    // A Spanish injury stored in English ("broken left ankle", decision 0221) moves in English.
    const english = sideInEnglish(side);
    const englishAt = itemWords.findIndex((word) => word === sideInEnglish(sides[side]!));
    if (code === 'es' && english && englishAt >= 0)
      return itemWords.map((word, index) => (index === englishAt ? english : word)).join('');
    // "wrist" was listed with no side; "not the left wrist, the right one" gives it one: before
    // the body part in English, after it in Spanish ("la muñeca derecha").
    if (
      !takenBack.some((words) =>
        normalize(words)
          .split(/[^\p{L}]+/u)
          .includes(sides[side]!),
      )
    )
      continue;
    const partAt = itemWords.findIndex((word) => partsOf(word, language).length > 0);
    if (partAt < 0) continue;
    const sideFirst = code === 'en';
    return itemWords
      .map((word, index) => (index !== partAt ? word : sideFirst ? `${side} ${word}` : `${word} ${side}`))
      .join('');
  }
  return undefined;
}

/** The record with its injury list set to `items` (none: the list is open again), and what changed. */
function injuriesNow(
  record: CaseRecord,
  known: readonly string[],
  items: string[],
  source: NonNullable<CaseRecord['sources']['injuries']>,
  language: Language,
): InjuriesCorrection | null {
  if (JSON.stringify(items) === JSON.stringify(known)) return null;
  const added = items.filter((item) => !known.includes(item));
  // An old item whose body part the new list names again was said anew, not taken back: the
  // thanks does not say "not my wrist is broken" to someone who wrote "broken left wrist".
  const partsNow = new Set(items.flatMap((item) => partsOf(item, language)));
  const gone = known.filter(
    (item) => !items.includes(item) && !partsOf(item, language).some((part) => partsNow.has(part)),
  );
  if (items.length > 0)
    return {
      record: { ...record, injuries: items, sources: { ...record.sources, injuries: source } },
      added,
      gone,
    };
  const { injuries: _gone, ...rest } = record;
  const { injuries: _source, ...sources } = record.sources;
  return { record: { ...rest, sources }, added, gone };
}

/**
 * A whole list of injuries said anew (decision 0149): "my only injuries were …" on its own
 * words, "my injuries are …" in a correction or the reply to the read-back; never with "also".
 * The words after the lead are read as the answer to the injuries question.
 */
function wholeListSaid(
  input: RereadInput & { text: string; isReadBackReply?: boolean },
): { items: string[]; source: NonNullable<CaseRecord['sources']['injuries']> } | undefined {
  const plain = normalize(input.text);
  for (const words of wordsFor(input.language)) {
    const only = words.onlyListLead.exec(plain);
    const lead = only ?? words.injuryListLead.exec(plain);
    if (!lead || words.listAdds.test(plain)) continue;
    if (!only && !input.isReadBackReply && !isCorrectionWorded(input.text, input.language)) continue;
    // The list as typed: normal form and text have the same words, one for one.
    const skipped = plain.slice(0, lead.index + lead[0].length).split(' ').length;
    const list = textWithoutGlosses(input.text.trim().split(/\s+/).slice(skipped).join(' '), input.language);
    if (!list) continue;
    const { injuries: _dropped, ...rest } = input.record;
    const read = readMessage({
      text: list,
      record: rest,
      language: input.language,
      pack: input.pack,
      pending: 'injuries',
      origin: 'update',
      today: input.today,
      isForSomeoneElse: input.isForSomeoneElse,
    });
    const items = read.record.injuries;
    const source = read.record.sources.injuries;
    if (items && items.length > 0 && source) return { items, source: { ...source, from: 'correction' } };
  }
  return undefined;
}

/** How many words after a negation it still reaches ("I did not really break it"). */
const negationReach = 3;

/**
 * The injuries a message says are not the visitor's (decision 0149): those named before "is not
 * my injury" / "no son mis lesiones", and those whose injury word or body part follows a negation
 * next to an injury word ("I didn't drown", "no me rompí la mano", "never had a concussion").
 * A no about something else ("I don't have photos of my knee") names no injury word, and withdraws
 * nothing.
 */
function deniedInjuries(
  text: string,
  known: readonly string[],
  language: Language,
  pack: LanguagePack,
): { items: string[]; parts: string[]; isWhole: boolean } {
  const sets = wordsFor(language);
  const parts = sentencesOf(text)
    .filter((sentence) => !/\?\s*$/.test(sentence))
    .flatMap((sentence) => normalize(sentence).split(/[;,:]+|\s+(?:but|pero)\s+/))
    .map((part) => part.trim())
    .filter(Boolean);
  const denied = new Set<string>();
  const denying: string[] = [];
  // What each known item names is the same for every part: read once, when a part needs it
  // (it was read again for every part of the message).
  let itemReadings: { item: string; what: Set<string>; itemParts: string[] }[] | null = null;
  const knownItems = () =>
    (itemReadings ??= known.map((item) => ({
      item,
      what: whatInjuryStems(item),
      itemParts: partsOf(item, language),
    })));
  for (const part of parts) {
    // "never hurt my back before": a no about earlier injuries, whatever question it answers.
    if (sets.some((words) => words.earlierTimes.test(part))) continue;
    const count = denied.size;
    const cue = sets.map((words) => words.injuriesDenied.exec(part)).find(Boolean);
    const named = cue ? part.slice(0, cue.index) : part;
    const words = clauseWords(named);
    const stems = new Set(words.flatMap((word) => (word.plain.length >= 4 ? Object.values(word.stems) : [])));
    const namedParts = partsOf(named, language);
    const negated = new Set(
      words.flatMap((word, index) =>
        pack.reading.negation.test(word.plain)
          ? Array.from({ length: negationReach }, (_, offset) => index + 1 + offset)
          : [],
      ),
    );
    const isInjuryNegated = findInjuryWords(words).some(
      (hit) => hit.kind !== 'part' && negated.has(hit.first),
    );
    for (const { item, what, itemParts } of knownItems()) {
      const sharesPart = itemParts.some((itemPart) => namedParts.includes(itemPart));
      if (cue) {
        if (sharesPart || [...what].some((stem) => stems.has(stem))) denied.add(item);
        continue;
      }
      const saysWhat = words.some(
        (word, index) => negated.has(index) && Object.values(word.stems).some((stem) => what.has(stem)),
      );
      const isSamePlace = namedParts.length === 0 || itemParts.length === 0 || sharesPart;
      if ((saysWhat && isSamePlace) || (isInjuryNegated && sharesPart)) denied.add(item);
    }
    if (denied.size > count || cue) denying.push(part);
  }
  // Every part denies or is a bare no: the message is the denial and nothing else (decision 0274).
  const isWhole =
    denying.length > 0 && parts.every((part) => denying.includes(part) || isBareNo(part, language));
  return { items: known.filter((item) => denied.has(item)), parts: denying, isWhole };
}

/**
 * The parts of a message left when those that only explain the word before them are taken out
 * ("a hip fracture, that is the top of the thigh bone", "o sea el hueso del muslo"; decision 0433):
 * the explanation names body parts and words of its own that are no injury said anew. A lead
 * alone in its part ("that is, the top of …") takes the part after it too.
 */
export function withoutGlosses(parts: readonly string[], language: Language): string[] {
  const left: string[] = [];
  let isLeadAlone = false;
  for (const part of parts) {
    const plain = normalize(part).replace(/^[\s(\u2013\u2014-]+/u, '');
    if (isLeadAlone && plain) {
      isLeadAlone = false;
      continue;
    }
    const lead = wordsFor(language)
      .map((words) => words.gloss.exec(plain))
      .find(Boolean);
    if (lead) {
      isLeadAlone = plain.slice(lead[0].length).replace(/[\s.,:;)!]+/gu, '') === '';
      continue;
    }
    left.push(part);
  }
  return left;
}

/** `withoutGlosses` on a whole text, cut where a correction's parts are cut. */
const textWithoutGlosses = (text: string, language: Language): string =>
  withoutGlosses(text.split(/[;\n]+|,(?!\d{3})|\.(?!\d)/), language)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

const isBareNo = (part: string, language: Language): boolean =>
  wordsFor(language).some((words) => words.bareNo.test(normalize(part)));

const isCorrectionWorded = (text: string, language: Language): boolean =>
  wordsFor(language).some((words) => words.cue.test(normalize(text).replace(words.repeat, ' ')));

/** Known facts the message states again with another value, read as if we knew none of them. */
function saidAnew(text: string, known: FactKey[], input: RereadInput, isReadBackReply: boolean): FactKey[] {
  const blank: CaseRecord = { ...input.record, sources: {}, unknowns: [] };
  for (const key of known) delete (blank as Partial<CaseRecord>)[key];
  const read = readMessage({
    text,
    record: blank,
    language: input.language,
    pack: input.pack,
    pending: null,
    origin: 'update',
    today: input.today,
    isForSomeoneElse: input.isForSomeoneElse,
  });
  // A list (injuries) said again is added to by its reader, never replaced by a repeat.
  // A date said anew is usually another date (an appointment, a day off): a date is corrected
  // only by naming the old one ("not the 27th"), by the date reader's own correction cues, or in
  // the reply to the read-back, which said the date ("no, it was the 13th"; decision 0131). The
  // date reader never takes a date of care or work for the incident's there.
  return known.filter(
    (key) =>
      !Array.isArray(input.record[key]) &&
      (!isDateFact(key) || isReadBackReply) &&
      // "…sprained my wrist in the fall", in reply to the read-back: a coarser date (a season, a
      // month) said beside other things does not replace a day we know.
      !(isDateFact(key) && isCoarser(read.record[key], input.record[key])) &&
      read.learned.includes(key) &&
      JSON.stringify(read.record[key]) !== JSON.stringify(input.record[key]),
  );
}

/** A message worded as a correction: a correction word, or an old value taken back ("not 25"). */
export const isCorrectionLike = (
  text: string,
  language: Language,
  reading?: { pack: LanguagePack; today: Date },
): boolean =>
  isCorrectionWorded(text, language) ||
  splitTakenBack(text, language).takenBack.length > 0 ||
  (reading !== undefined && apologyOpensADate(text, { language, ...reading }));

const correctingNoWords = lexicon.correctingNo;
/** "wait no …", "oh no, sorry …": the no that may open a correction, and what follows it. */
const correctingNo = new RegExp(
  `^(?:(?:${alternatives(correctingNoWords.before)})\\s+)*(?:${alternatives(correctingNoWords.nos)})\\s+(?:(?:${alternatives(correctingNoWords.after)})\\s+)*(.+)$`,
  'u',
);

/** The message opens with a no that may open a correction ("no, …", "wait no …"). */
const opensWithANo = (text: string): boolean =>
  correctingNo.test(
    normalize(text)
      .replace(/[.,!;:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/**
 * "wait no it was Aug 12 not Aug 2": the no opens a statement that takes a value back, so it is
 * the correction's own no, not an answer to the question pending (decision 0249).
 */
export function noOpensACorrection(text: string, language: Language): boolean {
  const plain = normalize(text)
    .replace(/[.,!;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const no = correctingNo.exec(plain);
  if (
    wordsFor(language).some(
      (words) =>
        no !== null &&
        words.statementStart.test(no[1]!) &&
        splitTakenBack(no[1]!, language).takenBack.length > 0,
    )
  )
    return true;
  // "no fue el 14, fue el 13", "perdón, no el 14 sino el 12": the no is the take-back's own, which
  // opens the message and names the old value; what follows is the new one (decision 0256).
  const rest = withoutApologies(normalize(text).replace(/\s+/g, ' ').trim(), language);
  const split = splitTakenBack(rest, language);
  return (
    split.takenBack.length > 0 &&
    split.kept.length > 0 &&
    wordsFor(language).some((words) => words.takeBackStart.test(rest) && !words.bareNo.test(rest))
  );
}

/**
 * "the light was red, not green", "fue del lado derecho, no del izquierdo": a correction of a
 * detail of how it happened (decision 0332). What it takes back is a few words of a side, a
 * direction, a colour or a car's part. No fact holds such a detail: the caller says it was noted, and stores nothing.
 */
export function correctsADetail(text: string, language: Language): boolean {
  const plain = normalize(text).replace(/\s+/g, ' ').trim();
  // "no, my left side", "not the back, the neck": a body part or an injury is the injuries' to read.
  if (findInjuryWords(clauseWords(plain)).length > 0) return false;
  const split = splitTakenBack(plain, language);
  // A detail is a few words ("not green", "no el derecho"); a longer part tells more than one.
  const isShort = (part: string) => part.split(/\s+/).length <= 5;
  // Only a take-back says it corrects: "no, I was stopped at a red light" answers with a no.
  // What it takes back is such words, with at most one other that is no verb ("not the front one",
  // "not the passenger side"): "not wearing my seat belt", "did not show up" deny a verb.
  const isDetail = (part: string) => {
    const others = otherThanDetail(part);
    return (
      holdsDetail(part) && others.length <= 1 && !others.some((word) => /(ing|ed|ando|iendo)$/.test(word))
    );
  };
  return split.takenBack.length > 0 && split.takenBack.every((part) => isShort(part) && isDetail(part));
}

/** The text after the apologies and correcting words that open it ("ay perdón,", "sorry wait"). */
function withoutApologies(plain: string, language: Language): string {
  const openers = new RegExp(
    `^(?:(?:${alternatives([...correctingNoWords.before, ...correctingNoWords.after, ...(language === 'es' ? [...lexicon.es.apologies, ...lexicon.en.apologies] : lexicon.en.apologies)])})(?![\\p{L}\\d'])[\\s,.!:]*)+`,
    'u',
  );
  return plain.replace(openers, '').trim();
}

/**
 * "perdón, fue el 30 de octubre": an apology alone, then a date (after the date's leads), opens
 * the message: the date corrects the incident's, as after a correction word (decision 0256).
 */
export function apologyOpensADate(
  text: string,
  input: { language: Language; pack: LanguagePack; today: Date },
) {
  const plain = normalize(text).replace(/\s+/g, ' ').trim();
  const rest = withoutApologies(plain, input.language);
  if (rest === plain || rest === '') return false;
  const said = wordsFor(input.language)
    .reduce((words, set) => words.replace(set.dateLead, ''), rest)
    .trim();
  return (
    said !== rest && findDates(said, input.language, input.today, input.pack.reading.dates)[0]?.start === 0
  );
}

/**
 * "I already told you", "ya le dije": the visitor says the answer was given before, at the start
 * of the message or anywhere in it ("neck and back. already said": decision 0305).
 */
export const saysAlreadyTold = (text: string, language: Language): boolean =>
  wordsFor(language).some((words) => words.alreadySaid.test(normalize(text))) || holdsBackReference(text);

/** Words a message holds besides its "I already told you" ("ya le dije, limpio casas" → 2). */
export function wordsBesidesAlreadyTold(text: string, language: Language): number {
  if (isOnlyBackReference(text)) return 0;
  let rest = normalize(withoutBackReference(text));
  for (const words of wordsFor(language))
    rest = rest.replace(new RegExp(words.alreadySaid.source, 'gu'), ' ');
  return rest.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;
}

/**
 * Facts a correction can replace: one value (a name, a place, a number, a date, a bill's total).
 * A list or a set of levels (injuries, care) is added to and taken back by its own reader, and a
 * yes or no is answered, not corrected by naming it: "no, urgent care not the ER" once replaced a
 * visitor's care with whatever came next.
 */
export function isOneValue(key: FactKey, record: CaseRecord): boolean {
  const value = record[key];
  if (typeof value === 'string' || typeof value === 'number') return true;
  // The time off work is one value too: "12 days, not 10" (decision 0227).
  if (key === 'lostWages' && record.lostWages?.daysMissed !== undefined) return true;
  // A pay rate is one value: "my weekly pay is 700, not 900" (decision 0330).
  if (key === 'lostWages' && record.lostWages?.rate !== undefined) return true;
  return figureOf(key, record) !== undefined || isDateFact(key);
}

/** A date known less precisely than the one before it ("in the fall" after "September 8"). */
function isCoarser(next: unknown, known: unknown): boolean {
  const precision = (value: unknown) => (value as DateValue | undefined)?.precision;
  const [now, before] = [precision(next), precision(known)];
  return now !== undefined && before !== undefined && precisionRank[now] > precisionRank[before];
}

/** The incident date, the date the harm was found, the first treatment's (the catalogue's dates). */
function isDateFact(key: FactKey): boolean {
  return factCatalogue[key].valueType === 'date';
}
