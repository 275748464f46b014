import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rule.ts';

describe('a new password', () => {
  it('has at least 10 characters', () => {
    expect(newPasswordProblem('123456789', 'admin')).toBe('The new password must be at least 10 characters.');
    expect(newPasswordProblem('1234567890', 'admin')).toBeNull();
  });

  it('is not the username, whatever the case or the spaces around it', () => {
    expect(newPasswordProblem(' Organiser1 ', 'organiser1')).toBe('The new password must not be your username.');
    expect(newPasswordProblem('organiser12', 'organiser1')).toBeNull();
  });

  it('has at most 1000 characters', () => {
    expect(newPasswordProblem('x'.repeat(1001), 'admin')).toBe('The new password must be at most 1000 characters.');
  });
});
