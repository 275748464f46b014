/** Registrations: a visitor registers and finds their pass again; organisers list and remove them. */
import type { AppPlatform, AppServer } from '../module.ts';
import type { PassesServices } from '../passes/passes.module.ts';
import { myRegistrationRoutes } from './my-registration.routes.ts';
import { createMyRegistrationService } from './my-registration.service.ts';
import { createOrganiserCancel } from './organiser-cancel.service.ts';
import { PASS_LOOKUP_QUEUE, type PassLookupJob, passLookupHandler } from './pass-lookup.job.ts';
import { rewritePhonesToE164 } from './phone-rewrite.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { createRegistrationsService, type RegistrationsService } from './registrations.service.ts';

export async function registerRegistrations(
  app: AppServer,
  platform: AppPlatform,
  passes: PassesServices,
): Promise<{ registrations: RegistrationsService }> {
  const { config, db, queue, now, changes, guards } = platform;
  // Rows from before E.164 (issue 29 item 5), before the door can look them up: once per PHONE_REGION.
  const rewrite = await rewritePhonesToE164(db, config.phoneRegion, {
    onStart: () =>
      platform.log.info(
        `registrations: phone numbers not yet in E.164 are rewritten for PHONE_REGION ${config.phoneRegion} ` +
          '(once; a large table takes minutes, before the app serves)',
      ),
  });
  if (rewrite) platform.log.info({ ...rewrite, region: config.phoneRegion }, 'registrations: phone numbers in E.164');
  const registrations = createRegistrationsService({
    db,
    queue,
    tokens: passes.tokens,
    now,
    changes,
    linkTokens: passes.linkTokens,
    visitorSends: passes.visitorSends,
    organiserSends: passes.organiserSends,
    duplicate: config.passLookup === 'email' ? 'resend' : 'refuse',
    phoneRegion: config.phoneRegion,
  });
  if (config.passLookup === 'email') {
    await queue.define(PASS_LOOKUP_QUEUE);
    if (platform.workers) {
      await queue.work<PassLookupJob>(PASS_LOOKUP_QUEUE.name, passLookupHandler({ db, queue, now }));
    }
  }
  await app.register(registrationsRoutes, {
    db,
    registrations,
    cancelByOrganiser: createOrganiserCancel({ db, queue, now, changes, offerHours: config.waitlistOfferHours }),
    rateLimit: platform.limits.publicSensitive,
    passLookup: config.passLookup,
    phoneRegion: config.phoneRegion,
    ...guards,
  });
  // A visitor's own page, by the personal link of their e-mails (issue 30 item 2).
  const myRegistration = createMyRegistrationService({
    db,
    queue,
    now,
    changes,
    linkTokens: passes.registrationLinkTokens,
    phoneRegion: config.phoneRegion,
    timezone: config.timezone,
    offerHours: config.waitlistOfferHours,
  });
  await app.register(myRegistrationRoutes, {
    myRegistration,
    rateLimit: platform.limits.publicSensitive,
    publicUrl: config.publicUrl,
  });
  return { registrations };
}
