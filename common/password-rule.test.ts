import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rule.ts';

describe('a new password', () => {
  it('has at least 10 characters', () => {
    expect(newPasswordProblem('123456789', 'admin')).toBe('The new password must be at least 10 characters.');
    expect(newPasswordProblem('1234567890', 'admin')).toBeNull();
  });

  it('does not contain the username, whatever the case or the spaces around it', () => {
    const refused = 'The new password must not contain your username.';
    expect(newPasswordProblem(' Organiser1 ', 'organiser1')).toBe(refused);
    expect(newPasswordProblem('door1door1', 'door1')).toBe(refused);
    expect(newPasswordProblem('my-DOOR1-phone', 'door1')).toBe(refused);
    expect(newPasswordProblem('organiser12', 'organiser1')).toBe(refused);
    expect(newPasswordProblem('a-long-password', 'door1')).toBeNull();
    // One or two letters are in too many passwords to refuse them.
    expect(newPasswordProblem('a-long-password', 'al')).toBeNull();
  });

  it('has at most 1000 characters', () => {
    expect(newPasswordProblem('x'.repeat(1001), 'admin')).toBe('The new password must be at most 1000 characters.');
  });
});
