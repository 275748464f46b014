/**
 * Staff accounts, for owners (issue 14): list them, add a local account or an identity-provider
 * account with its role, change an account's role, password or whether it is disabled. A change of
 * role, a disabled account or a new password ends the account's sessions on every instance.
 */

import type { z } from 'zod';
import type { staffAccountSchema } from '../../../common/responses.ts';
import type { CreateStaffInput, UpdateStaffInput } from '../../../common/schemas.ts';
import { type Database, isUniqueViolation } from '../../platform/db/client.ts';
import {
  conflict,
  type ErrorCode,
  type ErrorValues,
  englishText,
  fieldRefused,
  notFound,
} from '../../platform/http/errors.ts';
import type { SessionStore } from '../../platform/http/sessions.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hashPassword } from './password.ts';
import { newPasswordRefusal } from './password-refusal.ts';
import { endsSessions, lastOwnerProblem } from './staff-rules.ts';
import {
  createIdentityAccount,
  createUser,
  findUserById,
  listUsers,
  lockEnabledOwners,
  type UserRow,
  updateUser,
} from './users.ts';

export const NO_PASSWORD_TO_SET = englishText('no_password_to_set');

const toAccount = (user: UserRow): z.output<typeof staffAccountSchema> => ({
  id: user.id,
  username: user.username,
  role: user.role,
  disabled: user.disabled,
  signIn: user.passwordHash ? 'password' : 'identity-provider',
  createdAt: user.createdAt,
});

const passwordRefused = ({ code, values }: { code: ErrorCode; values?: ErrorValues }) =>
  fieldRefused('password', code, values);

export function createStaffService(deps: { db: Database; sessions: SessionStore }) {
  const { db, sessions } = deps;
  return {
    async list() {
      return (await listUsers(db)).map(toAccount);
    },

    async create(input: CreateStaffInput, audit: AuditContext) {
      if (input.username !== undefined) {
        const problem = newPasswordRefusal(input.password ?? '', input.username);
        if (problem) throw passwordRefused(problem);
      }
      const name = (input.username ?? input.email)!.toLowerCase();
      try {
        const user = await db.transaction(async (tx) => {
          const created =
            input.username !== undefined
              ? await createUser(tx, input.username, input.password!, input.role)
              : await createIdentityAccount(tx, input.email!, input.role);
          await recordAudit(tx, audit, {
            action: 'staff.create',
            targetType: 'account',
            targetId: created.id,
            targetName: created.username,
            changes: { role: created.role, signIn: created.passwordHash ? 'password' : 'identity-provider' },
          });
          return created;
        });
        return toAccount(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('account_name_taken', { name });
        throw error;
      }
    },

    async update(userId: string, change: UpdateStaffInput, audit: AuditContext) {
      const { before, after } = await db.transaction(async (tx) => {
        const enabledOwners = await lockEnabledOwners(tx);
        const user = await findUserById(tx, userId);
        if (!user) throw notFound('staff_account_not_found');
        if (lastOwnerProblem(user.id, change, enabledOwners)) throw conflict('last_owner');
        let passwordHash: string | undefined;
        if (change.password !== undefined) {
          if (!user.passwordHash) throw passwordRefused({ code: 'no_password_to_set' });
          const weak = newPasswordRefusal(change.password, user.username);
          if (weak) throw passwordRefused(weak);
          passwordHash = await hashPassword(change.password);
        }
        const updated = await updateUser(tx, user.id, {
          ...(change.role !== undefined && { role: change.role }),
          ...(change.disabled !== undefined && { disabled: change.disabled }),
          ...(passwordHash !== undefined && { passwordHash, passwordGenerated: false }),
        });
        const changes: Record<string, unknown> = {};
        if (change.role !== undefined && change.role !== user.role)
          changes.role = { before: user.role, after: change.role };
        if (change.disabled !== undefined && change.disabled !== user.disabled) {
          changes.disabled = { before: user.disabled, after: change.disabled };
        }
        // Never the password itself: that it was set.
        if (passwordHash !== undefined) changes.password = 'set';
        await recordAudit(tx, audit, {
          action: 'staff.update',
          targetType: 'account',
          targetId: user.id,
          targetName: user.username,
          changes,
        });
        return { before: user, after: updated };
      });
      if (endsSessions(before, change)) await sessions.destroyAllOf(after.id);
      return toAccount(after);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
