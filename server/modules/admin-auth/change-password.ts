/**
 * A signed-in organiser's new password: the current one must be given, the new one follows the
 * common rule (common/password-rule.ts), and every session of the account ends, on every instance
 * (the caller opens a new one for the person who changed it).
 */
import { newPasswordProblem } from '../../../common/password-rule.ts';
import type { Executor } from '../../platform/db/client.ts';
import { badRequest, unauthorized } from '../../platform/http/errors.ts';
import type { SessionStore } from '../../platform/http/sessions.ts';
import { verifyPassword } from './password.ts';
import { findUserById, setPassword } from './users.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const NO_LOCAL_PASSWORD =
  'Your account signs in through the identity provider: it has no password here to change.';

/**
 * Returns how many sessions of the account ended (the caller's included). `wrongPassword` runs
 * before the refusal of a wrong current password (the caller counts and audits it).
 */
export async function changePassword(
  deps: { db: Executor; sessions: SessionStore; wrongPassword: () => Promise<void> },
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<{ sessionsEnded: number }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized('Your account no longer exists.');
  if (!user.passwordHash) throw badRequest(NO_LOCAL_PASSWORD);
  const problem = newPasswordProblem(newPassword, user.username);
  if (problem) throw badRequest(problem, { issues: [{ path: 'newPassword', message: problem }] });
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await deps.wrongPassword();
    throw badRequest(WRONG_CURRENT_PASSWORD, {
      issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
    });
  }
  await setPassword(deps.db, user.id, newPassword);
  return { sessionsEnded: await deps.sessions.destroyAllOf(user.id) };
}
