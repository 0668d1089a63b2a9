import type { Language } from '../../../../../contracts/case-record';
import { callLanguageNames } from '../../../../../contracts/fact-catalogue';
import { countsSomethingElse, findStatedAges, injuredPersonAge } from '../reading/ages';
import { isCompanion } from '../reading/companions';
import { digitsForWords, firstNumber } from '../reading/numbers';
import { readParaphrasedAnswer } from '../reading/paraphrased-answer';
import { escapeRegExp, findCue } from '../reading/text';

import {
  earlierInjuryCueWords,
  phrasePattern,
  priorDeniedWords,
  relativeWords,
  type RelativeWords,
} from './fact-lexicons';

import {
  anyCase,
  describeYesNo,
  type FactModule,
  isAskedBack,
  type ReadContext,
  readYesNo,
} from './fact-module';
import { bodyParts } from './injuries.fact';

/** About the person: represented already, earlier injuries, age, and who is writing. */

// Represented means retained: talking to a lawyer, or a free consultation, is not having one
// (issue 24: a turn-away fact is never read from a conversation alone).
const hasLawyer = {
  en: /\b((i |we |he |she )?(already )?(have|had|got|hired|retained|signed (up )?with|am working with|'?m working with)\s+(a |an |my |the )?((?!(to|for|been|no|any|not|never|a|an|the|of|power|looking|trying|want|need|find|finding|get|getting|talk|call|see)\b)[\w']+ ){0,3}(lawyer|lawer|attorney|attorny|law firm|firm)|my (lawyer|lawer|attorney)|represented by)\b/,
  es: /\b((tengo|tenemos) (un |una )?abogad[oa]|mi abogad[oa]|ya (tengo|contrate) (un )?abogad[oa]|firme con (un |una )?(abogad[oa]|bufete))\b/,
};
const noLawyer = {
  en: /\b(no|not|never|haven'?t|have not|don'?t have|do not have|didn'?t|without)\b[^.]{0,25}\b(lawyer|lawer|attorney|attorny|law firm)\b|\bno (lawyer|lawer)\b|\b(nothing|not) official(ly)?\b|\b(dropped|withdrew from) (the|my|our) case\b|\b(don'?t|dont|do not) have (anyone|anybody) (now|anymore|right now)\b/,
  es: /\b(no (tengo|tenemos) (un |una |ningun |ninguna )?(abogad[oa])|sin abogad[oa]|no he hablado con (ningun |un )?abogad[oa]|ningun abogad[oa]|nunca he hablado con (un )?abogad[oa]|no he contratado (a )?(ningun |un )?abogad[oa])\b/,
};
/**
 * Not able to pay one is not having one (issue 23): "i cant afford a lawyer", "no tengo dinero
 * para un abogado". Asked the lawyer question, "can't afford one" says the same.
 */
