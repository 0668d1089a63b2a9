import { failScript, parseScriptArguments } from './script-arguments';

/**
 * Staff accounts from the command line (issue 7: the first admin is created here; there
 * are no default passwords):
 *
 *   npm run staff -- create-user --email a@b.c --role admin [--name "A B"] [--password-stdin]
 *
 * The password is prompted for without echo on a terminal, or read from standard input
 * with --password-stdin (one line), never from an argument (shell history, `ps`).
 */
const usage = [
  'Usage: npm run staff -- create-user --email <email> --role <admin|case_manager> [--name <name>] [--password-stdin]',
  '  Creates a staff account. The password is prompted for, or read from one line of standard input',
  '  with --password-stdin; 12 characters or more, and hard to guess.',
].join('\n');

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function promptHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const { positionals, values } = parseScriptArguments('staff', usage, {
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  if (positionals[0] !== 'create-user' || positionals.length > 1)
    return failScript(
      'staff',
      positionals[0] ? `unknown command "${positionals.join(' ')}"` : 'a command is required: create-user',
    );
  // Each module is loaded when it is first needed, after the checks that need none (decision 0133).
  const { z } = await import('zod');
  const { staffPasswordSchema, staffRoles } = await import('../src/contracts/staff-console');
  const args = z
    .object({
      email: z.email({ error: 'must be an email address' }),
      role: z.enum(staffRoles),
      name: z.string().optional(),
    })
    .safeParse(values);
  if (!args.success)
    return failScript(
      'staff',
      args.error.issues.map((issue) => `--${issue.path.join('.')} ${issue.message}`).join('; '),
    );
  let password: string;
  if (values['password-stdin'] || !process.stdin.isTTY) {
    password = await readStdinLine();
  } else {
    password = await promptHidden('Password (12 characters or more): ');
    if ((await promptHidden('Repeat the password: ')) !== password) {
      console.error('The passwords do not match.');
      return 1;
    }
  }
  const checked = staffPasswordSchema.safeParse(password);
  if (!checked.success) {
    console.error(`Password ${checked.error.issues[0]?.message ?? 'is not acceptable'}.`);
    return 1;
  }
  // Checked before the store opens: a refused password leaves no database file behind.
  const { describeWeakPassword, personalWordsOf } =
    await import('../src/server/features/staff/auth/password-strength');
  const weakness = describeWeakPassword(
    password,
    personalWordsOf({ email: args.data.email, displayName: args.data.name ?? null }),
  );
  if (weakness) {
    console.error(weakness);
    return 1;
  }
  const { loadConfig } = await import('../src/server/config');
  const { openStore } = await import('../src/server/db/database');
  const { migrateToLatest } = await import('../src/server/db/migrate');
  const { createStaffUser } = await import('../src/server/features/staff/auth/create-staff-user');
  const config = loadConfig();
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store.db);
    const { id } = await createStaffUser(
      store.db,
      {
        email: args.data.email,
        role: args.data.role,
        password,
        ...(args.data.name ? { displayName: args.data.name } : {}),
      },
      { id: null, email: 'cli' },
    );
    console.info(
      `Created ${args.data.role} ${args.data.email.toLowerCase()} (${id}). Sign in at ${config.siteUrl}/staff`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // A bad configuration (ConfigError) prints its readable list, anything else its one line.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
