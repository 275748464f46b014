/** The rules of changing a staff account (issue 14), apart from HTTP and SQL. */
import type { StaffRole } from '../../../common/roles.ts';
import { englishText } from '../../platform/http/errors.ts';

export const LAST_OWNER_MESSAGE = englishText('last_owner');

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
}

/**
 * Why the change would leave no enabled owner, or null. `enabledOwners` are the ids of the enabled
 * owners before the change.
 */
export function lastOwnerProblem(
  targetId: string,
  change: StaffChange,
  enabledOwners: readonly string[],
): string | null {
  if (!enabledOwners.includes(targetId)) return null;
  const stopsBeingOwner = (change.role !== undefined && change.role !== 'owner') || change.disabled === true;
  if (stopsBeingOwner && enabledOwners.length <= 1) return LAST_OWNER_MESSAGE;
  return null;
}

/** Whether the account's sessions must end: its role changed, it was disabled, or its password changed. */
export function endsSessions(
  before: { role: string; disabled: boolean },
  change: StaffChange & { password?: string },
): boolean {
  return (
    (change.role !== undefined && change.role !== before.role) ||
    (change.disabled === true && !before.disabled) ||
    change.password !== undefined
  );
}
