/**
 * A download of personal data, audited when it ends (issue 28 item 10): its lines pass through as they
 * are written, and once the last has gone, or the download was cut short, `record` writes the one entry
 * that says who read what and how many rows (`complete: false` when the client left early). Written at
 * the end, not the start: the count is known then, and an export of the trail does not list itself.
 */
import type { FastifyBaseLogger } from 'fastify';

export async function* auditedDownload(
  lines: AsyncIterable<string>,
  record: (complete: boolean) => Promise<void>,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  let complete = false;
  try {
    yield* lines;
    complete = true;
  } finally {
    // The file has gone (or the client has): a failed entry is logged, never turned into a broken download.
    await record(complete).catch((error: unknown) => log.error({ err: error }, 'the audit entry of a download failed'));
  }
}
