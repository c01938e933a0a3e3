/**
 * `pnpm assistant:report [--format text|json]` (from the repository root): prints the assistant's
 * metrics from the database the server uses (DATABASE_URL, or renueva.db in DATA_DIR, default
 * `data`, relative to where the command was typed): conversations, questions, answered and
 * unanswered per day, then the unanswered questions, most asked first, as they were kept (with
 * anything personal-looking redacted).
 */
import type { AssistantReport } from '../server/storage/storage';
import { runStorageCommand } from './storageCommand';

await runStorageCommand(
  'assistant:report',
  ['text', 'json'],
  (storage) => storage.assistantReport(),
  (report, format) => (format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : asText(report)),
);

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
