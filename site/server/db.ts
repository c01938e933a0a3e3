import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The storage the server needs. SQLite now; PostgreSQL joins behind the same interface later. */
export interface Storage {
  /** True when the database answers a trivial query. */
  isHealthy(): boolean;
  close(): void;
}

/**
 * Opens (and creates on first start) the SQLite database file `renueva.db` in `dataDir`, in WAL
 * mode so readers never wait for the writer, and records the schema version it is at.
 */
export function openSqlite(dataDir: string): Storage {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'renueva.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    applied_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  return {
    isHealthy() {
      try {
        return db.prepare('select 1 as ok').get() !== undefined;
      } catch {
        return false;
      }
    },
    close() {
      db.close();
    },
  };
}
