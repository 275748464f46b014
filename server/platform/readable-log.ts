/**
 * The log as a person reads it in development (NODE_ENV=development, `npm run dev`): each of pino's
 * JSON lines becomes `12:04:05.120 WARN  message  key=value …`, an error's stack on the lines below.
 * Production keeps the JSON lines, for log collectors. (No pino-pretty: one small formatter, no
 * dependency and no worker thread.)
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields, said by the line's start (or not at all). */
const SKIPPED = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

type Entry = Record<string, unknown>;

const clock = (time: unknown) => {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

const isObject = (value: unknown): value is Entry => typeof value === 'object' && value !== null;

/** A field as `key=value`: a request as its method and URL, a response as its status. */
function field(key: string, value: unknown): string | null {
  if (key === 'err') return null;
  if (key === 'req' && isObject(value)) return `${value.method} ${value.url}`;
  if (key === 'res' && isObject(value)) return `status=${value.statusCode}`;
  if (key === 'responseTime' && typeof value === 'number') return `${value.toFixed(1)} ms`;
  return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/** One JSON log line as readable text (ending with a newline); a line that is not JSON is kept. */
export function readableLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (!isObject(entry)) return `${line.trimEnd()}\n`;
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key]) => !SKIPPED.has(key))
    .map(([key, value]) => field(key, value))
    .filter((text) => text !== null);
  let text = [`${clock(entry.time)} ${level}`, typeof entry.msg === 'string' ? entry.msg : '', ...fields]
    .filter(Boolean)
    .join('  ');
  const err = entry.err;
  if (isObject(err)) {
    const stack = typeof err.stack === 'string' ? err.stack : `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    text += `\n${stack.replace(/^/gm, '    ')}`;
  }
  return `${text}\n`;
}

/** A destination for pino that writes each line readable to `out` (standard output by default). */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout) {
  return { write: (line: string) => void out.write(readableLine(line)) };
}
