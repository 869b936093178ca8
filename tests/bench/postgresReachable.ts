import pg from 'pg';

/** Whether PostgreSQL answers at this URL within two seconds; each bench runs its PostgreSQL half only then. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
