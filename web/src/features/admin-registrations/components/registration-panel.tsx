import { doorCalls } from '@common/contracts/door';
import { registrationCalls } from '@common/contracts/registrations';
import { Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { userMessage } from '@/lib/api-client';
import { answerText } from '@/lib/error-text';
import { formatMediumDate, formatShortDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import {
  type RegistrationRow,
  useAdmitRegistration,
  useEventExhibits,
  useResendPass,
} from '../api/admin-registrations';
import { statusBadges, statusLabel, statusSentence } from '../utils/registration-status';
import { CancelRegistrationDialog } from './cancel-registration-dialog';

const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';

/** Whether a staff role may make a call (the server enforces the same list: common/contracts). */
const mayCall = (roles: readonly string[] | 'public', role: string | undefined) =>
  role !== undefined && roles !== 'public' && roles.includes(role);

interface Note {
  ok: boolean;
  title: string;
  text: string;
}

/** The answer to a tap, where the tap was (issue 29 item 9): a status when it worked, an alert when not. */
function NoteLine({ note }: { note: Note | null }) {
  const { t } = useTranslation('registrations');
  return (
    <p
      role={note && !note.ok ? 'alert' : 'status'}
      className={note ? (note.ok ? 'text-sm text-success' : 'text-sm text-destructive') : 'sr-only'}
    >
      {note ? t('registrations:panel.note', { title: note.title, text: note.text }) : null}
    </p>
  );
}

export interface RegistrationPanelProps {
  eventId: string;
  /** Named in the cancel confirmation. */
  eventName: string;
  /** The event has ended: its registrations can no longer be cancelled. */
  ended: boolean;
  /** The row opened, null when the panel is closed. */
  registration: RegistrationRow | null;
  /** The signed-in account's role: the actions offered are those it may take. */
  role: string | undefined;
  onClose: () => void;
}

/**
 * A registrant's details from the registrations table (issue 29 item 8): who they are, where they
 * stand (issue 30 item 5), where they were admitted, and what the role may do about it (resend the
 * pass and admit to an exhibit, for a registration with a place; cancel it, for an organiser).
 */
export function RegistrationPanel({ registration, onClose, ...rest }: RegistrationPanelProps) {
  return (
    <Dialog open={registration !== null} onOpenChange={(open) => !open && onClose()}>
      {registration ? (
        <DialogContent>
          <PanelBody key={registration.id} registration={registration} {...rest} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PanelBody({
  eventId,
  eventName,
  ended,
  registration,
  role,
}: Omit<RegistrationPanelProps, 'registration' | 'onClose'> & { registration: RegistrationRow }) {
  const { t } = useTranslation('registrations');
  // A pass to resend and to admit only with a place: the door refuses the others (waiting, cancelled).
  const placed = registration.status === 'registered';
  const roleMayResend = mayCall(doorCalls.resendQr.roles, role);
  const roleMayAdmit = mayCall(doorCalls.admit.roles, role);
  const roleMayCancel = mayCall(registrationCalls.cancel.roles, role);
  const mayResend = roleMayResend && placed;
  const mayAdmit = roleMayAdmit && placed;
  const mayCancel = roleMayCancel && registration.status !== 'cancelled' && !ended;
  const badge = statusBadges[registration.status];
  const sentence = statusSentence(registration, formatShortDateTime, t);
  // Cancelled from here: the Cancel button that had the focus is gone, so the focus goes to what
  // happened (who cancelled, when, why), and a screen reader reads it.
  const sentenceRef = useRef<HTMLParagraphElement>(null);
  const statusShown = useRef(registration.status);
  useEffect(() => {
    if (statusShown.current !== registration.status && registration.status === 'cancelled') {
      sentenceRef.current?.focus();
    }
    statusShown.current = registration.status;
  }, [registration.status]);
  const exhibits = useEventExhibits(eventId, mayAdmit);
  const admit = useAdmitRegistration(eventId);
  const resend = useResendPass();
  const [exhibitId, setExhibitId] = useState('');
  const [admitNote, setAdmitNote] = useState<Note | null>(null);
  const [resendNote, setResendNote] = useState<Note | null>(null);
  const selectId = useId();
  const admittedTo = new Set(registration.checkIns.map((checkIn) => checkIn.exhibitId));
  const open = (exhibits.data ?? []).filter((exhibit) => !admittedTo.has(exhibit.id));
  const chosen = open.some((exhibit) => exhibit.id === exhibitId) ? exhibitId : (open[0]?.id ?? '');

  const onResend = () => {
    setResendNote(null);
    resend.mutate(registration.id, {
      onSuccess: (answer) =>
        setResendNote({ ok: true, title: t('registrations:panel.resent'), text: answerText(t, answer) }),
      onError: (error) =>
        setResendNote({
          ok: false,
          title: t('registrations:panel.resendError'),
          text: userMessage(error, t('registrations:panel.resendFailed')),
        }),
    });
  };
  const onAdmit = () => {
    if (!chosen) return;
    setAdmitNote(null);
    admit.mutate(
      { registrationId: registration.id, exhibitId: chosen },
      {
        onSuccess: (answer) =>
          setAdmitNote({ ok: true, title: t('registrations:panel.admitted'), text: answerText(t, answer) }),
        onError: (error) =>
          setAdmitNote({
            ok: false,
            title: t('registrations:panel.admitError'),
            text: userMessage(error, t('registrations:panel.admitFailed')),
          }),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{registration.name}</DialogTitle>
        <DialogDescription>
          {t('registrations:panel.registered', {
            date: formatMediumDate(registration.createdAt, t('registrations:panel.unknown')),
          })}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('registrations:table.email')}</dt>
        <dd className="break-all">
          <span dir="ltr">{registration.email}</span>
        </dd>
        <dt className="text-muted-foreground">{t('registrations:panel.phone')}</dt>
        <dd>
          <span dir="ltr">{registration.phone || '—'}</span>
        </dd>
        <dt className="text-muted-foreground">{t('registrations:panel.company')}</dt>
        <dd className="break-words">
          <span dir="auto">{registration.company || '—'}</span>
        </dd>
        <dt className="text-muted-foreground">{t('registrations:table.status')}</dt>
        <dd>
          <Badge variant={badge.variant}>{statusLabel(t, registration.status)}</Badge>
        </dd>
      </dl>
      {sentence ? (
        <p ref={sentenceRef} tabIndex={-1} className="text-sm break-words outline-none">
          {sentence}
        </p>
      ) : null}
      <section aria-labelledby={`${selectId}-checked-in`} className="grid gap-2">
        <h3 id={`${selectId}-checked-in`} className="text-sm font-semibold">
          {t('registrations:table.checkedIn')}
        </h3>
        {registration.checkIns.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('registrations:card.notYet')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {registration.checkIns.map((checkIn) => (
              <li key={`${checkIn.exhibitId ?? 'event'}-${checkIn.checkedInAt}`}>
                <span className="font-medium">{checkIn.exhibitName ?? t('registrations:card.theEvent')}</span>{' '}
                <span className="text-muted-foreground">
                  {checkIn.admittedBy
                    ? t('registrations:panel.admittedBy', {
                        time: formatShortDateTime(checkIn.checkedInAt),
                        name: checkIn.admittedBy,
                      })
                    : formatShortDateTime(checkIn.checkedInAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {mayAdmit ? (
        <section className="grid gap-2">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {t('registrations:panel.admitTo')}
          </label>
          {exhibits.isPending ? (
            <p className="text-sm text-muted-foreground">{t('registrations:panel.loadingExhibits')}</p>
          ) : open.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('registrations:panel.noExhibitLeft')}</p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <select
                id={selectId}
                className={selectClass}
                value={chosen}
                onChange={(event) => setExhibitId(event.target.value)}
              >
                {open.map((exhibit) => (
                  <option key={exhibit.id} value={exhibit.id}>
                    {exhibit.name}
                  </option>
                ))}
              </select>
              <Button onClick={onAdmit} disabled={admit.isPending || !chosen} className="sm:w-auto">
                <ShieldCheck aria-hidden="true" />
                {admit.isPending ? t('registrations:panel.admitting') : t('registrations:panel.admit')}
              </Button>
            </div>
          )}
          <NoteLine note={admitNote} />
        </section>
      ) : null}
      {mayResend ? (
        <section className="grid gap-2">
          <Button variant="outline" onClick={onResend} disabled={resend.isPending} className="w-full sm:w-auto">
            <Mail aria-hidden="true" />
            {resend.isPending ? t('registrations:action.sending') : t('registrations:panel.resend')}
          </Button>
          <NoteLine note={resendNote} />
        </section>
      ) : null}
      {mayCancel ? (
        <section className="grid gap-2">
          <CancelRegistrationDialog registration={registration} eventName={eventName} />
        </section>
      ) : null}
      {!roleMayAdmit && !roleMayResend && !roleMayCancel ? (
        <p className="text-sm text-muted-foreground">{t('registrations:panel.viewOnly')}</p>
      ) : null}
    </>
  );
}
