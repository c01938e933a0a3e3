/**
 * `pnpm leads:export --format csv|json` (from the repository root): prints every lead, oldest first,
 * to stdout, from the database the server uses: DATABASE_URL, or renueva.db in DATA_DIR (default
 * `data`, relative to where the command was typed).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config';
import { leadsAsCsv } from '../server/leadsExport';
import { openStorage } from '../server/storage';
import { SQLITE_FILE } from '../server/storage/sqlite';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'csv' } } });
if (values.format !== 'csv' && values.format !== 'json') {
  console.error(`leads:export: --format must be csv or json, not ${values.format}.`);
  process.exit(2);
}
const config = configFromEnv();
const file = join(config.dataDir, SQLITE_FILE);
if (!config.databaseUrl && !existsSync(file)) {
  console.error(
    `leads:export: there is no database at ${file}; set DATA_DIR (or DATABASE_URL) to the server's.`,
  );
  process.exit(1);
}
const storage = await openStorage(config);
const leads = await storage.listLeads();
await storage.close();
process.stdout.write(values.format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : leadsAsCsv(leads));
