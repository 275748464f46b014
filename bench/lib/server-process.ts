/**
 * Starts a server as a child process (the built app in production mode, or the ceiling server),
 * waits for GET /readyz to answer 200, and reports how long that took and the resident memory then.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** From spawn to the first 200 on /readyz. */
  readyMs: number;
  rssMiB(): number;
  /** CPU time (user + system) the process has used so far. */
  cpuMs(): number;
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  args: string[];
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
}

/** CPU time (user + system) of a process so far, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces: count the fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set size of a process, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kib / 1024) * 10) / 10;
}

export async function startServerProcess({
  args,
  port,
  env,
  timeoutMs = 60_000,
}: StartOptions): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = started + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server not ready within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid!,
    readyMs,
    rssMiB: () => rssMiB(child.pid!),
    cpuMs: () => cpuMs(child.pid!),
    output: () => log,
    stop,
  };
}

/**
 * The settings the bench starts the built app with (production mode, no rate limits, quiet logs),
 * plus what a run adds: its admin password, SMTP sink, database, secret.
 */
export function appEnv(options: {
  port: number;
  dataDir: string;
  adminPassword: string;
  extra?: Record<string, string | undefined>;
}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: options.adminPassword,
    APP_TIMEZONE: 'UTC',
    LOG_LEVEL: 'warn',
    ...options.extra,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
