import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals>;
  output(): string;
}

const siteRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `server/main.ts` in its own Node process (through tsx, no build needed) and waits for its URL. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: siteRoot,
    env: { ...process.env, INIT_CWD: siteRoot, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal as NodeJS.Signals))),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Renueva is serving (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { url, child, exited, output: () => output };
}

/** `spawnServer` for one test file or suite: every server it started is killed after each test. */
export function spawnedPerTest() {
  const running: ServerProcess[] = [];
  afterEach(() => {
    for (const server of running.splice(0)) server.child.kill('SIGKILL');
  });
  return async (env: Record<string, string>) => {
    const server = await spawnServer(env);
    running.push(server);
    return server;
  };
}
