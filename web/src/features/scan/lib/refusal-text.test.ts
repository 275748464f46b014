import { type AdmissionReason, admissionReasons } from '@common/admission-reasons';
import {
  type AdmissionFacts,
  type AdmissionPolicy,
  cancelledMessage,
  decideAdmission,
  decideExit,
} from '@common/admission-rules';
import { decideOffline, INVALID_PASS_MESSAGE, NOT_IN_COPY_MESSAGE, withAdmitter } from '@common/offline-admission';
import { afterAll, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@/lib/format';
import { type RefusalFacts, refusalText } from './refusal-text';
import { doorTranslator } from './test-translator';

// The door formats times on the device's clock; the server in APP_TIMEZONE: the same zone here.
const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const door: AdmissionPolicy = { timezone, earlyMinutes: 30, showCheckinTime: true };
/** Noon of June 1st and times on that day, in the device's zone. */
const at = (hours: number, minutes = 0, day = 1) => new Date(2026, 5, day, hours, minutes);
const exhibit = {
  id: 'x1',
  eventId: 'e1',
  name: 'Robots',
  isActive: true,
  maxCapacity: null as number | null,
  date: at(12),
  startTime: '09:00',
  endTime: '17:00',
};
const facts = (overrides: Partial<AdmissionFacts> = {}): AdmissionFacts => ({
  registration: { id: 'r1', eventId: 'e1' },
  event: { endDate: at(23, 59, 2) },
  exhibit,
  existingCheckin: null,
  checkedInCount: 0,
  now: at(12),
  ...overrides,
});

/** Every refusal the rules make, as the server (and the offline copy) answer it: code, English, fields. */
function refusals(): { name: string; refusal: RefusalFacts & { reason: AdmissionReason }; exhibit?: typeof exhibit }[] {
  const refused = (name: string, overrides: Partial<AdmissionFacts>, withExhibit = true) => {
    const decision = decideAdmission(facts(overrides), door);
    if (decision.allowed) throw new Error(`${name} was admitted`);
    const shown = overrides.exhibit ?? exhibit;
    return {
      name,
      refusal: { reason: decision.reason, message: decision.message, checkedInAt: decision.checkedInAt?.toISOString() },
      ...(withExhibit && shown ? { exhibit: shown } : {}),
    };
  };
  const first = at(10, 2);
  return [
    { name: 'forged pass', refusal: { reason: 'invalid', message: INVALID_PASS_MESSAGE } },
    { name: 'unknown pass', refusal: { reason: 'not_found', message: 'No registration was found for this pass.' } },
    { name: 'not in the copy', refusal: { reason: 'not_found', message: NOT_IN_COPY_MESSAGE } },
    {
      name: 'deleted registration',
      refusal: { reason: 'not_found', message: 'This pass belongs to a registration that no longer exists.' },
    },
    refused('no exhibit', { exhibit: null }),
    refused('another event', { exhibit: { ...exhibit, eventId: 'e2' } }),
    refused('closed exhibit', { exhibit: { ...exhibit, isActive: false } }),
    refused('ended', { event: { endDate: at(11) } }),
    refused('already checked in', { existingCheckin: { checkedInAt: first } }),
    refused('already checked in, the words only', { existingCheckin: { checkedInAt: first } }, false),
    refused('full', { exhibit: { ...exhibit, maxCapacity: 3 }, checkedInCount: 3 }),
    refused('full, the words only', { exhibit: { ...exhibit, maxCapacity: 1 }, checkedInCount: 1 }, false),
    refused('another day', { exhibit: { ...exhibit, date: at(12, 0, 11) } }),
    refused('too early', { now: at(5, 37) }),
    refused('too early, the words only', { now: at(5, 37) }, false),
    refused('too late', { now: at(18) }),
    refused('waiting list', { registration: { id: 'r1', eventId: 'e1', status: 'waiting' } }),
    refused('cancelled', { registration: { id: 'r1', eventId: 'e1', status: 'cancelled', cancelledAt: at(14, 5) } }),
    refused('cancelled, no time', { registration: { id: 'r1', eventId: 'e1', status: 'cancelled' } }),
    // Issue 32: who is inside now.
    refused('already inside', {
      exhibit: { ...exhibit, reentry: true },
      existingCheckin: { checkedInAt: first },
      openVisit: { enteredAt: first },
    }),
    refused(
      'already inside, the words only',
      {
        exhibit: { ...exhibit, reentry: true },
        existingCheckin: { checkedInAt: first },
        openVisit: { enteredAt: first },
      },
      false,
    ),
    refused('no re-entry', { existingCheckin: { checkedInAt: first }, openVisit: null }),
    refused('full inside', { exhibit: { ...exhibit, maxCapacity: 3, capacityMode: 'inside' }, insideCount: 3 }),
    (() => {
      const decision = decideExit({ registration: { id: 'r1', eventId: 'e1' }, exhibit, openVisit: null });
      if (decision.allowed) throw new Error('not inside was let out');
      return { name: 'not inside', refusal: { reason: decision.reason, message: decision.message }, exhibit };
    })(),
  ];
}

afterAll(() => setFormatLocale('en-US'));

describe('a refusal at the door, by its reason code', () => {
  it("says in English exactly what the server's English says", () => {
    const t = doorTranslator('en');
    for (const { name, refusal, exhibit: shown } of refusals()) {
      expect(refusalText(t, refusal, shown), name).toBe(refusal.message);
    }
  });

  it('says it in French for a French door volunteer, the codes unchanged', () => {
    const all = refusals();
    const codes = all.map(({ refusal }) => refusal.reason);
    const t = doorTranslator('fr');
    const french = Object.fromEntries(
      all.map(({ name, refusal, exhibit: shown }) => [name, refusalText(t, refusal, shown)]),
    );
    expect(french).toEqual({
      'forged pass': "Ce code QR n'est pas valide ou a expiré.",
      'unknown pass': 'Aucune inscription trouvée pour ce billet.',
      'not in the copy':
        "Ce billet n'est pas dans la copie de cet appareil (inscription postérieure à sa dernière mise à jour, ou pour un autre événement).",
      'deleted registration': "Ce billet appartient à une inscription qui n'existe plus.",
      'no exhibit': "Cette exposition n'existe pas.",
      'another event': 'Ce billet est pour un autre événement, pas pour Robots.',
      'closed exhibit': "Robots n'est pas ouvert aux passages.",
      ended: 'Cet événement est terminé.',
      'already checked in': 'Déjà enregistré(e) à Robots à 10:02.',
      'already checked in, the words only': 'Déjà enregistré(e) à Robots à 10:02.',
      full: 'Robots est complet (3 visiteurs).',
      'full, the words only': 'Robots est complet (1 visiteur).',
      'another day': "Robots a lieu le jeudi 11 juin, pas aujourd'hui.",
      'too early': 'Robots est ouvert de 9:00 à 17:00. Les passages commencent à 8:30.',
      'too early, the words only': 'Robots est ouvert de 9:00 à 17:00. Les passages commencent à 8:30.',
      'too late': 'Robots est ouvert de 9:00 à 17:00. Les passages sont terminés.',
      'waiting list': "Sur liste d'attente : cette personne n'a pas encore de place pour cet événement.",
      cancelled: 'Inscription annulée le 1 juin, 14:05',
      'cancelled, no time': 'Inscription annulée.',
      'already inside': 'À l’intérieur de Robots depuis 10:02.',
      'already inside, the words only': 'À l’intérieur de Robots depuis 10:02.',
      'no re-entry': 'Robots n’autorise pas de nouvelle entrée : ce visiteur est sorti.',
      'full inside': 'Robots est complet (3 à l’intérieur).',
      'not inside': 'Pas à l’intérieur de Robots.',
    });
    // The codes the server sent (and the door sends back) are the rules' own, untouched.
    expect(refusals().map(({ refusal }) => refusal.reason)).toEqual(codes);
    // Every reason the door can be given is worded.
    expect(new Set(codes)).toEqual(new Set(admissionReasons));
  });

  it("names who admitted first, from the offline copy's own admissions or the server's sync answer", async () => {
    const first = at(10, 2);
    const message = withAdmitter(`Already checked in to Robots at ${formatted(first)}.`, 'door1');
    const refusal = { reason: 'already_checked_in', message, checkedInAt: first.toISOString(), by: 'door1' };
    expect(refusalText(doorTranslator('en'), refusal, exhibit)).toBe(message);
    expect(refusalText(doorTranslator('fr'), refusal, exhibit)).toBe('Déjà enregistré(e) à Robots à 10:02 par door1.');
    expect(refusalText(doorTranslator('de'), { ...refusal, by: undefined }, exhibit)).toBe(
      'Bereits bei Robots eingecheckt, um 10:02 von door1.',
    );
    // The offline copy's decision: the same code and English words as online.
    const pass = 'v2.0c8a3a56-2b4b-4c3e-9d3a-6f1f7f1c2a11.signature';
    const offline = decideOffline(
      {
        policy: door,
        registration: { id: 'x', eventId: 'e1', passHash: null, checkins: [] },
        event: { endDate: at(23, 59, 2).toISOString() },
        exhibit: null,
        ownAdmits: [],
        now: at(12),
      },
      { kind: 'pass', text: pass, hash: 'h' },
    );
    expect(offline).toMatchObject({ allowed: false, reason: 'not_found' });
    if (!offline.allowed)
      expect(refusalText(doorTranslator('es'), offline)).toBe(
        'Esta entrada no está en la copia de este dispositivo (inscrita después de su última actualización, o para otro evento).',
      );
  });

  it('keeps the words it cannot read, and a code it does not know', () => {
    const t = doorTranslator('fr');
    expect(refusalText(t, { reason: 'clock_ahead', message: 'This admission is dated later.' })).toBe(
      'This admission is dated later.',
    );
    expect(refusalText(t, { reason: 'not_open', message: 'Something else.' })).toBe('Something else.');
    expect(cancelledMessage(null, timezone)).toBe('Registration cancelled.');
  });
});

/** '10:02 AM', as the server writes a time. */
function formatted(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: timezone,
  }).format(date);
}
