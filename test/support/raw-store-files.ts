import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'kysely';

import type { TestStore } from './test-database';

export interface RawStoreFiles {
  /** Files that hold the test database's pages (SQLite file + WAL, or PostgreSQL relation segments). */
  files: string[];
  /** False when the files exist but this process may not read them (PostgreSQL on another host or user). */
  isReadable: boolean;
}

/**
 * The files on disk that hold one test database, after forcing its pages out of memory:
 * SQLite's file, WAL and shared-memory index; for PostgreSQL, after CHECKPOINT, every
 * segment of every table, TOAST table and index of the test schema.
 */
export async function rawStoreFiles(store: TestStore): Promise<RawStoreFiles> {
  if (store.recycled) {
    throw new Error(
      'rawStoreFiles needs a store nobody used before: createTestStore(engine, { fresh: true })',
    );
  }
  if (store.engine === 'sqlite') {
    const files = ['', '-wal', '-shm', '-journal']
      .map((suffix) => `${store.location}${suffix}`)
      .filter((file) => fs.existsSync(file));
    return { files, isReadable: true };
  }
  await sql`checkpoint`.execute(store.db);
  const { rows: settings } = await sql<{ data_directory: string }>`show data_directory`.execute(store.db);
  const dataDirectory = settings[0]?.data_directory ?? '';
  const { rows } = await sql<{ relative: string }>`
    with own as (select oid, reltoastrelid from pg_class where relnamespace = ${store.location}::regnamespace),
    toast as (select reltoastrelid as oid from own where reltoastrelid <> 0),
    toast_indexes as (select indexrelid as oid from pg_index where indrelid in (select oid from toast))
    select pg_relation_filepath(oid) as relative
    from (select oid from own union select oid from toast union select oid from toast_indexes) as relations
    where pg_relation_filepath(oid) is not null`.execute(store.db);
  const files = rows.flatMap((row) => relationSegments(path.join(dataDirectory, row.relative)));
  return { files, isReadable: files.every(isReadableFile) };
}

/** A relation's main file plus its 1 GB continuation segments (`<file>.1`, …). */
function relationSegments(mainFile: string): string[] {
  const segments: string[] = [];
  for (let index = 0; ; index += 1) {
    const file = index === 0 ? mainFile : `${mainFile}.${index}`;
    if (!fs.existsSync(file)) return segments;
    segments.push(file);
  }
}

function isReadableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** How many times the needles occur in the bytes of the files (case-sensitive, raw bytes; each file read once). */
export function countOccurrences(files: readonly string[], ...needles: string[]): number {
  const patterns = needles.map((needle) => Buffer.from(needle));
  let count = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    for (const pattern of patterns)
      for (let at = bytes.indexOf(pattern); at !== -1; at = bytes.indexOf(pattern, at + 1)) count += 1;
  }
  return count;
}

/** PostgreSQL: bytes on disk of the test schema's tables, with their TOAST and indexes. */
export async function postgresSchemaBytes(store: TestStore): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`
    select coalesce(sum(pg_total_relation_size(oid)), 0) as bytes
    from pg_class where relnamespace = ${store.location}::regnamespace and relkind = 'r'`.execute(store.db);
  return Number(rows[0]?.bytes ?? 0);
}
