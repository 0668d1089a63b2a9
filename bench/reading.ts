import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { QuestionKey } from '../src/server/features/intake/agent/agent';
import type {
  CorpusItem,
  ItemScore,
  ValueComparer,
} from '../src/server/features/intake/testing/reading-corpus';
import { personasDirectory } from '../test/support/personas';
import { failScript, parseScriptArguments } from '../scripts/script-arguments';

/**
 * `npm run bench:reading` (issue 22): the reading corpus (test/corpora/reading) through the
 * agent's own entry points, readDescription for a first message and readAnswer for an answer
 * (its question pending, what the agent knew before in the record), the way a chat turn calls
 * them. Each stored fact is compared with the label by the public personas' scorer
 * (../shared/personas/score.mjs): right, wrong, missing, and invented (set without being said).
 * Prints per-fact accuracy, case type on first messages, and the reading's CPU per turn.
 *
 * The test split is frozen: figures only, never a sentence. `--split train --show` lists the
 * train split's misreadings for tuning; `--file` scores a new round before anyone reads it.
 */
const { values: options } = parseScriptArguments(
  'bench:reading',
  'Usage: npm run bench:reading [-- --split test|train|dev | --file round.jsonl] [--kind first|answer] [--show (not the test split)] [--fact label] [--json out.json]',
  {
    options: {
      split: { type: 'string', default: 'test' },
      file: { type: 'string' },
      show: { type: 'boolean', default: false },
      json: { type: 'string' },
      kind: { type: 'string' },
      fact: { type: 'string' },
    },
  },
);
if (!['test', 'train', 'dev'].includes(options.split))
  failScript('bench:reading', `--split must be test, train or dev, not "${options.split}"`);
if (options.kind !== undefined && !['first', 'answer'].includes(options.kind))
  failScript('bench:reading', `--kind must be first or answer, not "${options.kind}"`);
if (options.fact !== undefined && !options.show)
  failScript('bench:reading', '--fact lists one fact\'s misreadings and needs --show');
if (options.show && options.split === 'test' && options.file === undefined)
  failScript(
    'bench:reading',
    'the test split is frozen; --show works on --split train or a --file round only',
  );

const root = path.resolve(import.meta.dirname, '..');
const personas = personasDirectory(root);
if (!personas)
  failScript('bench:reading', 'needs ../shared/personas (its scorer compares values): not found');
const file = options.file ?? path.join(root, 'test/corpora/reading', `${options.split}.jsonl`);
if (!fs.existsSync(file)) failScript('bench:reading', `no corpus file at ${file}`);
const scorer = (await import(pathToFileURL(path.join(personas!, 'score.mjs')).href)) as ValueComparer;

// The corpus schema and the agent are loaded once the input is known to be right (decision 0133).
const { initialAgentState } = await import('../src/server/features/intake/agent/agent');
const { factRegistry } = await import('../src/server/features/intake/agent/facts/registry');
const { createGuidedAgent } = await import('../src/server/features/intake/agent/guided-agent');
const { corpusItemSchema, recordFromLabels, scoreItem } =
  await import('../src/server/features/intake/testing/reading-corpus');
