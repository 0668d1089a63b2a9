import type { FactKey, FactValues, Language } from '../../../../../contracts/case-record';
import { findStatedAges, injuredPersonAge } from '../reading/ages';
import type { NumberWords } from '../reading/numbers';

import { notWorkingWords, phraseAlternation, phrasePattern } from './fact-lexicons';

/**
 * What says no pay was lost: the visitor was not working (retired, a student, between jobs) or
 * lost nothing (paid leave covered it). The lost-pay reader stores it; the money roles let no
 * amount be pay lost beside it (decision 0196).
 */

type Wages = FactValues['lostWages'];

export const notWorking: Record<Language, [RegExp, NonNullable<Wages['notWorking']>][]> = {
  en: [
    // "I'm retired", "she is retired", "he's been retired since 2015", "my mom is a retiree"; not
    // "my neighbor, who is retired" (decision 0333).
    [
      /\b(?:(?:i'?m|i am|he'?s|she'?s|he is|she is|we'?re|we are|they'?re|they are|(?<!\b(?:who|that) )is|am)(?: (?:now|already|fully|long|been|both|all))?|(?:i|he|she|we|they)(?:'ve|'s| have| has)? been) retired\b|\bretiree\b/,
      'retired',
    ],
    [/\b(unemployed|not working (at the time|then)|between jobs|out of work before)\b/, 'unemployed'],
    [/\b(i'?m|i am) a (full[- ]time )?student\b/, 'student'],
    [/\b(stay[- ]at[- ]home (mom|dad|parent)|homemaker)\b/, 'homemaker'],
  ],
  es: [
    // "mi vecino, que es jubilado": someone else's state, said of them in a relative clause.
    [
      /\b(?<!\bque )(estoy|soy|esta|es|estamos|somos|estan|son)( ya)? (jubilad[oa]s?|pensionad[oa]s?)\b/,
      'retired',
    ],
    [/\b(no tenia trabajo|desemplead[oa])\b/, 'unemployed'],
    [/\b(soy estudiante)\b/, 'student'],
    [/\b(ama de casa)\b/, 'homemaker'],
  ],
};
// No pay lost, including time off that paid leave covered ("used PTO", "me pagaron los días").
export const noLoss: Record<Language, RegExp> = {
  en: /\b(no lost (pay|wages|income)|didn'?t (miss|lose) (any )?(work|pay|time|money)|did not (miss|lose) (any )?(work|pay|money)|haven'?t missed (any )?work|(no|zero|0) (money|dollars|\$|pay|wages) (lost|missed)|(used|took|burned|using|taking) (my |some |a )?(pto|paid time off|sick (days?|leave|time|pay)|vacation( days| time)?|personal days?)|got paid (anyway|for (it|those days|the time|that day)))\b/,
  es: /\b(no perdi (nada de )?(sueldo|trabajo|dias|dinero)|no falte al trabajo|(use|tome|saque) (mis |unos |un )?(dias de )?(vacaciones|incapacidad pagada|dias pagados|dia pagado)|me (los |lo )?pagaron (igual|de todos modos|los dias|el dia)|no perdi (ni un )?(dolar|peso|centavo))\b/,
};

/** "retired, no wages": a state said bare, too loose to store, enough to set an amount aside. */
const notWorkingBare: Record<Language, RegExp> = {
  en: /(?:^|[.,;!] )(?:retired|no (?:wages|pay|income))\b/,
  es: /(?:^|[.,;!] )(?:jubilad[oa]|sin sueldo)\b/,
};

/** The words say no pay was lost: not working, or nothing lost. */
export const deniesPayLoss = (plain: string, language: Language): boolean =>
  noLoss[language].test(plain) ||
  notWorkingBare[language].test(plain) ||
  notWorking[language].some(([pattern]) => pattern.test(plain));

type Status = NonNullable<Wages['notWorking']>;
const lexiconStates = ['retired', 'disabled', 'student', 'unemployed', 'homemaker'] as const;
/** Under this age a child at school is at school, not at work (the age of majority). */
const ADULT_AGE = 18;
/** The questions a bare "retired" or "student" answers (decision 0229). */
const workQuestions: readonly (FactKey | null)[] = [
  'employer',
  'lostWages',
  'workersComp',
  'employerHasComp',
];

const compiled = {
  en: compileStates('en'),
  es: compileStates('es'),
};

function compileStates(language: Language) {
  const words = notWorkingWords[language];
  const leadingNo =
    language === 'es'
      ? '(?:(?:no|ninguno|ninguna|nada|pues)[,.]?\\s+)?'
      : '(?:(?:no|none|nope|nah|well)[,.]?\\s+)?';
  return {
    states: lexiconStates.map((status) => ({
      status,
      self: phrasePattern(words[status].self),
      person: phrasePattern(words[status].person),
      school: phrasePattern(words[status].school ?? []),
      whenAsked: new RegExp(
        `^${leadingNo}${phrasePattern(words.whenAsked[status]).source}(?:\\s*$|[\\s,.;!])`,
        'u',
      ),
    })),
    // "retired so nothing to miss" as a part of an answer to any question (decision 0325).
    retiredPart: new RegExp(
      `^${leadingNo}(?:${phraseAlternation(words.whenAsked.retired)})(?:\\s*$|\\s+(?:${phraseAlternation(words.bareTails)})(?![\\p{L}\\d']))`,
      'u',
    ),
    unless: phrasePattern(words.unless),
  };
}

/**
 * Retired, living on disability, a student or a school child, in the lexicon's words
 * (lexicons/not-working.json; decision 0229): the writer's own words of themself when they
 * write for themself, a pronoun's or a relative's in any message, a school child's only at an
 * age under 18, and a bare state at the start of the answer to a work question. Words that
 * make the state the injury's doing ("since the crash") tell none.
 */
export function notWorkingStated(
  plain: string,
  options: {
    language: Language;
    pending: FactKey | null;
    isForSomeoneElse: boolean;
    age: number | undefined;
    numbers: NumberWords;
  },
): Status | undefined {
  const { states, unless, retiredPart } = compiled[options.language];
  // Each sentence on its own: "I'm retired. Since the crash I can't garden" is still retired.
  const sentences = plain.split(/[.;!?]+/).filter((sentence) => sentence.trim() && !unless.test(sentence));
  const isAsked = workQuestions.includes(options.pending);
  for (const state of states) {
    if (isAsked && !unless.test(plain) && state.whenAsked.test(plain.trim())) return state.status;
    for (const sentence of sentences) {
      if (!options.isForSomeoneElse && state.self.test(sentence)) return state.status;
      if (state.person.test(sentence)) return state.status;
    }
  }
  // A bare "retired" opening or closing a sentence of an answer to another question, said of
  // themself ("broken wrist. retired, 30 years at the mill"; decision 0325). A part between
  // two others ("my neighbor, retired, saw it") is someone else's.
  const ends = sentences.flatMap((sentence) => {
    const parts = sentence.split(',').map((part) => part.trim());
    return parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  });
  if (!options.isForSomeoneElse && ends.some((part) => retiredPart.test(part))) return 'retired';
  const student = states.find((state) => state.status === 'student')!;
  if (!sentences.some((sentence) => student.school.test(sentence))) return undefined;
  const age =
    injuredPersonAge(findStatedAges(plain, options.language, options.numbers), options.isForSomeoneElse)
      ?.age ?? options.age;
  return age !== undefined && age < ADULT_AGE ? 'student' : undefined;
}

/** The clause tells life on disability before the injury, not harm that lasts ("on disability, not working"). */
export const tellsLivingOnDisability = (plain: string, language: Language): boolean => {
  const { states, unless } = compiled[language];
  const disabled = states.find((state) => state.status === 'disabled')!;
  return !unless.test(plain) && (disabled.self.test(plain) || disabled.person.test(plain));
};
