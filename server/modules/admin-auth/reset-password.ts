/**
 * A forgotten local password, reset from the command line (server/admin-cli.ts): the account gets
 * the new password and every session of it ends, on every instance.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../platform/db/client.ts';
import type { SessionStore } from '../../platform/http/sessions.ts';
import { findUserByUsername, setPassword } from './users.ts';

/** As ADMIN_PASSWORD (config.ts) and the sign-in form allow. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1000;

export type ResetResult = { ok: true; username: string; sessionsEnded: number } | { ok: false; problem: string };

export const generatePassword = () => randomBytes(12).toString('base64url');

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

export async function resetPassword(
  deps: { db: Executor; sessions: SessionStore },
  username: string,
  password: string,
  /** The password was generated (not chosen on standard input): the account is asked to change it. */
  generated = false,
): Promise<ResetResult> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, problem };
  const user = await findUserByUsername(deps.db, username);
  if (!user) return { ok: false, problem: `There is no account named "${username.trim().toLowerCase()}".` };
  if (!user.passwordHash) {
    return {
      ok: false,
      problem: `"${user.username}" signs in through the identity provider: it has no password here to reset.`,
    };
  }
  await setPassword(deps.db, user.id, password, generated);
  const sessionsEnded = await deps.sessions.destroyAllOf(user.id);
  return { ok: true, username: user.username, sessionsEnded };
}