const items: CorpusItem[] = [];
for (const [index, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
  if (!line.trim()) continue;
  const parsed = corpusItemSchema.safeParse(JSON.parse(line));
  if (!parsed.success) failScript('bench:reading', `line ${index + 1} of ${file}: ${parsed.error.message}`);
  // --kind: one kind's figures alone (the answers' per-fact table apart from first messages').
  if (options.kind === undefined || parsed.data!.kind === options.kind) items.push(parsed.data!);
}

const agent = createGuidedAgent();
const referenceDate = new Date('2026-11-26T15:00:00.000Z');
// Warm up (module loading, first regular expressions compiled) before any turn is timed.
for (const text of [
  'I slipped on a wet floor at a store last week and hurt my back',
  'no',
  'el martes pasado',
]) {
  const state = initialAgentState();
  await agent.readDescription({
    record: recordFromLabels(undefined, 'en'),
    state,
    text,
    referenceDate,
    tokenBudget: 0,
  });
}
const questionKeys = new Set(Object.keys(factRegistry));
const cpu: number[] = [];
const scored: { item: CorpusItem; score: ItemScore; caseType?: string }[] = [];
for (const item of items) {
  // A first message's language is the agent's to detect; an answer's is the chat's so far
  // (Spanglish: whichever the agent makes of it).
  const language =
    item.kind === 'first' ? undefined : item.lang === 'es' ? 'es' : item.lang === 'en' ? 'en' : undefined;
  const context = { ...item.context };
  // "What happened?" is asked before any case type is known, unless it corrects one.
  if (item.question === 'caseType' && !item.style?.includes('correction')) delete context.caseType;
  const before = recordFromLabels(item.kind === 'answer' ? context : undefined, language);
  const pending =
    item.kind === 'answer' && item.question && questionKeys.has(item.question)
      ? (item.question as QuestionKey)
      : null;
  const state = initialAgentState({ language: language ?? 'en', pending, asked: pending ? [pending] : [] });
  const input = { record: before, state, text: item.text, referenceDate, tokenBudget: 0 };
  const start = process.cpuUsage();
  const result = item.kind === 'first' ? await agent.readDescription(input) : await agent.readAnswer(input);
  const used = process.cpuUsage(start);
  cpu.push((used.user + used.system) / 1000);
  // What the context alone implies, read from a message that says nothing.
  const implied =
    item.kind === 'answer'
      ? (await agent.readAnswer({ ...input, text: '…', state: initialAgentState(state) })).record
      : undefined;
  scored.push({
    item,
    score: scoreItem(item, before, result.record, scorer, implied),
    caseType: result.record.caseType,
  });
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const perFact = new Map<string, { right: number; wrong: number; missing: number; invented: number }>();
const row = (label: string) => {
  const existing = perFact.get(label) ?? { right: 0, wrong: 0, missing: 0, invented: 0 };
  perFact.set(label, existing);
  return existing;
};
let right = 0;
let wrong = 0;
let missing = 0;
let invented = 0;
for (const { score } of scored) {
  for (const fact of score.facts) {
    row(fact.label)[fact.verdict] += 1;
    if (fact.verdict === 'right') right += 1;
    else if (fact.verdict === 'wrong') wrong += 1;
    else missing += 1;
  }
  invented += score.invented.length;
  for (const extra of score.invented) row(extra.label).invented += 1;
}
const total = right + wrong + missing;
const firsts = scored.filter(({ item }) => item.kind === 'first');
const typed = firsts.filter(({ item }) => typeof item.facts.caseType === 'string');
const typeRight = typed.filter(({ item, caseType }) => caseType === item.facts.caseType).length;
const sortedCpu = [...cpu].sort((a, b) => a - b);
const quantile = (q: number) =>
  sortedCpu[Math.min(sortedCpu.length - 1, Math.floor(q * sortedCpu.length))] ?? 0;

console.info(`bench:reading on ${options.file ?? `the ${options.split} split`}: ${items.length} items`);
console.table(
  [...perFact.entries()]
    .sort((a, b) => b[1].right + b[1].wrong + b[1].missing - (a[1].right + a[1].wrong + a[1].missing))
    .map(([label, counts]) => ({
      fact: label,
      n: counts.right + counts.wrong + counts.missing,
      right: pct(counts.right, counts.right + counts.wrong + counts.missing),
      wrong: counts.wrong,
      missing: counts.missing,
      invented: counts.invented,
    })),
);
const byKind = (kind: CorpusItem['kind']) => {
  const subset = scored.filter(({ item }) => item.kind === kind);
  const facts = subset.flatMap(({ score }) => score.facts);
  return `${kind}: ${subset.length} items, facts right ${pct(facts.filter((f) => f.verdict === 'right').length, facts.length)}, wrong ${facts.filter((f) => f.verdict === 'wrong').length}, invented ${subset.reduce((sum, { score }) => sum + score.invented.length, 0)}`;
};
console.info(byKind('first'));
console.info(byKind('answer'));
console.info(
  `facts right ${right}/${total} = ${pct(right, total)}; wrong ${wrong} = ${pct(wrong, total)}; missing ${missing}; invented ${invented}`,
);
console.info(`case type (first messages): ${typeRight}/${typed.length} = ${pct(typeRight, typed.length)}`);
console.info(
  `reading CPU per turn: p50 ${quantile(0.5).toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms, max ${quantile(1).toFixed(2)} ms`,
);

if (options.show) {
  // --fact: only that fact's misses, wrongs and inventions (one class of misreading at a time).
  const only = options.fact;
  for (const { item, score, caseType } of scored) {
    const bad = score.facts.filter(
      (fact) => fact.verdict !== 'right' && (only === undefined || fact.label === only),
    );
    const extras = score.invented.filter((extra) => only === undefined || extra.label === only);
    const typeWrong =
      only === undefined &&
      item.kind === 'first' &&
      item.facts.caseType !== undefined &&
      caseType !== item.facts.caseType;
    if (bad.length === 0 && extras.length === 0 && !typeWrong) continue;
    console.info(`\n${item.id} [${item.kind}${item.question ? ` ${item.question}` : ''}] ${item.text}`);
    for (const fact of bad)
      console.info(
        `  ${fact.verdict} ${fact.label}: truth ${JSON.stringify(fact.truth)} got ${JSON.stringify(fact.got)}`,
      );
    for (const extra of extras)
      console.info(`  invented ${extra.label}: ${JSON.stringify(extra.got)}`);
  }
}
if (options.json) {
  const perKey = Object.fromEntries(perFact.entries());
  fs.writeFileSync(
    options.json,
    JSON.stringify(
      { items: items.length, right, wrong, missing, invented, total, typeRight, typed: typed.length, perKey },
      null,
      1,
    ),
  );
}
