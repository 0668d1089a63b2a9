import type { Language } from '../../../../../contracts/case-record';
import type { Clause } from '../reading/text';

import { phrasePattern, workTimeWords } from './fact-lexicons';

/**
 * Words about work that say nothing of an injury on the job (decision 0273), from
 * lexicons/work-time.json: "compensación" alone is any compensation ("quiero una compensación
 * justa"), and a clause of time off or leave names the job the visitor misses ("falté dos
 * semanas en el trabajo", "en el trabajo me dieron permiso", "ya no puedo seguir trabajando").
 */

/** Workers' comp named as such: the comp nouns that are not also any compensation or insurance. */
export const compNamed: Record<Language, RegExp> = {
  en: namedCompPattern('en'),
  es: namedCompPattern('es'),
};

function namedCompPattern(language: Language): RegExp {
  const words = workTimeWords[language];
  const generic = new Set(words.genericCompWords);
  return phrasePattern(words.compNouns.filter((noun) => !generic.has(noun)));
}

const timeOff: Record<Language, RegExp> = {
  en: phrasePattern(workTimeWords.en.timeOffWords),
  es: phrasePattern(workTimeWords.es.timeOffWords),
};

/** The clause tells time off work or leave, in its language's words. */
export const tellsTimeOff = (plain: string, language: Language): boolean => timeOff[language].test(plain);

/** The clauses that do not tell time off work or leave: where work words may tell a work injury. */
export const withoutTimeOff = (clauses: Clause[], language: Language): Clause[] =>
  clauses.filter((clause) => !tellsTimeOff(clause.plain, language));

const workWords: Record<Language, RegExp> = {
  en: phrasePattern(workTimeWords.en.workWords),
  es: phrasePattern(workTimeWords.es.workWords),
};

/**
 * Work is named only in clauses of time off ("me caí en la tienda y falté dos semanas al
 * trabajo"): the story tells the job missed, and no side of it is a work injury.
 */
export function namesWorkOnlyAsTimeOff(clauses: Clause[], language: Language): boolean {
  const naming = clauses.filter((clause) => workWords[language].test(clause.plain));
  return naming.length > 0 && naming.every((clause) => tellsTimeOff(clause.plain, language));
}
