import fs from 'node:fs';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../src/server/config';
import { openStore } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { sendNewsletterIssue } from '../src/server/features/newsletter/send-newsletter-issue';

/**
 * Sends one newsletter issue to confirmed subscribers (decision 0065):
 *
 *   npm run newsletter -- --subject "November news" --file issue.txt
 *
 * The file is plain text; blank lines separate paragraphs. Each email carries its own
 * one-click unsubscribe. Prints how many were sent and how many failed.
 */
const usage = 'Usage: npm run newsletter -- --subject <subject> --file <plain text file>';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { subject: { type: 'string' }, file: { type: 'string' } } });
  const subject = values.subject?.trim();
  if (!subject || !values.file) {
    console.error(usage);
    return 1;
  }
  if (!fs.existsSync(values.file)) {
    console.error(`No such file: ${values.file}`);
    return 1;
  }
  const text = fs.readFileSync(values.file, 'utf8');
  const config = loadConfig();
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store.db);
    const result = await sendNewsletterIssue({ store, config }, { subject, text });
    console.info(`Sent ${result.sent}, failed ${result.failed}.`);
    return result.failed > 0 ? 2 : 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
