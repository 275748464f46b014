/**
 * Keeps an event's Google Sheet equal to the database, within Google's limits (decision 028): a sync
 * writes for a bounded time (sheet-writer.ts), saving its progress after every request, and queues
 * its own continuation when more remains; running it twice, or after a half-finished try, never
 * duplicates a row. One sync per event at a time, across instances (the lease in `sheet_syncs`).
 */

import { spreadsheetIdFromUrl } from '../../../common/sheet-url.ts';
import type { SheetsLimits } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { type ErrorCode, type ErrorValues, englishText, HttpError, spokenAnswer } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { findEvent } from '../events/events.repository.ts';
import { writeSheet } from './sheet-writer.ts';
import * as repo from './sheets.repository.ts';
import { SheetsApiError, type SheetsClient, sheetsErrorCode, sheetsHttpError } from './sheets-client.ts';
import { enqueueSheetsSync } from './sheets-sync.job.ts';

export const NOT_CONFIGURED_MESSAGE = englishText('sheets_not_configured');

/** A sync that did not run: its error code, and its English words (for the log). */
const skipped = (code: ErrorCode) => ({ status: 'skipped' as const, code, reason: englishText(code) });

/** Changes closer together than this give one sync. */
export const SHEETS_SYNC_DELAY_SECONDS = 2;
/**
 * Longer than a run can take once it holds the lease: its time (at most 60 s), plus the request under
 * way then (at most 20 s), plus the reads.
 */
const LEASE_SECONDS = 120;
const LEASE_POLL_MS = 200;
/** How long a connection check waits for Google's quota (a 429's Retry-After, the per-minute window). */
const CHECK_WAIT_MS = 10_000;

export type SyncOutcome =
  | {
      /** synced: the sheet is up to date; partial: written in part, the rest follows in the background. */
      status: 'synced' | 'partial';
      syncedAt: Date;
      exhibits: number;
      /** The event's registrations. */
      registrations: number;
      /** Registration rows in the sheet. */
      written: number;
      /** What the organiser should know (the sheet cannot hold the event, a rewrite under way). */
      notice: string | null;
    }
  | { status: 'skipped'; code: ErrorCode; reason: string };

/** The answer of "Sync now" (and its toast): its code, English words and values. */
export function syncAnswer(outcome: Extract<SyncOutcome, { status: 'synced' | 'partial' }>) {
  const { exhibits, registrations, written, notice } = outcome;
  if (outcome.status === 'partial') return spokenAnswer('sheets_sync_partial', { written, registrations });
  // The notice is the sheet writer's English (it cannot hold the event, a rewrite under way).
  return notice
    ? spokenAnswer('sheets_synced_notice', { exhibits, registrations, notice })
    : spokenAnswer('sheets_synced', { exhibits, registrations });
}

export const syncMessage = (outcome: Extract<SyncOutcome, { status: 'synced' | 'partial' }>): string =>
  syncAnswer(outcome).message;

export interface ConnectionCheck {
  configured: boolean;
  connected: boolean;
  writable: boolean;
  serviceAccountEmail: string;
  /** What the organiser reads: its code, English words and their values (`email`, `detail`). */
  code: ErrorCode;
  message: string;
}

export interface SheetsSync {
  readonly configured: boolean;
  readonly serviceAccountEmail: string;
  /** Queues a background sync of the event if it has a sheet; coalesced per event. */
  schedule(eventId: string, delaySeconds?: number): Promise<void>;
  /**
   * Writes the event's data to its sheet now, for at most `budgetMs`, and queues the rest. Skips
   * (without error) an event that is gone or has no sheet; throws an HttpError with a message for the
   * organiser when the sheet cannot be written.
   */
  run(eventId: string, options: { waitForLeaseMs: number; budgetMs: number }): Promise<SyncOutcome>;
  /** Whether the service account can open and edit the sheet (or, without a link, whether its key signs). */
  check(sheetsUrl: string | undefined): Promise<ConnectionCheck>;
}

export interface SheetsSyncDeps {
  db: Database;
  queue: JobQueue;
  /** undefined when no service-account key is configured. */
  client: SheetsClient | undefined;
  limits: SheetsLimits;
  timezone: string;
  now: () => Date;
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };
}

