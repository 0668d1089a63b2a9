import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint zones of eslint.config.js keep the staff rooms importing one way (decision 0136).
 * Each case lints a made-up file, never written to disk, placed in a room and importing a real
 * module of another room, and reads back only the zone rule's verdict.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const staffDir = path.join(repoRoot, 'src/server/features/staff');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function zoneMessages(fileInStaff: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(staffDir, fileInStaff) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('staff rooms import one way (decision 0136)', () => {
  it('stops the cases room from reading the inbox', async () => {
    const messages = await zoneMessages(
      'cases/list-subscribers-on-a-case.ts',
      "import { listSubscribers } from '../inbox/inbox.repository';\nexport const subscribersOfCase = listSubscribers;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Staff rooms import one way (decision 0136): cases may import');
    expect(messages[0]).toContain('Move what both need down into shared/.');
  });

  it('lets the inbox read the cases room below it', async () => {
    const messages = await zoneMessages(
      'inbox/case-of-a-message.ts',
      "import { findCase } from '../cases/case-view.repository';\nexport const caseOfMessage = findCase;\n",
    );
    expect(messages).toEqual([]);
  });

  it('lets contact attempts read cases, and stops cases from reading contact attempts', async () => {
    expect(
      await zoneMessages(
        'contact-attempts/visitor-of-an-attempt.ts',
        "import { findConsent } from '../cases/case-view.repository';\nexport const consentOfVisitor = findConsent;\n",
      ),
    ).toEqual([]);
    expect(
      await zoneMessages(
        'cases/unreachable-on-the-case-page.ts',
        "import { findUnreachableEmailedAt } from '../contact-attempts/unreachable.repository';\nexport const whenEmailed = findUnreachableEmailedAt;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps shared/ below every room', async () => {
    const messages = await zoneMessages(
      'shared/queue-peek.ts',
      "import { findQueueState } from '../cases/queue.repository';\nexport const peekQueue = findQueueState;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('shared may import no room');
  });

  it('stops a room from importing the plugin root that composes it', async () => {
    const messages = await zoneMessages(
      'audit/every-route.ts',
      "import { staffRouteAccess } from '../staff.routes';\nexport const everyRoute = Object.keys(staffRouteAccess);\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets a room import shared/ and its own files', async () => {
    const messages = await zoneMessages(
      'attorneys/attorney-csv.ts',
      "import { toCsv } from '../shared/csv';\nimport { listAttorneys } from './attorneys.repository';\nexport const both = [toCsv, listAttorneys];\n",
    );
    expect(messages).toEqual([]);
  });
});
