/**
 * `pnpm leads:export --format csv|json` (from the repository root): prints every lead, oldest first,
 * to stdout, from the database the server uses: DATABASE_URL, or renueva.db in DATA_DIR (default
 * `data`, relative to where the command was typed).
 */
import { leadsAsCsv } from '../server/leadsExport';
import { runStorageCommand } from './storageCommand';

await runStorageCommand(
  'leads:export',
  ['csv', 'json'],
  (storage) => storage.listLeads(),
  (leads, format) => (format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : leadsAsCsv(leads)),
);
