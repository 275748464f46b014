/**
 * common/password-rule.ts's rule as an error code and its values (issue 31): the same checks, in the
 * same order, so the English words (the `errors` catalogue's) are newPasswordProblem's.
 */
import { MAX_PASSWORD_LENGTH, MIN_NEW_PASSWORD_LENGTH, newPasswordProblem } from '../../../common/password-rule.ts';
import type { ErrorCode, ErrorValues } from '../../platform/http/errors.ts';

export function newPasswordRefusal(
  password: string,
  username: string,
): { code: ErrorCode; values: ErrorValues } | null {
  if (newPasswordProblem(password, username) === null) return null;
  if (password.length < MIN_NEW_PASSWORD_LENGTH)
    return { code: 'password_too_short', values: { min: MIN_NEW_PASSWORD_LENGTH } };
  if (password.length > MAX_PASSWORD_LENGTH) return { code: 'password_too_long', values: { max: MAX_PASSWORD_LENGTH } };
  return { code: 'password_contains_username', values: {} };
}
