/**
 * server/main.ts as a child process on exactly the environment given (over this process's), without
 * startServerProcess's test defaults (its host, public URL, rate limit and log level): for the tests of
 * how the server starts on its own defaults, or over HTTPS.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface SpawnedServer {
  child: ChildProcess;
  /** All it wrote so far, standard output and error interleaved as they came. */
  output(): string;
  exited: Promise<number | null>;
}

export function spawnServer(env: NodeJS.ProcessEnv): SpawnedServer {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => chunks.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => chunks.join(''), exited };
}
