/** The queue of offers' expiries (issue 30 item 3): its name, its job and its retries. */
import type { QueueDefinition } from '../../platform/queue.ts';

export const OFFER_EXPIRY_QUEUE_NAME = 'waitlist-offer-expiry';

export const offerExpiryQueue: QueueDefinition = {
  name: OFFER_EXPIRY_QUEUE_NAME,
  options: { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
};

export interface OfferExpiryJob {
  registrationId: string;
}
