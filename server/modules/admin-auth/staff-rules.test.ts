import { describe, expect, it } from 'vitest';
import { endsSessions, LAST_OWNER_MESSAGE, lastOwnerProblem } from './staff-rules.ts';

describe('the last enabled owner', () => {
  it('cannot be demoted or disabled', () => {
    expect(lastOwnerProblem('a', { role: 'organiser' }, ['a'])).toBe(LAST_OWNER_MESSAGE);
    expect(lastOwnerProblem('a', { disabled: true }, ['a'])).toBe(LAST_OWNER_MESSAGE);
  });

  it('may stay an owner, or go when another owner remains', () => {
    expect(lastOwnerProblem('a', { role: 'owner', disabled: false }, ['a'])).toBeNull();
    expect(lastOwnerProblem('a', { role: 'door' }, ['a', 'b'])).toBeNull();
  });

  it('does not limit changes to other accounts', () => {
    expect(lastOwnerProblem('x', { role: 'viewer', disabled: true }, ['a'])).toBeNull();
  });
});

describe('which changes end an account sessions', () => {
  const before = { role: 'organiser', disabled: false };
  it('a new role, disabling, or a new password', () => {
    expect(endsSessions(before, { role: 'door' })).toBe(true);
    expect(endsSessions(before, { disabled: true })).toBe(true);
    expect(endsSessions(before, { password: 'another-password' })).toBe(true);
  });
  it('not the same role again, nor enabling', () => {
    expect(endsSessions(before, { role: 'organiser' })).toBe(false);
    expect(endsSessions({ ...before, disabled: true }, { disabled: false })).toBe(false);
  });
});
