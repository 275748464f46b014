import { describe, expect, it } from 'vitest';
import { firstAdminNotice } from './first-admin-notice.ts';

describe('the first organiser account notice', () => {
  it('frames the username and password in a box of equal lines', () => {
    const notice = firstAdminNotice('admin', 'Xy3-abc_DEF4ghi5');
    expect(notice).toBe(
      [
        '',
        '┌─────────────────────────────────────────────────────────────┐',
        '│ First organiser account: admin / password: Xy3-abc_DEF4ghi5 │',
        '│ (shown once; change it after signing in)                    │',
        '└─────────────────────────────────────────────────────────────┘',
        '',
        '',
      ].join('\n'),
    );
  });
});