const cannotPay = {
  en: /\b(can'?t|cant|cannot|can not|couldn'?t|could not|unable to|not able to)\s+(really |even |ever )?(afford|pay for|hire|retain|get)\s+(a |an |any |the |my own )?(lawyer|lawer|attorney|attorny|law firm|one)\b|\b(can'?t|cant|cannot|couldn'?t) (really |even )?afford (it|that)?\s*$|\b(no|not enough|don'?t have (the |any |enough )?)money (for|to (pay|hire|get)) (a |an |any )?(lawyer|lawer|attorney|attorny|law firm|one)\b|\btoo expensive\s*$/,
  es: /\b(no (puedo|podemos|podria) (pagar|costear|contratar)|no me alcanza( para)?|no tengo (dinero|con que pagar|para pagar)( para)?|sin dinero para)\s+(un |una |a un |a una )?(abogad[oa]|bufete|uno|una)\b|\bno me alcanza\s*$/,
};
/** The same words read anywhere need the lawyer named; the answer to the lawyer question does not. */
const namesLawyer = /\b(lawyer|lawer|attorney|attorny|law firm|abogad[oa]|bufete)\b/;

/** A lawyer consulted, with the hiring denied: "spoke to one but never signed", "hablé con uno pero no lo contraté". */
const consultedOnly = {
  en: /\bhad an? (free )?consult(ation)?\b[^.]{0,50}\b(didn'?t|did not|don'?t|wouldn'?t|would not|couldn'?t|can'?t|not)\b[^.]{0,12}\b(take|handle|do)\b|\b(lawyer|attorney|law firm|firm)\b[^.]{0,40}\b(turned (me )?down|passed on (it|my case)|said no|declined|would ?n'?t take|would not take)\b|\b(talked|spoke|consulted|called|met|contacted|emailed)\b[^.]{0,50}\b(lawyer|attorney|law firm|firm|one)\b[^.]{0,50}(\b(didn'?t|did not|never|haven'?t|have not|not)\b[^.]{0,12}\b(sign|signed|hire|hired|retain|retained|go with|went with|call(s|ed)? (me |us )?back|get back|got back|hear back|heard back|take (it|my case|the case)|took (it|my case|the case))\b|\b(turned (me )?down|passed on (it|my case)|said no)\b)/,
  es: /\b(hable|platique|consulte|llame|fui con|le escribi)\b[^.]{0,50}\b(abogad[oa]|bufete|uno|una)\b[^.]{0,50}\bno\b[^.]{0,12}\b(firme|firmamos|contrate|lo contrate|la contrate|segui|me (regres|devolv)\w* la llamada|me llamaron|me contestaron|me contesto|quiso|quisieron|acepto|aceptaron|tomo|tomaron)\b/,
};

export const priorAttorneyFact: FactModule<'priorAttorney'> = {
  key: 'priorAttorney',
  appliesTo: anyCase,
  question: {
    en: () => 'Have you already hired or signed with a lawyer for this?',
    es: () => '¿Ya contrató o firmó con algún abogado para esto?',
  },
  rephrase: {
    en: () => 'Is any lawyer or law firm working on this for you right now?',
    es: () => '¿Algún abogado o bufete está trabajando en esto por usted ahora?',
  },
  read: (context) => {
    // Words that address us as their lawyer ("you're my attorney now") never say they have one:
    // the guardrails' own cues set those clauses aside (decision 0091).
    const { injectionCues, legalAdviceCues } = context.pack.saying;
    const plain = context.clauses
      .filter((clause) => !injectionCues.test(clause.plain) && !legalAdviceCues.test(clause.plain))
      .map((clause) => clause.plain)
      .join(' ');
    const consulted = consultedOnly[context.language].exec(plain);
    if (consulted) return { value: false, quote: consulted[0], replaces: true };
    // Clause by clause: "i cant pay up front" after a question about fees says nothing of one.
    const unpaid = context.clauses
      .map((clause) => cannotPay[context.language].exec(clause.plain.replace(/[.!?]+$/, '')))
      .find(Boolean);
    if (unpaid && (context.pending === 'priorAttorney' || namesLawyer.test(unpaid[0])))
      return { value: false, quote: unpaid[0], replaces: true };
    const none = noLawyer[context.language].exec(plain);
    if (none) return { value: false, quote: none[0], replaces: true };
    const has = hasLawyer[context.language].exec(plain);
    if (has) return { value: true, quote: has[0], replaces: true };
    return readYesNo(context, 'priorAttorney', { en: /(?!)/, es: /(?!)/ });
  },
  describe: describeYesNo,
};

const priorCues = {
  en: /\b(before (this|the (accident|fall|crash|injury|surgery))|prior|previous(ly)?|pre-?existing|old injury|(back|knee|neck|shoulder|wrist|hip|ankle|hand|arm) (problems|issues|pain|trouble) before|(strained|hurt|injured|broke|tore|torn|sprained) (my|his|her) \w+[^.]{0,25}\b(in (19|20)\d\d|years ago|before)|back in (19|20)\d\d|(the )?(torn|old) \w+ in my|which is why i was having)\b/,
  es: /\b(lesion(es)? (anterior|previa)s?|antes del accidente|ya me habia lastimado|me habia lastimado|problemas de \w+ antes)\b/,
};
const noPrior = {
  en: /\b(never (broke|broken|hurt|injured|had|been (hurt|injured|broken))( before( this)?)?|never (made|filed|had) (a|any) claims?|never an injury|not that i (remember|recall|know of)|no (prior|previous|other|\w+) (injur\w*|problems|issues)|nothing before|never had (any )?(problems|issues)|(did not|didn'?t|never) ha(ve|d) (any )?(\w+ )?(problems|issues|injur\w*|trouble|pain)\b[^.]{0,30}\b(before|prior))\b/,
  es: /\b(nunca (me habia lastimado|me habia roto|tuve)|ninguna lesion|que yo recuerde no|no que yo sepa)\b/,
};

/**
 * Asked about earlier injuries: an earlier claim, surgery, accident or hurt with its time
 * ("a claim in 2021", "knee surgery on the same knee", "my back always hurt") is a yes, unless the
 * answer goes on to set it apart ("but that was my knee", "pero era el cuello", "so no").
 */
const earlierHurt = {
  en: /\b((had|made|filed|got) (a |an |one |another )?([\w-]+ ){0,2}(claim|surgery|accident|wreck|fender bender|injury|sprain|scope|fracture)|one claim|same (knee|back|neck|shoulder|wrist|hip|ankle|arm|leg|hand|foot|side)|always (had|hurt|kinda hurt|had problems with)|(back|knee|neck|shoulder|hip) always|years ago)\b/,
  es: /\b((tuve|hice|tenia) (un |una |otro |otra )?([\p{L}]+ ){0,2}(reclamo|cirugia|accidente|accident|lesion|fractura)|me dolia (un poco )?antes|(?<!desde )hace (\p{L}+ )?anos|(la|el) mism[oa] (rodilla|espalda|cuello|hombro|muneca|cadera|tobillo|brazo|pierna|mano|pie))\b/u,
};
const setApart = {
  en: /\b(but (that|it) was (my|the|on)|but this is|so no\b|different (part|side|body part)|other side|nothing to do with)/,
  es: /\b(pero (era|fue) (el|la|en)|pero no (el|la)|asi que no|otro lado)/,
};

const anyWord = "[\\p{L}\\d'-]+";
const deniedInPassingPattern = (language: Language) => {
  const words = priorDeniedWords[language];
  const [denial, hurt, before] = [words.denials, words.hurtWords, words.before].map(
    (list) => phrasePattern(list).source,
  );
  return new RegExp(
    `${denial}\\s+(?:${anyWord}\\s+){0,4}?${hurt}((?:\\s+${anyWord}){0,6}?)\\s+${before}`,
    'u',
  );
};
const deniedInPassing = { en: deniedInPassingPattern('en'), es: deniedInPassingPattern('es') };
const notADenial = {
  en: phrasePattern(priorDeniedWords.en.notDenials),
  es: phrasePattern(priorDeniedWords.es.notDenials),
};
/** Someone else's past, unless the visitor writes for that person ("he never hurt anyone before"). */
const otherPerson = /\b(he|she|they|el|ella|ellos)\s+$/;

/**
 * "whiplash. never injured my neck before", "nunca me había lastimado la espalda antes": earlier
 * injuries denied in passing, in a clause of their own, in an answer to another question
 * (decision 0213). "never hurt this bad before" says it hurt, only less: no denial.
 */
function priorDeniedInPassing(context: ReadContext): { value: false; quote: string } | undefined {
  for (const clause of context.clauses) {
    const found = deniedInPassing[context.language].exec(clause.plain);
    if (!found) continue;
    if (notADenial[context.language].test(found[1] ?? '')) continue;
    if (!context.isForSomeoneElse && otherPerson.test(clause.plain.slice(0, found.index))) continue;
    return { value: false, quote: clause.text };
  }
  return undefined;
}

const healthWords = {
  en: phrasePattern(earlierInjuryCueWords.en.health),
  es: phrasePattern([...earlierInjuryCueWords.es.health, ...earlierInjuryCueWords.en.health]),
};
/** How many words either side of a "before" cue a word of health may stand. */
const healthWindowWords = 4;

/** A word of the body's health within a few words of the clause's "prior" / "before this" cue. */
function tellsOfHealthNearCue(plain: string, language: Language): boolean {
  const cue = priorCues[language].exec(plain);
  if (!cue) return false;
  const before = plain.slice(0, cue.index).split(/\s+/).filter(Boolean).slice(-healthWindowWords);
  const after = plain
    .slice(cue.index + cue[0].length)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, healthWindowWords);
  return healthWords[language].test([...before, cue[0], ...after].join(' '));
}

function readPriorInjuries(context: ReadContext) {
  const isAsked = context.pending === 'priorInjuries';
  const none = noPrior[context.language].exec(context.plain);
  // Volunteered in another answer only when it plainly says "before" ("I didn't have any
  // wrist problems before").
  if (none && (isAsked || context.origin !== 'answer' || /\b(before|prior|antes)\b/.test(none[0])))
    return { value: false, quote: none[0], replaces: isAsked };
  if (!isAsked) {
    const passing = priorDeniedInPassing(context);
    if (passing) return { ...passing, replaces: false };
  }
  if (!isAsked && context.origin === 'answer') return undefined;
  // "my knee was fine before this": a no said in other words, before "before" reads as a yes.
  const denied = readParaphrasedAnswer(context, 'priorInjuries', (clause) => isAskedBack(context, clause));
  if (denied && 'value' in denied && !denied.value) return { ...denied, replaces: true };
  // In a story, "prior" or "before this" tells an earlier injury only beside a word of health
  // ("a prior back injury"; not "a prior report", "independent before this"; decision 0285).
  const clause = context.clauses.find(
    (candidate) =>
      priorCues[context.language].test(candidate.plain) &&
      (isAsked || tellsOfHealthNearCue(candidate.plain, context.language)),
  );
  // "I have not hurt my wrist before": the cue's own clause denies it (decision 0172).
  const cue = clause ? findCue(clause, priorCues[context.language], context.pack.reading.negation) : null;
  if (clause && cue?.isNegated && isAsked) return { value: false, quote: clause.text, replaces: true };
  if (
    clause &&
    !cue?.isNegated &&
    !context.pack.reading.negation.test(clause.plain.split(/\s+/).slice(0, 2).join(' '))
  )
    return { value: true, quote: clause.text, replaces: isAsked };
  if (isAsked && context.leading === 'yes') return { value: true, quote: context.clauses[0]?.text };
  if (isAsked) {
    const earlier = earlierHurt[context.language].exec(context.plain);
    if (earlier) {
      const isApart = setApart[context.language].test(context.plain);
      return { value: !isApart, quote: earlier[0], replaces: true };
    }
  }
  return readYesNo(context, 'priorInjuries', { en: /(?!)/, es: /(?!)/ });
}

export const priorInjuriesFact: FactModule<'priorInjuries'> = {
  key: 'priorInjuries',
  appliesTo: anyCase,
  question: {
    en: () => 'Before this, had you ever hurt the same part of your body, or made an injury claim?',
    es: () =>
      'Antes de esto, ¿se había lastimado la misma parte del cuerpo, o había hecho algún reclamo por lesiones?',
  },
  rephrase: {
    en: () => 'Had you ever had problems or an injury in that part of your body before?',
    es: () => '¿Había tenido antes problemas o alguna lesión en esa parte del cuerpo?',
  },
  read: readPriorInjuries,
  describe: describeYesNo,
};

function partsIn(text: string, language: Language): Set<string> {
  const pattern = new RegExp(bodyParts[language].source, 'g');
  return new Set([...text.matchAll(pattern)].map((match) => match[0].replace(/s$/, '')));
}

export const priorInjurySamePartFact: FactModule<'priorInjurySamePart'> = {
  key: 'priorInjurySamePart',
  appliesTo: (record) => record.priorInjuries === true,
  read: (context) => {
    if (context.pending !== 'priorInjuries') return undefined;
    const clause = context.clauses.find((candidate) => priorCues[context.language].test(candidate.plain));
    if (!clause) return undefined;
    const earlier = partsIn(clause.plain, context.language);
    const now = partsIn((context.record.injuries ?? []).join(' ').toLowerCase(), context.language);
    if (earlier.size === 0 || now.size === 0) return undefined;
    return { value: [...earlier].some((part) => now.has(part)), quote: clause.text };
  },
  describe: describeYesNo,
};

const ageInAnyMessage = {
  en: /\b(?:i'?m|i am|he'?s|she'?s|he is|she is|[a-z]+ is)\s+(\d{1,3})\s*(?:years? old|yrs? old|y\/o)\b|\bage (?:is )?(\d{1,3})\b|\bmy (\d{1,2}) ?(?:years?|yrs?|yr)[- ]?old (?:son|daughter|kid|child|baby|boy|girl)\b/,
  es: /\b(?:tengo|tiene)\s+(\d{1,3})\s+anos\b|\bmi (?:hijo|hija|nino|nina) de (\d{1,2}) anos\b/,
};

/**
 * Words that may follow an age in a short reply ("67 years old", "34 lol", "40 next month");
 * any other word after the number says it counts something else ("2 kids", "3 days").
 */
const ageFollowers: Record<Language, string> = {
  en: String.raw`years?|yrs?|yr|y\/?o|yo|old|lol|lmao|haha|tbh|now|next|this|and|but|so|i|im|as|like|soon|btw|in|on|ok|okay|already|again`,
  es: String.raw`anos|ano|jaja|ahora|y|pero|este|el|ya|cumplo|no|como|le|se`,
};

/** "I'm the one who got hurt", "a mí fue": the writer is the injured person (both languages). */
const writerIsHurtWords = [
  phrasePattern(relativeWords.en.theWriterIsHurt),
  phrasePattern(relativeWords.es.theWriterIsHurt),
];

/** Whether the first number of `said` (found at `at` in `text`) counts people or time, no age. */
function numberCountsSomethingElse(said: string, at: number, text: string): boolean {
  const number = /(?<![\d.,/-])\d{1,3}(?!\d|[.,]\d)/.exec(said);
  if (!number) return false;
  const start = at + number.index;
  return countsSomethingElse(text.slice(0, start), text.slice(start + number[0].length));
}

/**
 * The text without the dates the message's date reader found in it ("since oct 15", "el 3 de
 * mayo"): a number inside a date is no age.
 */
const withoutDates = (text: string, context: ReadContext) =>
  context.dates.reduce((rest, mention) => rest.replace(mention.text, ' '), text);

export const ageFact: FactModule<'age'> = {
  key: 'age',
  appliesTo: anyCase,
  question: {
    en: (record) => (record.callerRelationship ? 'How old is the injured person?' : 'How old are you?'),
    es: (record) =>
      record.callerRelationship ? '¿Qué edad tiene la persona lesionada?' : '¿Qué edad tiene?',
  },
  // Put again about the one hurt, never the writer, when someone else was (decision 0306).
  rephrase: {
    en: (record) =>
      record.callerRelationship
        ? "What is the injured person's age, in years?"
        : 'What is your age, in years?',
    es: (record) =>
      record.callerRelationship ? '¿Cuántos años tiene la persona lesionada?' : '¿Cuántos años tiene?',
  },
  read: (context) => {
    // Someone else was hurt: the writer's own age is never theirs (decision 0306).
    const isWriterNotInjured = context.isForSomeoneElse || context.record.callerRelationship !== undefined;
    const ages = findStatedAges(context.plain, context.language, context.pack.reading.numbers);
    const stated = injuredPersonAge(ages, isWriterNotInjured);
    if (stated && stated.age > 0)
      return {
        value: stated.age,
        quote: context.original.slice(0, 200),
        replaces: context.pending === 'age',
      };
    const said = ageInAnyMessage[context.language].exec(context.plain);
    // "fui con mi sobrino de nueve": a companion's age is not the injured person's (decision 0278).
    const explicit =
      said &&
      !isCompanion(context.plain, said.index, said.index + said[0].length) &&
      !numberCountsSomethingElse(said[0], said.index, context.plain)
        ? said
        : null;
    // A bare number answers "how old are you?" only in a short reply ("34", "im 34 lol"): in a
    // story the first number is a date, a count of days or an amount.
    // The reply may go on after the number ("67, like I said before"): a short clause that
    // is a number, maybe with years, counts; a number that counts something else does not.
    const firstPiece = context.plain.split(/[,;:.!?]/)[0] ?? '';
    const shortClause = [context.plain, firstPiece, ...context.clauses.map((clause) => clause.plain)]
      .map((text) =>
        digitsForWords(withoutDates(text, context), context.language, context.pack.reading.numbers),
      )
      .find(
        (text) =>
          text.split(/\s+/).length <= 6 &&
          // "5 days, not 4": the number a "not" takes back is no one's age (decision 0217); a
          // "no 54" that opens the answer corrects the question instead.
          !/\b(not|ni|never|nunca)\s+\d|\S.*\bno\s+\d/.test(text) &&
          // "I have 1", "20 years at the plant": a count or a span, no age (decision 0306).
          !numberCountsSomethingElse(text, 0, text) &&
          new RegExp(
            String.raw`(?<![\d.,])\d{1,3}(?![\d%]|[.,]\d)\s*(?:[,.;:!?]|(?:${ageFollowers[context.language]})\b|$)`,
          ).test(text),
      );
    const value = explicit
      ? Number(explicit[1] ?? explicit[2] ?? explicit[3])
      : context.pending === 'age' && shortClause !== undefined
        ? firstNumber(shortClause, context.language, context.pack.reading.numbers)
        : undefined;
    // …unless this message says the writer is the one hurt after all ("a mí fue, tengo 52": 0257).
    const isWritersOwn =
      isWriterNotInjured &&
      !writerIsHurtWords.some((words) => words.test(context.plain)) &&
      ages.some((age) => age.who === 'self' && age.age === value);
    if (value !== undefined && value > 0 && value <= 110 && !isWritersOwn)
      return { value, quote: explicit?.[0] ?? context.original, replaces: context.pending === 'age' };
    if (context.pending === 'age' && context.leading === 'unknown') return { isUnknown: true };
    return undefined;
  },
  describe: (value) => String(value),
};

/** Who the writer is, as they say it or as the relative they write about tells it. */
interface CallerPatterns {
  /** "I'm her mom", "im his son", "soy su hermana", "yo soy su hijo". */
  self: RegExp;
  /** "writing for my husband", "escribo por mi esposo". */
  writingFor: RegExp;
  /** "my husband", "my 10yo", "our daughter", "our 9-month-old", "a mi esposa": the relative the story is about. */
  injured: RegExp;
  /** "my grandson's leg", "our 7 year olds hand": a relative's body part, so the relative was hurt (decision 0406). */
  injuredPart: RegExp;
  /** The writer was hurt too ("I broke", "my neck"): the story is theirs, whoever else is named. */
  writerHurt: RegExp;
  /** "I'm not the one hurt", "no soy yo la lastimada": the relative named is the one hurt. */
  notTheInjured: RegExp;
  writerIs: Map<string, string>;
  selfWords: Record<string, string>;
}

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

function compileCaller(words: RelativeWords, language: Language): CallerPatterns {
  const writerIs = new Map(
    words.injured.flatMap((relative) => relative.words.map((word) => [word, relative.writerIs] as const)),
  );
  const relatives = alternation([...writerIs.keys()]);
  const selves = alternation(Object.keys(words.selfWords));
  const notPeople = alternation(words.notPeople);
  const parts = bodyParts[language].source;
  const notTheInjured = new RegExp(
    String.raw`(?<![\p{L}'])(?:${alternation(words.notTheInjured)})(?![\p{L}'])`,
    'u',
  );
  if (language === 'es')
    return {
      self: new RegExp(String.raw`\b(?:yo )?soy (?:su|la|el) (${selves})\b`),
      writingFor: new RegExp(
        String.raw`\b(?:escribo|pregunto|llamo) (?:por|de parte de|para) mi (${relatives})\b`,
      ),
      injured: new RegExp(String.raw`\b(?:a )?(?:mi|nuestr[oa]) (${relatives})\b(?! (?:${notPeople})\b)`),
      // Spanish names the part after the verb ("a mi hijo le mordió la mano"): "a mi hijo" tells it.
      injuredPart: /(?!)/,
      writerHurt: new RegExp(
        String.raw`\b(?:(?:tuve|tenia) (?:a )?mi bebe|di a luz|mi embarazo|me (?:rompi|lastime|quebre|fracture|cai|corte|queme|pegue|golpee|torci|disloque|doble)|(?:mi|me duele (?:el|la)) (?:${parts}))\b`,
      ),
      writerIs,
      selfWords: words.selfWords,
      notTheInjured,
    };
  return {
    self: new RegExp(String.raw`\bi(?:'?m| am) (?:his|her|their|the) (${selves})\b`),
    writingFor: new RegExp(
      String.raw`\b(?:writing|typing|doing this|filling this out|here|asking|reaching out) (?:for|on behalf of) my (${relatives})\b`,
    ),
    injured: new RegExp(
      String.raw`\b(?:my|our) (?:(?:little|elderly|older|younger|oldest|youngest|teenage|baby|\d{1,2} ?(?:-|\s)?(?:yo|y\/o|yrs?|years?)(?:[- ]old)?) )*(${relatives}|(?<=(?:my|our) )\d{1,2} ?(?:-|\s)?(?:yo|y\/o|yrs? old|years? old|year-old|yr-old|months? old|month-old)(?:'s)?)(?![\w'])(?! (?:${notPeople})\b)`,
    ),
    injuredPart: new RegExp(
      String.raw`\b(?:my|our) (?:(?:little|elderly|older|younger|oldest|youngest|teenage|baby|\d{1,2} ?(?:-|\s)?(?:yo|y\/o|yrs?|years?)(?:[- ]old)?) )*(${relatives}|(?<=(?:my|our) )\d{1,2} ?(?:-|\s)?(?:yo|y\/o|yrs? old|years? old|year-old|yr-old|months? old|month-old))(?:'s|s'|s) (?:left |right )?(?:${parts})\b`,
    ),
    writerHurt: new RegExp(
      String.raw`\b(?:(?:had|delivered|was pregnant with) my (?:baby|son|daughter)|gave birth|my pregnancy|i (?:broke|hurt|injured|fractured|tore|sprained|cut|burned|twisted|fell|flew|slipped|tripped|landed|was hurt|was injured|got hurt|got hit|was hit|got bit|was bit|got burned)|my (?:left |right )?(?:${parts})|\w+ and i\b|and me\b|\b(?:i|we) (?:was|were)\b)`,
    ),
    writerIs,
    selfWords: words.selfWords,
    notTheInjured,
  };
}

const callerPatterns: Record<Language, CallerPatterns> = {
  en: compileCaller(relativeWords.en, 'en'),
  es: compileCaller(relativeWords.es, 'es'),
};

/** Questions about the injured person: an answer that opens on a relative is about them. */
const injuredPersonQuestions = new Set<string>(['age', 'injuries', 'caseType', 'treatment']);
/** A relative who helps with the chat is not the one hurt ("my daughter is typing for me"). */
const helperWords = {
  // A relative who kept the evidence ("my wife took photos of the wounds", "mi hijo llamó a la
  // policía") is someone beside the visitor, not the one hurt (issue 23, decision 0408).
  en: /\b(?:help\w*|typ\w*|writ\w*|handl\w*|ask\w*|knows?|remembers?|(?:took|taken|snapped|got) (?:some |a few )?(?:photos|pictures|pics|video)|filmed|recorded|called (?:the police|the cops|911))\b/,
  es: /\b(?:ayud\w*|escrib\w*|sabe|se acuerda|maneja|tiene los papeles|(?:tomo|saco|tomaron|sacaron) (?:unas )?(?:fotos|video)|grabo|llamo a la policia|llamo al 911)\b/,
};

/** What follows a relative who is the injured person: their age, or being the one hurt. */
const injuredTie = {
  en: /^(?:'?s)?\s*(?:is|was|,? (?:he|she)(?:'s| is)) (?:\d{1,3}\b|the one (?:who (?:was|got) )?(?:hurt|injured))/,
  es: /^\s*(?:tiene|tenia|de) \d{1,3}\b|^\s*(?:es|fue) (?:el|la) que se (?:lastimo|lesiono)/,
};

const writerAge = /\b(?:i'?m|i am|im|tengo) \d{1,3}\b/;

const carers = {
  en: phrasePattern(relativeWords.en.carers),
  es: phrasePattern(relativeWords.es.carers),
};

/**
 * The relative named is doing the typing or the paperwork, or caring for the injured person
 * ("my husband went with her in the ambulance", "mi mamá lo llevó"), in the words that follow them.
 */
const isHelper = (plain: string, relative: RegExpExecArray, language: Language) => {
  const after = plain.slice(relative.index, relative.index + relative[0].length + 30);
  return helperWords[language].test(after) || carers[language].test(after);
};

/**
 * The first relative the text names who may be the injured person, passing over one only there
 * with the writer ("iba con mi hija", "my 8 year old was in the back seat", decision 0278). With
 * `isHelperNone`, a relative helping with the chat ("my daughter is typing for me") names no one.
 */
function injuredNamed(
  plain: string,
  patterns: CallerPatterns,
  language: Language,
  isHelperNone = true,
): RegExpExecArray | null {
  const every = new RegExp(patterns.injured.source, `${patterns.injured.flags}g`);
  for (const named of plain.matchAll(every) as IterableIterator<RegExpExecArray>) {
    // "a mi hija": the "a" belongs to the verb before ("llevaba a mi hija").
    const start = named.index + (/^a\s/.test(named[0]) ? 2 : 0);
    if (isCompanion(plain, start, named.index + named[0].length)) continue;
    return isHelperNone && isHelper(plain, named, language) ? null : named;
  }
  return null;
}

/** The languages to try, the message's first: people mix them ("mi papá se cayó. I'm his son"). */
const callerLanguages = (language: Language): Language[] => (language === 'es' ? ['es', 'en'] : ['en', 'es']);

/**
 * Who is writing: as they name themself ("I'm her mom": mother), or by the relative they
 * write for ("for my husband": wife). In a first message, a relative the story is about
 * ("my 10yo was bitten", "a mi esposa la atropelló") tells it too, unless the writer was hurt;
 * in an answer about the injured person, a relative it opens on ("my son is 9", "mi esposo
 * tiene 67"), unless that relative is only helping with the chat.
 */
function readCaller(context: ReadContext) {
  const languages = callerLanguages(context.language);
  for (const language of languages) {
    const patterns = callerPatterns[language];
    const self = patterns.self.exec(context.plain);
    if (self?.[1]) return { value: patterns.selfWords[self[1]] ?? self[1], quote: self[0], replaces: true };
  }
  // "I'm not the one hurt, it's my kid": whatever was asked, the relative named is the one hurt,
  // and the writer the other side of the tie, at once (decision 0150).
  if (languages.some((language) => callerPatterns[language].notTheInjured.test(context.plain)))
    for (const language of languages) {
      const named = callerPatterns[language].injured.exec(context.plain);
      const value = named?.[1] ? callerPatterns[language].writerIs.get(named[1]) : undefined;
      if (value) return { value, quote: named![0], replaces: true };
    }
  const isWriterHurt = languages.some((language) => callerPatterns[language].writerHurt.test(context.plain));
  for (const language of languages) {
    const patterns = callerPatterns[language];
    const writingFor = patterns.writingFor.exec(context.plain);
    let story: RegExpExecArray | null = null;
    if (!writingFor && !isWriterHurt) {
      if (context.origin === 'description') {
        story = injuredNamed(context.plain, patterns, language) ?? patterns.injuredPart.exec(context.plain);
      } else if (context.record.callerRelationship === undefined) {
        const named = injuredNamed(context.plain, patterns, language, false);
        // The relative opens an answer about the injured person (after a "yes", "it's", "I'm not
        // the one hurt,"…), or is given the injured person's age or place in any answer ("my
        // brother is 34", "mi papá tiene 70"), and is not a helper.
        // A writer who gives their own age ("I'm 71, my grandson is 6") answers for themself
        // (decision 0306).
        const opensAnswer =
          named !== null &&
          named.index <= 32 &&
          !writerAge.test(context.plain) &&
          context.pending !== null &&
          injuredPersonQuestions.has(context.pending);
        // A writer who gives their own age is telling their own story.
        const isTheInjured =
          named !== null &&
          !writerAge.test(context.plain) &&
          injuredTie[language].test(
            context.plain.slice(named.index + named[0].length, named.index + named[0].length + 30),
          );
        if (named && (opensAnswer || isTheInjured) && !isHelper(context.plain, named, language))
          story = named;
      }
    }
    const relative = writingFor ?? story;
    if (!relative?.[1]) continue;
    const value =
      patterns.writerIs.get(relative[1]) ??
      (/\d/.test(relative[1]) ? patterns.writerIs.get('son') : undefined);
    if (value) return { value, quote: relative[0] };
  }
  return undefined;
}

export const callerRelationshipFact: FactModule<'callerRelationship'> = {
  key: 'callerRelationship',
  appliesTo: anyCase,
  read: readCaller,
  describe: (value, language) => (language === 'es' ? (relativeWords.spanishNames[value] ?? value) : value),
};

/**
 * The language the visitor asked to be called in (decision 0142). Never asked and never read
 * from an answer: the referee sets it from a request ("can someone call me in Spanish?").
 */
export const callLanguageFact: FactModule<'callLanguage'> = {
  key: 'callLanguage',
  appliesTo: anyCase,
  read: () => undefined,
  describe: (value, language) => callLanguageNames[value][language],
};
