/**
 * What a new password of a local organiser account must be (issue 14): at least 10 characters, and
 * without the account's username in it (issue 29: "door1door1" for door1 was taken). The server
 * enforces it; the web form says it as the person types.
 */
export const MIN_NEW_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1000;

/** Why the password cannot be the account's new one, or null when it can. */
export function newPasswordProblem(password: string, username: string): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) {
    return `The new password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The new password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  const name = username.trim().toLowerCase();
  // A name of one or two letters is in too many good passwords to refuse them.
  if (name.length >= 3 && password.toLowerCase().includes(name)) {
    return 'The new password must not contain your username.';
  }
  return null;
}
