/**
 * The waiting list's note, the offer and the cancellation in the visitor's language (issue 31): the
 * registration's stored locale writes subject, lines and dates in that language; Arabic right to left.
 * (English, the SPEC's, is checked by each e-mail's own test.)
 */
import { describe, expect, it } from 'vitest';
import { emailInput } from '../../../tests/support/email-input.ts';
import { buildCancellationEmail } from './cancellation-email.ts';
import { buildOfferEmail } from './offer-email.ts';
import { buildWaitingListEmail } from './waiting-list-email.ts';

describe("the waiting list's e-mails in the visitor's language", () => {
  it('writes the waiting list note in German', () => {
    const mail = buildWaitingListEmail({ ...emailInput(), locale: 'de' }, 3);
    expect(mail.subject).toBe('Warteliste für Robots & Rockets: Position 3');
    expect(mail.text).toContain('Robots & Rockets ist ausgebucht. Sie stehen auf der Warteliste, Position 3.');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('writes the offer in French, its end in French words and a 24-hour clock', () => {
    const mail = buildOfferEmail({ ...emailInput(), locale: 'fr' }, new Date('2026-05-29T13:05:00Z'));
    expect(mail.subject).toBe('Une place vous attend : Robots & Rockets');
    expect(mail.text).toMatch(/Acceptez-la avant le vendredi 29 mai (à )?15:05/);
    expect(mail.text).toContain('Accepter ma place: https://events.example.org/my-registration/m1.x#claim');
  });

  it("writes an organiser's cancellation in Spanish with the reason, and in Arabic right to left", () => {
    const cancelled = {
      at: new Date('2026-05-29T13:05:00Z'),
      by: 'organiser' as const,
      reason: 'Sala cerrada',
      before: 'registered' as const,
    };
    const spanish = buildCancellationEmail({ ...emailInput(), locale: 'es' }, cancelled);
    expect(spanish.subject).toBe('Inscripción cancelada: Robots & Rockets');
    expect(spanish.text).toContain(
      'El organizador ha cancelado su inscripción en Robots & Rockets. Motivo: Sala cerrada',
    );
    expect(spanish.text).toContain('Su entrada ya no da acceso.');
    const arabic = buildCancellationEmail({ ...emailInput(), locale: 'ar' }, cancelled);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.subject).toBe('تم إلغاء التسجيل: Robots & Rockets');
  });
});
