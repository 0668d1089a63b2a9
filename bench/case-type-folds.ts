import { createHash } from 'node:crypto';

import type { CaseType } from '../src/contracts/case-record';
import type { TrainingOptions } from '../scripts/case-type-training';
import { failScript, parseScriptArguments } from '../scripts/script-arguments';

/**
 * `npm run bench:case-type` (issue 22 point 5): how the case-type reading does on texts its
 * model never saw, without touching the frozen test split. The readable splits (train and dev)
 * are cut into five folds by a hash of each id; for each fold a model is trained on the other
 * four and the fold is read through `readCaseType` (model and lexicon together, as a chat reads
 * it) and `readSecondaryCaseType`. Training settings can be tried with flags; the defaults are
 * what `npm run train:case-type` uses.
 */
const { values: options } = parseScriptArguments(
  'bench:case-type',
  'Usage: npm run bench:case-type [-- --l2 N --epochs N --rate N --decay N --min-texts N --folds N --threshold N]',
  {
    options: {
      l2: { type: 'string' },
      epochs: { type: 'string' },
      rate: { type: 'string' },
      decay: { type: 'string' },
      'min-texts': { type: 'string' },
      folds: { type: 'string', default: '5' },
      threshold: { type: 'string' },
    },
  },
);

/** The setting as a number, or undefined where it was not given (its default comes later). */
function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    failScript('bench:case-type', `${name} must be a number of 0 or more`);
  return parsed;
}
const given = {
  minTexts: number(options['min-texts'], '--min-texts'),
  epochs: number(options.epochs, '--epochs'),
  rate: number(options.rate, '--rate'),
  decay: number(options.decay, '--decay'),
  l2: number(options.l2, '--l2'),
};
const folds = number(options.folds, '--folds') ?? 5;
if (folds < 2 || !Number.isInteger(folds))
  failScript('bench:case-type', '--folds must be a whole number of 2 or more');
const threshold = number(options.threshold, '--threshold');

// The trainer and the reading are loaded once the settings are known to be right (decision 0133).
const { readCaseType, readSecondaryCaseType } =
  await import('../src/server/features/intake/agent/facts/case-type.fact');
const { createCaseTypeModel, MODEL_THRESHOLD } =
  await import('../src/server/features/intake/agent/reading/case-type-model');
const { normalize } = await import('../src/server/features/intake/agent/reading/text');
const { detectLanguage } = await import('../src/server/features/intake/language/detect-language');
const { defaultTrainingOptions, readCaseTypeRows, trainCaseTypeModel } =
  await import('../scripts/case-type-training');
const base = defaultTrainingOptions;
const training: TrainingOptions = {
  minTexts: given.minTexts ?? base.minTexts,
  logistic: {
    epochs: given.epochs ?? base.logistic.epochs,
    rate: given.rate ?? base.logistic.rate,
    decay: given.decay ?? base.logistic.decay,
    l2: given.l2 ?? base.logistic.l2,
  },
};

const rows = readCaseTypeRows(new URL('../', import.meta.url));
const foldOf = (id: string) => createHash('sha256').update(id).digest().readUInt32BE(0) % folds;

let right = 0;
const confusions = new Map<string, number>();
const second = { right: 0, wrong: 0, missing: 0, invented: 0 };
for (let fold = 0; fold < folds; fold += 1) {
  const model = createCaseTypeModel(
    trainCaseTypeModel(
      rows.filter((row) => foldOf(row.id) !== fold),
      training,
    ),
    threshold ?? MODEL_THRESHOLD,
  );
  for (const row of rows.filter((candidate) => foldOf(candidate.id) === fold)) {
    const plain = normalize(row.text);
    const language = detectLanguage(row.text, undefined);
    const reading = readCaseType(row.text, plain, language, model);
    const primary: CaseType | undefined = reading?.caseType;
    if (primary === row.caseType) right += 1;
    else {
      const key = `${row.caseType} → ${primary ?? 'none'}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
    const found =
      reading?.secondary ??
      (primary ? readSecondaryCaseType(row.text, plain, language, primary, model) : undefined);
    const truth = row.secondaryCaseType;
    if (truth && found === truth) second.right += 1;
    else if (truth && found) second.wrong += 1;
    else if (truth) second.missing += 1;
    else if (found && found !== primary) second.invented += 1;
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.info(
  `case type over ${folds} folds of the readable splits (${rows.length} texts), settings ${JSON.stringify(training)}`,
);
console.info(`  first type right: ${right}/${rows.length} = ${percent(right, rows.length)}`);
const withSecond = rows.filter((row) => row.secondaryCaseType).length;
console.info(
  `  second type: right ${second.right}/${withSecond}, wrong ${second.wrong}, missing ${second.missing}, invented ${second.invented}`,
);
console.table(
  [...confusions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([confusion, count]) => ({ confusion, count })),
);
