/**
 * `pnpm assistant:report [--format text|json]` (from the repository root): prints the assistant's
 * metrics from the database the server uses (DATABASE_URL, or renueva.db in DATA_DIR, default
 * `data`, relative to where the command was typed): conversations, questions, answered and
 * unanswered per day, then the unanswered questions, most asked first, as they were kept (with
 * anything personal-looking redacted).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config';
import { openStorage } from '../server/storage';
import { SQLITE_FILE } from '../server/storage/sqlite';
import type { AssistantReport } from '../server/storage/storage';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'text' } } });
if (values.format !== 'text' && values.format !== 'json') {
  console.error(`assistant:report: --format must be text or json, not ${values.format}.`);
  process.exit(2);
}
const config = configFromEnv();
const file = join(config.dataDir, SQLITE_FILE);
if (!config.databaseUrl && !existsSync(file)) {
  console.error(
    `assistant:report: there is no database at ${file}; set DATA_DIR (or DATABASE_URL) to the server's.`,
  );
  process.exit(1);
}
const storage = await openStorage(config);
const report = await storage.assistantReport();
await storage.close();
process.stdout.write(values.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : asText(report));

function asText({ days, unanswered }: AssistantReport): string {
  const total = (key: 'conversations' | 'questions' | 'answered' | 'unanswered') =>
    days.reduce((sum, day) => sum + day[key], 0);
  const percent = (part: number, whole: number) =>
    whole === 0 ? '-' : `${Math.round((part / whole) * 100)} %`;
  const row = (cells: (string | number)[]) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(10) : String(cell).padStart(13))).join('  ');
  const lines = [
    row(['Día', 'Conversaciones', 'Preguntas', 'Respondidas', 'Sin respuesta', '% respondidas']),
    ...days.map((day) =>
      row([
        day.day,
        day.conversations,
        day.questions,
        day.answered,
        day.unanswered,
        percent(day.answered, day.questions),
      ]),
    ),
    row([
      'Total',
      total('conversations'),
      total('questions'),
      total('answered'),
      total('unanswered'),
      percent(total('answered'), total('questions')),
    ]),
    '',
    unanswered.length === 0
      ? 'Ninguna pregunta sin respuesta.'
      : 'Preguntas sin respuesta (veces, último día):',
    ...unanswered.map((item) => `${String(item.count).padStart(5)}  ${item.lastDay}  ${item.question}`),
  ];
  return `${lines.join('\n')}\n`;
}
