/**
 * What the owner's commands (leads:export, assistant:report) share: a `--format` option, and the
 * database the server uses (DATABASE_URL, or renueva.db in DATA_DIR, relative to where the command
 * was typed), which must already exist. Prints `format(data, chosen format)` to stdout.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config';
import { openStorage } from '../server/storage';
import { SQLITE_FILE } from '../server/storage/sqlite';
import type { Storage } from '../server/storage/storage';

export async function runStorageCommand<T, F extends string>(
  name: string,
  formats: readonly [F, ...F[]],
  read: (storage: Storage) => Promise<T>,
  format: (data: T, chosen: F) => string,
) {
  const { values } = parseArgs({ options: { format: { type: 'string' } } });
  const chosen = (values.format ?? formats[0]) as F;
  if (!formats.includes(chosen)) {
    console.error(`${name}: --format must be ${formats.join(' or ')}, not ${chosen}.`);
    process.exit(2);
  }
  const config = configFromEnv();
  const file = join(config.dataDir, SQLITE_FILE);
  if (!config.databaseUrl && !existsSync(file)) {
    console.error(
      `${name}: there is no database at ${file}; set DATA_DIR (or DATABASE_URL) to the server's.`,
    );
    process.exit(1);
  }
  const storage = await openStorage(config);
  const data = await read(storage);
  await storage.close();
  process.stdout.write(format(data, chosen));
}
