import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

import { organization } from '../../../../contracts/organization';
import { AppError } from '../../../http/app-error';

/**
 * zxcvbn's 0–4 scale; 3 is "safely unguessable" against an online attack and resists a
 * throttled offline one (decision 0057). Length alone (the 12-character floor in the
 * contract) lets `aaaaaaaaaaaa` and `password1234` through; this does not.
 */
export const minimumPasswordScore = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to index and most processes never need them. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    translations,
  });
  return estimator;
}

/** Why the password is too easy to guess, or null when it is strong enough. */
export function describeWeakPassword(password: string, personalWords: readonly string[] = []): string | null {
  const result = passwordEstimator().check(password, personalWords.filter(Boolean));
  if (result.score >= minimumPasswordScore) return null;
  return weaknessMessage(result);
}

function weaknessMessage(result: ZxcvbnResult): string {
  const leansOnContext = result.sequence.some(
    (match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs',
  );
  const reasons = [
    leansOnContext
      ? `It is built on the name of this service (${organization.productName}), the organisation or your email address.`
      : result.feedback.warning,
    ...result.feedback.suggestions,
  ].filter((reason): reason is string => Boolean(reason));
  const advice = reasons.length > 0 ? reasons.join(' ') : 'Use a longer phrase of uncommon words.';
  return `The password is too easy to guess. ${advice}`;
}

/** Staff passwords (console and CLI): refuses a guessable one with a 400 that says why. */
export function assertStrongStaffPassword(password: string, personalWords: readonly string[] = []): void {
  const weakness = describeWeakPassword(password, personalWords);
  if (weakness) throw new AppError('invalid_request', weakness);
}

/**
 * The words a staff password must not lean on (zxcvbn's user inputs, issue 26): the product's
 * name and the organisation's (`caseintake2026` and `CaseIntake2026!` were accepted without
 * them), the account's email, its local part and the display name. zxcvbn matches whole
 * lower-cased tokens, so the names come as written, run together, and word by word.
 */
export function personalWordsOf(account: { email: string; displayName?: string | null }): string[] {
  const email = account.email.trim().toLowerCase();
  const organisationDomain = organization.supportEmail.split('@')[1] ?? '';
  const named = [
    organization.productName,
    organisationDomain,
    email.split('@')[0] ?? '',
    ...(account.displayName ? [account.displayName] : []),
  ].map((name) => name.toLowerCase());
  return [
    email,
    ...named.flatMap((name) => [name, name.replace(/[^\p{L}\p{N}]/gu, ''), ...name.split(/[^\p{L}\p{N}]+/u)]),
  ].filter((word, index, words) => word.length > 0 && words.indexOf(word) === index);
}
