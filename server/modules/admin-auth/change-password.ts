/**
 * A signed-in organiser's new password: the current one must be given, the new one follows the
 * common rule (common/password-rule.ts), and every session of the account ends, on every instance
 * (the caller opens a new one for the person who changed it).
 */
import type { Executor } from '../../platform/db/client.ts';
import { badRequest, englishText, fieldRefused, unauthorized } from '../../platform/http/errors.ts';
import type { SessionStore } from '../../platform/http/sessions.ts';
import { verifyPassword } from './password.ts';
import { newPasswordRefusal } from './password-refusal.ts';
import { findUserById, setPassword } from './users.ts';

export const WRONG_CURRENT_PASSWORD = englishText('current_password_wrong');
export const NO_LOCAL_PASSWORD = englishText('no_local_password');

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
  if (!user) throw unauthorized('account_gone');
  if (!user.passwordHash) throw badRequest('no_local_password');
  const problem = newPasswordRefusal(newPassword, user.username);
  if (problem) throw fieldRefused('newPassword', problem.code, problem.values);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await deps.wrongPassword();
    throw fieldRefused('currentPassword', 'current_password_wrong');
  }
  await setPassword(deps.db, user.id, newPassword);
  return { sessionsEnded: await deps.sessions.destroyAllOf(user.id) };
}
