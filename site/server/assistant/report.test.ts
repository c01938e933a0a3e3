import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite';
import { tempDir } from '../test/tmp';

const siteRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `assistant:report` as the owner would, with DATA_DIR relative to where the command is typed. */
async function report(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/assistant-report.ts', ...args],
      { cwd: siteRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each test starts Node with tsx, which takes a few seconds on a busy machine.
describe('assistant:report', { timeout: 30_000 }, () => {
  const typedIn = tempDir('owner');
  const env = { INIT_CWD: typedIn, DATA_DIR: 'datos' };

  beforeAll(async () => {
    const storage = openSqlite(join(typedIn, 'datos'));
    const question = (
      day: string,
      sessionHash: string | null,
      answered: boolean,
      text: string | null = null,
    ) => storage.recordAssistantQuestion({ day, sessionHash, answered, unansweredText: text });
    await question('2026-03-01', 'a', true);
    await question('2026-03-01', 'a', false, '¿Trabajáis con WordPress?');
    await question('2026-03-01', 'b', true);
    await question('2026-03-02', 'c', false, '¿Trabajáis con WordPress?');
    await question('2026-03-02', 'c', false, '¿Tenéis oficina en Barcelona? Llamadme al [número]');
    await storage.close();
  });

  it('prints the conversations and questions per day, then the unanswered questions, most asked first', async () => {
    const { code, stdout } = await report([], env);
    expect(code).toBe(0);
    expect(stdout.split('\n').map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['Día', 'Conversaciones', 'Preguntas', 'Respondidas', 'Sin respuesta', '% respondidas'],
      ['2026-03-01', '2', '3', '2', '1', '67 %'],
      ['2026-03-02', '1', '2', '0', '2', '0 %'],
      ['Total', '3', '5', '2', '3', '40 %'],
      [''],
      ['Preguntas sin respuesta (veces, último día):'],
      ['2', '2026-03-02', '¿Trabajáis con WordPress?'],
      ['1', '2026-03-02', '¿Tenéis oficina en Barcelona? Llamadme al [número]'],
      [''],
    ]);
  });

  it('prints the same as JSON', async () => {
    const { code, stdout } = await report(['--format', 'json'], env);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      days: [
        { day: '2026-03-01', conversations: 2, questions: 3, answered: 2, unanswered: 1 },
        { day: '2026-03-02', conversations: 1, questions: 2, answered: 0, unanswered: 2 },
      ],
      unanswered: [
        { question: '¿Trabajáis con WordPress?', count: 2, lastDay: '2026-03-02' },
        { question: '¿Tenéis oficina en Barcelona? Llamadme al [número]', count: 1, lastDay: '2026-03-02' },
      ],
    });
  });

  it('says where it looked when there is no database, and refuses an unknown format', async () => {
    const missing = await report([], { ...env, DATA_DIR: 'otra-carpeta' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      `there is no database at ${join(typedIn, 'otra-carpeta', 'renueva.db')}`,
    );
    const csv = await report(['--format', 'csv'], env);
    expect(csv.code).toBe(2);
    expect(csv.stderr).toContain('--format must be text or json');
  });
});
