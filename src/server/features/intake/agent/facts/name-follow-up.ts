import type { CaseRecord, FactKey, Language } from '../../../../../contracts/case-record';
import { chainNamedBy, holdsChain, holdsName, isBareName, partyInLanguage } from '../reading/parties';

import type { FactModule } from './fact-module';

type PartyKey = Extract<FactKey, 'employer' | 'propertyOwner' | 'thirdParty' | 'manufacturer'>;

/**
 * A party held by what it is, not by who ("a grocery store", "the general contractor", "a job
 * site"): the extension asks its name once (decision 0186). The name is how the attorney finds
 * the one to write to and its insurer. A value that already holds a name, or says there is
 * none to give ("Self-employed"), lacks nothing; nor does a name typed in lower case: a large
 * chain, or a value the visitor gave in an answer made only of a name (decision 0263), which
 * asked again would only be said again.
 */
export function nameFollowUp(
  key: PartyKey,
  question: Record<Language, (record: CaseRecord) => string>,
  isNamed: (value: string) => boolean = () => false,
): NonNullable<FactModule['followUp']> {
  return {
    lacks: (record) => {
      const value = record[key];
      if (value === undefined || isNamed(value) || holdsName(value)) return false;
      if (chainNamedBy(value) || holdsChain(value)) return false;
      const from = record.sources[key]?.from;
      return !((from === 'answer' || from === 'correction') && isBareName(value));
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
  if (language !== 'es') return value.replace(/^(a|an)\s/i, 'the ').replace(/^(my|our)\s/i, 'your ');
  const spanish = partyInLanguage(value, 'es');
  // Still in English ("a grocery store"): the caller's general words read better in Spanish.
  if (isStillEnglish(spanish)) return undefined;
  return spanish
    .replace(/^(un|una)\s/i, (article) => (/^una/i.test(article) ? 'la ' : 'el '))
    .replace(/^mi\s/i, 'su ');
}

/** A kind of party still in English after the lexicon's Spanish words ("the neighbor"). */
export function isStillEnglish(value: string): boolean {
  return /^(a|an|the|my|our|his|her|their)\s/i.test(value.trim());
}

/**
 * Spanish contracts "de el" and "a el" to "del" and "al" when a held party or product is put in
 * a question ("el nombre de el supermercado" → "del supermercado"). Only the article in lower
 * case: "de El Paso" names a town, and "de él" is a pronoun.
 */
export function contractArticles(text: string): string {
  return text.replace(/\b(de|a) el (?=\S)/g, (_whole, preposition: string) =>
    preposition === 'de' ? 'del ' : 'al ',
  );
}
