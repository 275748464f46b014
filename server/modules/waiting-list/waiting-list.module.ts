/**
 * The waiting list (issue 30 item 3): freed places offered to the first in line (offers.ts, called
 * by whatever frees a place), offers that expire unclaimed (offer-expiry.job.ts, on every instance
 * running the workers), and the organiser's list. The offers' e-mails go on the pass e-mails' queue.
 */
import type { AppPlatform, AppServer } from '../module.ts';
import { offerExpiryHandler } from './offer-expiry.job.ts';
import { OFFER_EXPIRY_QUEUE_NAME, type OfferExpiryJob, offerExpiryQueue } from './offer-expiry.queue.ts';
import { waitingListRoutes } from './waiting-list.routes.ts';
import { createWaitingListService } from './waiting-list.service.ts';

export async function registerWaitingList(app: AppServer, platform: AppPlatform): Promise<void> {
  const { config, db, queue, now, changes, guards } = platform;
  const policy = { queue, now, offerHours: config.waitlistOfferHours };
  await queue.define(offerExpiryQueue);
  if (platform.workers) {
    await queue.work<OfferExpiryJob>(
      OFFER_EXPIRY_QUEUE_NAME,
      offerExpiryHandler(db, policy, (eventId) => changes.publish({ kind: 'event', eventId })),
    );
  }
  const waitingList = createWaitingListService({ db, changes, ...policy });
  await app.register(waitingListRoutes, { waitingList, ...guards });
}
