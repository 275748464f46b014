/**
 * The real server as a child process, for tests that kill, restart or run several instances: its sources
 * run as they are (Node 22 strips the types; no loader, which cost seconds of CPU per start).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { call } from './http.ts';
import { waitFor } from './wait.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
  ready(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '0',
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    async ready(timeoutMs = 60_000) {
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
          return (await call(baseUrl, 'GET', '/readyz').catch(() => ({ status: 0 }))).status === 200;
        },
        timeoutMs,
        100,
      );
    },
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
