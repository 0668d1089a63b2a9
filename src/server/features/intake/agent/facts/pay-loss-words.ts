import type { FactValues, Language } from '../../../../../contracts/case-record';

/**
 * What says no pay was lost: the visitor was not working (retired, a student, between jobs) or
 * lost nothing (paid leave covered it). The lost-pay reader stores it; the money roles let no
 * amount be pay lost beside it (decision 0196).
 */

type Wages = FactValues['lostWages'];

export const notWorking: Record<Language, [RegExp, NonNullable<Wages['notWorking']>][]> = {
  en: [
    // "I'm retired", "she is retired", "he's been retired since 2015", "my mom is a retiree".
    [
      /\b(?:(?:i'?m|i am|he'?s|she'?s|he is|she is|we'?re|we are|they'?re|they are|is|am)(?: (?:now|already|fully|long|been|both|all))?|(?:i|he|she|we|they)(?:'ve|'s| have| has)? been) retired\b|\bretiree\b/,
      'retired',
    ],
    [/\b(unemployed|not working (at the time|then)|between jobs|out of work before)\b/, 'unemployed'],
    [/\b(i'?m|i am) a (full[- ]time )?student\b/, 'student'],
    [/\b(stay[- ]at[- ]home (mom|dad|parent)|homemaker)\b/, 'homemaker'],
  ],
  es: [
    [/\b(estoy|soy|esta|es|estamos|somos|estan|son)( ya)? (jubilad[oa]s?|pensionad[oa]s?)\b/, 'retired'],
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
