import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Storage } from './storage';

export type { Storage } from './storage';

/** PostgreSQL when a connection string is given, otherwise the SQLite file in `dataDir`. */
export function openStorage({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Storage> {
  return databaseUrl ? openPostgres(databaseUrl) : Promise.resolve(openSqlite(dataDir));
}
