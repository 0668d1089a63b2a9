import pg from 'pg';

/** The PostgreSQL the tests use: TEST_DATABASE_URL, else the machine's local server (database `test`). */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function isPostgresReachable(url = testPostgresUrl): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
