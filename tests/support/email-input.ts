/** A visitor's e-mail input for the e-mail builders' tests: a name and an event name that must be escaped and kept on one line. */
import type { PassEmailInput } from '../../server/modules/passes/pass-email.ts';

export function emailInput(timezone = 'Europe/Paris'): PassEmailInput {
  return {
    registration: { id: 'r1', name: 'Ada <b>Lovelace</b>', email: 'ada@example.com', qrCode: 'v2.r1.sig' },
    event: {
      id: 'e1',
      name: 'Robots &\r\nRockets',
      description: '',
      startDate: new Date('2026-06-01T00:00:00Z'),
      endDate: new Date('2026-06-01T23:59:59.999Z'),
    },
    passUrl: 'https://events.example.org/my-pass',
    registrationUrl: 'https://events.example.org/my-registration/m1.x',
    timezone,
    supportEmail: 'help@example.org',
  };
}
