import fs from 'node:fs';

import { failScript, parseScriptArguments } from './script-arguments';

/**
 * Sends one newsletter issue to confirmed subscribers (decision 0065):
 *
 *   npm run newsletter -- --subject "November news" --file issue.txt
 *
 * The file is plain text; blank lines separate paragraphs. Each email carries its own
 * one-click unsubscribe. Prints how many were sent and how many failed.
 */
const usage = [
  'Usage: npm run newsletter -- --subject <subject> --file <plain text file>',
  '  Sends one issue to every confirmed subscriber, each email with one-click unsubscribe.',
  '  The file is plain text; blank lines separate paragraphs.',
].join('\n');

async function main(): Promise<number> {
  const { values } = parseScriptArguments('newsletter', usage, {
    options: { subject: { type: 'string' }, file: { type: 'string' } },
  });
  const subject = values.subject?.trim();
  if (!subject) return failScript('newsletter', '--subject is required and may not be empty');
  if (!values.file) return failScript('newsletter', '--file is required');
  if (!fs.existsSync(values.file) || !fs.statSync(values.file).isFile())
    return failScript('newsletter', `no such file: ${values.file}`);
  const text = fs.readFileSync(values.file, 'utf8');
  // The server's modules are loaded once the input is known to be right (decision 0133).
  const { loadConfig } = await import('../src/server/config');
  const { openStore } = await import('../src/server/db/database');
  const { migrateToLatest } = await import('../src/server/db/migrate');
  const { sendNewsletterIssue } = await import('../src/server/features/newsletter/send-newsletter-issue');
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
  async (error: unknown) => {
    // A readable list for bad configuration, one line for anything else: never a stack trace.
    const { ConfigError } = await import('../src/server/config');
    console.error(
      error instanceof ConfigError
        ? error.message
        : `npm run newsletter: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
