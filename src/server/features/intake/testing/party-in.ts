import type { Language } from '../../../../contracts/case-record';
import { type PartyOptions, readParty } from '../agent/reading/parties';
import { clausesOf, normalize, sentencesOf } from '../agent/reading/text';

/** The party the party reader finds in a text, clause by clause as a message is read. For tests. */
export const partyIn = (text: string, language: Language = 'en', options: PartyOptions = {}) =>
  readParty(
    sentencesOf(text)
      .flatMap((sentence) => clausesOf(sentence, language))
      .map((clause) => ({ text: clause, plain: normalize(clause) })),
    language,
    options,
  )?.value;
