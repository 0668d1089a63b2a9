import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { failScript, parseScriptArguments } from '../scripts/script-arguments';

/**
 * `npm run bench:safety` (issue 27): the safety corpus through the real webhook routes. Each
 * sentence is sent as a visitor would: as the description (new chat, then the chat page's
 * opening message), or as the answer to the first question of a chat about an ordinary
 * accident. An alarm is a reply whose first line is the 911 line. Prints recall (people in
 * danger now told to call 911 first) and false alarms (over or calm, told it anyway) per
 * family, language and position, and the reading cost per message.
 *
 * The test split is frozen: this prints figures only, never a sentence. `--split train` or
 * `--split dev` with `--show` lists their misreadings, for tuning. `--file` scores a new round
 * from a helper (the same row format) before it is read, then `--show` lists its misreadings.
 */
const { values: options } = parseScriptArguments(
  'bench:safety',
  'Usage: npm run bench:safety [-- --split test|train|dev | --file round.jsonl] [--show (not the test split)]',
  {
    options: {
      split: { type: 'string', default: 'test' },
      file: { type: 'string' },
      show: { type: 'boolean', default: false },
    },
  },
);
const split = options.split;
if (!['test', 'train', 'dev'].includes(split))
  failScript('bench:safety', `--split must be test, train or dev, not "${split}"`);
const isShown = options.show;
if (isShown && split === 'test' && options.file === undefined)
  failScript('bench:safety', 'the test split is frozen; --show works on --split train or dev only');

const root = path.resolve(import.meta.dirname, '..');
const file = options.file
  ? path.resolve(options.file)
  : path.join(root, 'test', 'corpora', 'safety', `${split}.jsonl`);
if (!fs.existsSync(file)) failScript('bench:safety', `no such file: ${file}`);

// The schema, the server and the detector are loaded once the input is known to be right
// (decision 0133).
const { z } = await import('zod');
const { dangerSignFamilies } = await import('../src/contracts/danger-signs');
const { buildApp } = await import('../src/server/app');
const { loadConfig } = await import('../src/server/config');
const { openStore } = await import('../src/server/db/database');
const { migrateToLatest } = await import('../src/server/db/migrate');
const { packFor } = await import('../src/server/features/intake/language/packs');
const { readDanger } = await import('../src/server/features/intake/safety/detect-danger');
const { ChatClient, outputOf } = await import('../src/server/features/intake/testing/chat-client');
const { loadStaticSite } = await import('../src/server/http/static-site');
const { fakeClientBuild } = await import('../test/support/test-app');

const rowSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  lang: z.enum(['en', 'es', 'mixed']),
  label: z.enum(['now', 'over', 'calm']),
  family: z.enum(dangerSignFamilies).nullable(),
  // Rounds 6 to 12 did not record who is in danger; nothing here scores by it.
  who: z.enum(['self', 'other']).optional(),
  position: z.enum(['description', 'answer']),
  question: z.string().optional(),
  author: z.string().optional(),
});
type Row = ReturnType<typeof rowSchema.parse>;

