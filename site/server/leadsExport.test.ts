import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadSchema } from '../src/schemas/lead';
import { openSqlite } from './storage/sqlite';
import { leadInput } from './test/fixtures';
import { tempDir } from './test/tmp';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs `leads:export` as the owner would, with DATA_DIR relative to where the command is typed. */
async function exportLeads(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads-export.ts', ...args],
      { cwd: siteRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each test starts Node with tsx, which takes a few seconds on a busy machine.
describe('leads:export', { timeout: 30_000 }, () => {
  const typedIn = tempDir('owner');
  const env = { INIT_CWD: typedIn, DATA_DIR: 'datos' };
  const tricky = {
    ...leadInput,
    company: '=HYPERLINK("http://malo.example")',
    message: 'Dijo "hola",\ny se fue',
  };
  const ids: string[] = [];

  beforeAll(async () => {
    const storage = openSqlite(join(typedIn, 'datos'));
    for (const [lead, spam] of [
      [leadInput, false],
      [tricky, false],
      [{ ...leadInput, name: 'Bot' }, true],
    ] as const) {
      const saved = await storage.saveLead({
        lead: leadSchema.parse(lead),
        spam,
        key: null,
        fingerprint: 'x',
        createdAt: new Date(`2026-03-0${ids.length + 1}T10:00:00Z`),
      });
      if (saved.outcome === 'created') ids.push(saved.id);
    }
    const [first] = await storage.claimDeliveries(new Date('2026-03-01T10:00:00Z'), new Date(), 1, [
      'webhook',
    ]);
    await storage.markDelivered(first?.id ?? '', new Date('2026-03-01T10:00:05Z'));
    await storage.close();
  });

  it('prints every lead as JSON, oldest first', async () => {
    const { code, stdout } = await exportLeads(['--format', 'json'], env);
    expect(code).toBe(0);
    const leads = JSON.parse(stdout);
    expect(leads.map((lead: { id: string }) => lead.id)).toEqual(ids);
    expect(leads[0]).toMatchObject({
      name: leadInput.name,
      deliveredAt: '2026-03-01T10:00:05.000Z',
      spam: false,
    });
    expect(leads[1]).toMatchObject({ company: tricky.company, message: tricky.message });
    expect(leads[2]).toMatchObject({ name: 'Bot', spam: true });
  });

  it('prints CSV that a spreadsheet opens with its accents, quotes and line breaks, and no formulas', async () => {
    const { code, stdout } = await exportLeads(['--format', 'csv'], env);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"fecha","nombre","correo","teléfono","empresa","web","asistente","mensaje","spam","entregado","id"',
    );
    expect(lines[1]).toBe(
      `"2026-03-01T10:00:00.000Z","Lucía Fernández","lucia@panaderialucia.es","612 345 678","Panadería Lucía",` +
        `"https://panaderialucia.es","voice","${leadInput.message}","no","2026-03-01T10:00:05.000Z","${ids[0]}"`,
    );
    expect(lines[2]).toBe(
      `"2026-03-02T10:00:00.000Z","Lucía Fernández","lucia@panaderialucia.es","612 345 678",` +
        `"'=HYPERLINK(""http://malo.example"")","https://panaderialucia.es","voice","Dijo ""hola"",\ny se fue","no","","${ids[1]}"`,
    );
    expect(lines[3]).toMatch(/^"2026-03-03T10:00:00.000Z","Bot",.*,"sí","",/s);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('says where it looked when there is no database, and refuses an unknown format', async () => {
    const missing = await exportLeads([], { ...env, DATA_DIR: 'otra-carpeta' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      `there is no database at ${join(typedIn, 'otra-carpeta', 'renueva.db')}`,
    );
    const xml = await exportLeads(['--format', 'xml'], env);
    expect(xml.code).toBe(2);
    expect(xml.stderr).toContain('--format must be csv or json');
  });
});
