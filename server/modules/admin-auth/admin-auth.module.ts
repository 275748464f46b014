/** Organisers' accounts: the first one made at the first start, sign-in (local and OIDC), staff and roles. */
import type { AppPlatform, AppServer } from '../module.ts';
import { adminAuthRoutes } from './admin-auth.routes.ts';
import { deliverFirstAdminPassword } from './first-admin-notice.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { setPasswordHashCost } from './password.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { staffRoutes } from './staff.routes.ts';
import { createStaffService } from './staff.service.ts';
import { ensureFirstAdmin } from './users.ts';

export async function registerAdminAuth(app: AppServer, platform: AppPlatform): Promise<void> {
  const { config, db, sessions, guards } = platform;
  setPasswordHashCost(config.passwordHashCost);
  const firstAdmin = await ensureFirstAdmin(db, config.adminUsername, config.adminPassword);
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    // For a person: a file only the app's user can read, and the console when it is a terminal;
    // never standard output when that is a pipe into a log collector.
    const file = await deliverFirstAdminPassword({
      dataDir: config.dataDir,
      username: firstAdmin.username,
      password: firstAdmin.generatedPassword,
      terminal: process.stdout.isTTY === true,
      write: (text) => process.stdout.write(text),
    });
    platform.log.warn(
      `Created the first organiser account "${firstAdmin.username}" with a generated password, kept in ${file} ` +
        '(readable by this user only; delete it once you have changed the password). Set ADMIN_PASSWORD to choose it.',
    );
  }

  await app.register(oidcRoutes, {
    db,
    sessions,
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    secureCookies: platform.secureCookies,
    defaultStaffRole: config.defaultStaffRole,
    localSignIn: config.localSignIn,
  });
  await app.register(adminAuthRoutes, {
    db,
    sessions,
    loginRateLimit: platform.limits.login,
    localSignIn: config.localSignIn,
    // Wrong passwords count whatever RATE_LIMIT_PER_MINUTE says, shared on PostgreSQL.
    attempts: createPasswordAttempts(platform.counter()),
    ...guards,
  });
  await app.register(staffRoutes, { staff: createStaffService({ db, sessions }), ...guards });
}
