import type { Kysely } from 'kysely';

import { caseTypes } from '../../../contracts/case-record';
import type { Database } from '../../db/schema';
import type { NewAttorneyRow } from '../../db/tables/reports.tables';

/**
 * Clearly fictional attorneys for tests and local development only, never production data:
 * production's directory comes from staff. Names say "Sample", emails use example.test.
 */
export function sampleAttorneys(now = new Date().toISOString()): NewAttorneyRow[] {
  const all = JSON.stringify(caseTypes);
  const rows: [id: string, name: string, firm: string, states: string[], capacity: number, office: string][] =
    [
      [
        'sample-attorney-1',
        'Alex Sample (fictional)',
        'Sample Injury Law (fictional)',
        ['CA', 'NV', 'AZ'],
        5,
        'Sacramento, CA',
      ],
      [
        'sample-attorney-2',
        'Jordan Example (fictional)',
        'Example Legal Group (fictional)',
        ['CA', 'NY', 'TX'],
        10,
        'Austin, TX',
      ],
      [
        'sample-attorney-3',
        'Casey Placeholder (fictional)',
        'Placeholder & Partners (fictional)',
        ['TX', 'FL', 'NY', 'GA'],
        5,
        'Miami-Dade County, FL',
      ],
    ];
  return rows.map(([id, name, firm, states, capacity, office]) => ({
    id,
    name,
    firm,
    email: `${id}@example.test`,
    states_licensed: JSON.stringify(states),
    practice_areas: all,
    capacity,
    office_location: office,
    is_active: 1,
    created_at: now,
    updated_at: now,
  }));
}

export async function seedSampleAttorneys(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('attorneys').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.insertInto('attorneys').values(sampleAttorneys()).execute();
}