export function createSheetsSync(deps: SheetsSyncDeps): SheetsSync {
  const { db, client } = deps;
  const serviceAccountEmail = client?.serviceAccountEmail ?? '';

  async function waitForLease(eventId: string, waitMs: number): Promise<repo.LeaseResult> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const lease = await repo.acquireSyncLease(db, eventId, LEASE_SECONDS);
      if (lease !== 'busy' || Date.now() >= deadline) return lease;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }

  return {
    configured: client !== undefined,
    serviceAccountEmail,

    async schedule(eventId, delaySeconds = SHEETS_SYNC_DELAY_SECONDS) {
      if (!client) return;
      const link = await repo.findSheetsLink(db, eventId);
      if (!link?.sheetsUrl) return;
      await enqueueSheetsSync(deps.queue, eventId, delaySeconds);
    },

    async run(eventId, options) {
      if (!client) return skipped('sheets_not_configured');
      const event = await findEvent(db, eventId);
      if (!event) return skipped('sheets_event_gone');
      const { sheetsUrl } = event;
      if (!sheetsUrl) return skipped('sheets_event_no_sheet');
      const spreadsheetId = spreadsheetIdFromUrl(sheetsUrl);
      if (!spreadsheetId) return skipped('sheets_saved_link_invalid');

      const lease = await waitForLease(eventId, options.waitForLeaseMs);
      if (lease === 'gone') return skipped('sheets_event_gone');
      if (lease === 'busy') {
        throw new HttpError(409, 'sheets_sync_busy');
      }
      try {
        const written = await writeSheet(
          { db, client, limits: deps.limits, timezone: deps.timezone, log: deps.log },
          { eventId, spreadsheetId },
          Date.now() + options.budgetMs,
        );
        if (!written) return skipped('sheets_event_gone');
        const syncedAt = deps.now();
        if (written.done) {
          await repo.recordSyncOutcome(db, eventId, sheetsUrl, { syncedAt, notice: written.notice });
        } else {
          // The rest in a job of its own (or in the one a change already queued), after any wait Google asked for.
          await repo.recordSyncOutcome(db, eventId, sheetsUrl, { progressing: true, notice: written.notice });
          await enqueueSheetsSync(deps.queue, eventId, Math.ceil((written.retryAfterMs ?? 0) / 1000));
        }
        return {
          status: written.done ? 'synced' : 'partial',
          syncedAt,
          exhibits: written.exhibits,
          registrations: written.registrations,
          written: written.written,
          notice: written.notice,
        };
      } catch (error) {
        deps.log.warn({ eventId, err: error }, 'spreadsheet sync failed');
        const failure =
          error instanceof SheetsApiError
            ? sheetsHttpError(httpStatusOf(error), error, serviceAccountEmail)
            : new HttpError(503, 'sheets_sync_failed');
        await repo
          .recordSyncOutcome(db, eventId, sheetsUrl, { error: failure.message })
          .catch((recordError: unknown) =>
            deps.log.warn({ eventId, err: recordError }, 'could not record the sync error'),
          );
        throw failure;
      } finally {
        await repo
          .releaseSyncLease(db, eventId, lease.until)
          .catch((releaseError: unknown) =>
            deps.log.warn({ eventId, err: releaseError }, 'could not release the sync lease'),
          );
      }
    },

    async check(sheetsUrl) {
      const result = (
        connected: boolean,
        writable: boolean,
        code: ErrorCode,
        values: ErrorValues = {},
      ): ConnectionCheck => ({
        configured: client !== undefined,
        connected,
        writable,
        serviceAccountEmail,
        ...spokenAnswer(code, values),
      });
      if (!client) return result(false, false, 'sheets_not_configured');
      if (sheetsUrl === undefined || sheetsUrl.trim() === '') {
        try {
          await client.checkKey();
          return result(true, true, 'sheets_key_ready');
        } catch (error) {
          return result(false, false, 'sheets_key_cannot_sign', { detail: String(error) });
        }
      }
      const spreadsheetId = spreadsheetIdFromUrl(sheetsUrl);
      if (!spreadsheetId) {
        return result(false, false, 'sheets_link_not_sheets');
      }
      // The organiser waits for the answer: Google's quota is waited out only this long.
      const call = { deadline: Date.now() + CHECK_WAIT_MS };
      let title: string;
      try {
        title = (await client.getSpreadsheet(spreadsheetId, call)).title;
      } catch (error) {
        const failure = asSheetsApiError(error, 'read');
        if (isUpstreamTrouble(failure)) throw sheetsHttpError(502, failure, serviceAccountEmail);
        const { code, values } = sheetsErrorCode(failure, serviceAccountEmail);
        return result(false, false, code, values);
      }
      try {
        await client.probeWrite(spreadsheetId, title, call);
        return result(true, true, 'sheets_connected');
      } catch (error) {
        const failure = asSheetsApiError(error, 'write');
        if (isUpstreamTrouble(failure)) throw sheetsHttpError(502, failure, serviceAccountEmail);
        if (failure.kind === 'forbidden')
          return result(true, false, 'sheets_read_only', { email: serviceAccountEmail });
        const { code, values } = sheetsErrorCode(failure, serviceAccountEmail);
        return result(true, false, code, values);
      }
    },
  };
}

/** Google or the network failed us, not the organiser's sheet: 502, and worth a retry. */
const isUpstreamTrouble = (error: SheetsApiError) => error.kind === 'unavailable' || error.kind === 'unauthorized';

const asSheetsApiError = (error: unknown, operation: 'read' | 'write') =>
  error instanceof SheetsApiError ? error : new SheetsApiError('unavailable', operation, String(error));

const httpStatusOf = (error: SheetsApiError) => (isUpstreamTrouble(error) ? 502 : 422);
