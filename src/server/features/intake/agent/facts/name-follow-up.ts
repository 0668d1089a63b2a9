import type { CaseRecord, FactKey, Language } from '../../../../../contracts/case-record';
import { holdsName } from '../reading/parties';

import type { FactModule } from './fact-module';

type PartyKey = Extract<FactKey, 'employer' | 'propertyOwner' | 'thirdParty' | 'manufacturer'>;

/**
 * A party held by what it is, not by who ("a grocery store", "the general contractor", "a job
 * site"): the extension asks its name once (decision 0186). The name is how the attorney finds
 * the one to write to and its insurer. A value that already holds a name, or says there is
 * none to give ("Self-employed"), lacks nothing.
 */
export function nameFollowUp(
  key: PartyKey,
  question: Record<Language, (record: CaseRecord) => string>,
  isNamed: (value: string) => boolean = () => false,
): NonNullable<FactModule['followUp']> {
  return {
    lacks: (record) => {
      const value = record[key];
      return value !== undefined && !isNamed(value) && !holdsName(value);
    },
    question,
  };
}

/**
 * The party as said back in a question: "a grocery store" → "the grocery store"; "my employer"
 * → "your employer" ("mi patrón" → "su patrón").
 */
export function theOne(value: string | undefined, language: Language): string | undefined {
  if (!value) return undefined;
  return language === 'es'
    ? value
        .replace(/^(un|una)\s/i, (article) => (/^una/i.test(article) ? 'la ' : 'el '))
        .replace(/^mi\s/i, 'su ')
    : value.replace(/^(a|an)\s/i, 'the ').replace(/^(my|our)\s/i, 'your ');
}
