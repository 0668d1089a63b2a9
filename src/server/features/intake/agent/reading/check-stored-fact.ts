import type { CaseRecord, FactKey } from '../../../../../contracts/case-record';

import type { StoredFactJudgement as StoredCheck } from '../../../../ports/stored-fact-check';

import { checkFactValue, factValueTypes, maxHeadWords, maxWordsWithRelative } from './validators';

/** Within this many words of a limit, a name is as long as a name gets: likely part of a sentence. */
const NEAR_LIMIT_WORDS = 1;

/**
 * A name's judgement depends only on its words and language, and the English check costs about
 * a millisecond (compromise); the queue judges every name of each case it lists, again on each
 * load. Remembered here, bounded, oldest out first.
 */
const judgedNames = new Map<string, StoredCheck>();
const MAX_JUDGED_NAMES = 20_000;

/**
 * The value check of decision 0095 on a value already stored (the staff console's doubtful
 * facts, decision 0127): a value stored before the checks existed, or set where they do not
 * run, is judged as the intake would judge it today. 'failed': refused; 'narrowed': it passes
 * only cut down to its doer; 'near': a name or an insurer that passes within a word of the
 * length limit. Only facts with a checked value type.
 */
export function checkStoredFact(key: FactKey, record: CaseRecord, today: Date): StoredCheck {
  const value: unknown = record[key];
  const type = factValueTypes[key];
  if (value === undefined || type === undefined) return null;
  const isName = (type === 'party' || type === 'policy') && typeof value === 'string';
  if (!isName) return judge(key, value, record, today);
  const memo = `${type}\u0000${record.language ?? 'en'}\u0000${value}`;
  const known = judgedNames.get(memo);
  if (known !== undefined) return known;
  const judged = judge(key, value, record, today);
  if (judgedNames.size >= MAX_JUDGED_NAMES) judgedNames.delete(judgedNames.keys().next().value!);
  judgedNames.set(memo, judged);
  return judged;
}

function judge(key: FactKey, value: unknown, record: CaseRecord, today: Date): StoredCheck {
  const type = factValueTypes[key];
  const checked = checkFactValue(key, value, { language: record.language ?? 'en', today, record });
  if (!checked.isValid) return 'failed';
  if (JSON.stringify(checked.value) !== JSON.stringify(value)) return 'narrowed';
  if ((type === 'party' || type === 'policy') && typeof value === 'string') {
    const words = value.trim().split(/\s+/).length;
    const limit = words > maxHeadWords ? maxWordsWithRelative : maxHeadWords;
    if (words >= limit - NEAR_LIMIT_WORDS) return 'near';
  }
  return null;
}
