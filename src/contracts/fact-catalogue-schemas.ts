import { type FactKey, factKeys, factValueSchemas } from './case-record';
import { type FactCatalogue, factCatalogue } from './fact-catalogue';

/**
 * A catalogue entry with its value's schema: the record's own (case-record.ts), joined here
 * rather than in fact-catalogue.ts so the visitor's pages, which read names and correction
 * kinds, never load zod (decision 0040, 0100). For the server and the staff console.
 */
export type FactEntryWithSchema<K extends FactKey> = FactCatalogue[K] & {
  schema: (typeof factValueSchemas)[K];
};

export const factEntries = Object.fromEntries(
  factKeys.map((key) => [key, { ...factCatalogue[key], schema: factValueSchemas[key] }]),
) as { [K in FactKey]: FactEntryWithSchema<K> };
