import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command line of every `npm run` script (issue 26): `--help` (or `-h`) prints the usage
 * and exits 0; an argument the script does not take prints one line, `npm run <script>:
 * <what is wrong> (see --help)`, and exits 2. Never a stack trace.
 */
export function parseScriptArguments<const T extends Omit<ParseArgsConfig, 'args' | 'strict'>>(
  script: string,
  usage: string,
  config: T,
  argv: readonly string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<T & { args: string[]; strict: true }>> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.info(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, args: [...argv], strict: true });
  } catch (error) {
    return failScript(script, error instanceof Error ? error.message : String(error));
  }
}

/** One line on stderr and exit code 2: what was wrong with the input, and where help is. */
export function failScript(script: string, message: string): never {
  // Node's parse errors add a hint about '--' that reads like noise here: the first sentence is kept.
  const firstLine = message.split(/\n|\. To specify /)[0]!.trim();
  console.error(`npm run ${script}: ${firstLine} (see --help)`);
  process.exit(2);
}