const rows: Row[] = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line, index) => {
    const parsed = rowSchema.safeParse(JSON.parse(line));
    if (!parsed.success)
      failScript('bench:safety', `line ${index + 1} of ${file}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-safety-'));
const base = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  PORT: '0',
  DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
});
const config = {
  ...base,
  rateLimit: { ipPerMinute: 1_000_000, chatPerMinute: 1_000_000 },
  newChatsPerIpPerHour: 1_000_000,
};
const store = openStore(config.databaseUrl);
await migrateToLatest(store.db);
const app = await buildApp({ config, store, site: loadStaticSite(fakeClientBuild()) });
await app.ready();

const notices = (['en', 'es'] as const).map((language) => packFor(language).saying.emergencyNotice);
const gentleNotes = (['en', 'es'] as const).flatMap((language) => {
  const { saying } = packFor(language);
  return [saying.pastEmergency, saying.pastEmergencyCared, saying.pastSelfHarm];
});
const ordinary = {
  en: 'I was hurt in a car accident last month in Dallas, Texas. Another driver ran a red light.',
  es: 'Tuve un accidente de carro el mes pasado en Dallas, Texas. Otro conductor se pasó el alto.',
};
const visitor = { fullName: 'Sam Rivera', phoneNumber: '(512) 555-0142' };

interface Outcome {
  row: Row;
  isAlarm: boolean;
  isGentle: boolean;
}
const outcomes: Outcome[] = [];
for (const row of rows) {
  const chat = new ChatClient(app);
  let output: string;
  if (row.position === 'description') {
    await chat.newChat({ ...visitor, description: row.text });
    output = outputOf(await chat.send(row.text, { opening: true })).output;
  } else {
    const description = row.lang === 'en' ? ordinary.en : ordinary.es;
    await chat.newChat({ ...visitor, description });
    await chat.send(description, { opening: true });
    output = outputOf(await chat.send(row.text)).output;
  }
  const firstLine = output.split('\n')[0] ?? '';
  outcomes.push({
    row,
    isAlarm: notices.some((notice) => firstLine.startsWith(notice)),
    isGentle: gentleNotes.some((note) => output.startsWith(note)),
  });
}
await app.close();
await store.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// The reading itself, in process: what the check costs each message.
const costs: number[] = [];
const sources = { lexicons: { caught: 0, falseAlarms: 0 }, classifier: { caught: 0, falseAlarms: 0 } };
for (const row of rows) {
  const started = performance.now();
  const reading = readDanger(row.text);
  costs.push(performance.now() - started);
  if (reading.status !== 'now') continue;
  const source = reading.findings.some((finding) => finding.pattern === 'classifier')
    ? 'classifier'
    : 'lexicons';
  if (row.label === 'now') sources[source].caught += 1;
  else sources[source].falseAlarms += 1;
}
costs.sort((a, b) => a - b);
const quantile = (q: number) => costs[Math.min(costs.length - 1, Math.floor(q * costs.length))]!;

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
function figures(subset: Outcome[]) {
  const danger = subset.filter((outcome) => outcome.row.label === 'now');
  const safe = subset.filter((outcome) => outcome.row.label !== 'now');
  const over = subset.filter((outcome) => outcome.row.label === 'over');
  const caught = danger.filter((outcome) => outcome.isAlarm).length;
  const alarms = safe.filter((outcome) => outcome.isAlarm).length;
  return {
    'in danger': danger.length,
    '911 first': `${caught}/${danger.length}`,
    recall: pct(caught, danger.length),
    'over or calm': safe.length,
    'false alarms': `${alarms}/${safe.length}`,
    'false alarm rate': pct(alarms, safe.length),
    'over: gentle note': `${over.filter((outcome) => outcome.isGentle).length}/${over.length}`,
  };
}
const language = (row: Row) => (row.lang === 'en' ? 'en' : 'es (and Spanglish)');

console.info(
  `\nbench:safety — ${options.file ? path.basename(file) : `${split} split`}, ${rows.length} sentences, through the webhook routes\n`,
);
console.table({ all: figures(outcomes) });
console.info('By family (a calm sentence counts under the family whose words it borrows):');
console.table(
  Object.fromEntries(
    [...dangerSignFamilies, null].map((family) => [
      family ?? '(none)',
      figures(outcomes.filter((outcome) => outcome.row.family === family)),
    ]),
  ),
);
console.info('By language:');
console.table(
  Object.fromEntries(
    ['en', 'es (and Spanglish)'].map((name) => [
      name,
      figures(outcomes.filter((outcome) => language(outcome.row) === name)),
    ]),
  ),
);
console.info('By position:');
console.table(
  Object.fromEntries(
    (['description', 'answer'] as const).map((position) => [
      position,
      figures(outcomes.filter((outcome) => outcome.row.position === position)),
    ]),
  ),
);
console.info('Which part raised the alarm (the lexicons, or the classifier where they found no sign):');
console.table(sources);
console.info(
  `Reading cost per message (in process, this machine): p50 ${quantile(0.5).toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms, max ${quantile(1).toFixed(2)} ms`,
);

if (isShown) {
  console.info('\nMisses (in danger, no 911 line first):');
  for (const outcome of outcomes.filter((item) => item.row.label === 'now' && !item.isAlarm))
    console.info(
      `  ${outcome.row.id} [${outcome.row.family}/${outcome.row.lang}/${outcome.row.position}] ${outcome.row.text}`,
    );
  console.info('\nFalse alarms (over or calm, 911 line first):');
  for (const outcome of outcomes.filter((item) => item.row.label !== 'now' && item.isAlarm))
    console.info(
      `  ${outcome.row.id} [${outcome.row.label}/${outcome.row.family}/${outcome.row.lang}] ${outcome.row.text}`,
    );
}
