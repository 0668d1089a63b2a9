import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'start',
  [
    'Usage: npm start   (no arguments; builds the web app when stale, migrates the database and serves)',
    '  Settings are environment variables (PORT, DATABASE_URL, SMTP_URL, …): see the README.',
  ].join('\n'),
  { options: {} },
);
// The server and the build are loaded once the arguments are known to be right (decision 0133).
const { ConfigError, loadConfig } = await import('../src/server/config');
const { startServer } = await import('../src/server/main');
const { buildWeb, staleReason } = await import('./build-web');

// `npm start`: build the web app when it is missing or older than its sources, then serve.
try {
  const { siteUrl, buildDir } = loadConfig();
  const reason = staleReason(siteUrl, buildDir);
  if (reason) {
    console.info(`Building the web app (${reason})...`);
    const { pages, milliseconds } = await buildWeb(siteUrl, buildDir);
    console.info(`Prerendered ${pages} pages in ${(milliseconds / 1000).toFixed(1)} s.`);
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await startServer();
