import { paths } from '@common/paths';
import type { MyRegistration as Registration } from '@common/responses';
import { CalendarDays, CalendarPlus, CircleAlert, CircleX, Hourglass, LinkIcon, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';
import { Spinner } from '@/components/ui/spinner';
import { formatEventDays, formatLongDate, formatTime12h } from '@/lib/format';
import { calendarUrl, useMyRegistration } from '../api/my-registration';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { ClaimPlacePanel } from './claim-place-panel';
import { MyDetailsForm } from './my-details-form';

/** The QR image's size (SPEC section 9), as on My Pass. */
const QR_SIZE = 256;

export const INVALID_LINK_TITLE = 'This link is not valid or has expired.';

const statusBadge: Record<Registration['status'], { label: string; variant: BadgeProps['variant'] }> = {
  registered: { label: 'Registered', variant: 'success' },
  waiting: { label: 'On the waiting list', variant: 'secondary' },
  offered: { label: 'A place is yours', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

/** A visitor's own page (issue 30 item 2), from the personal link of their e-mails. */
export function MyRegistration({ token }: { token: string }) {
  const query = useMyRegistration(token);
  if (query.isPending) {
    return (
      <Card className="py-14">
        <Spinner label="Opening your registration..." />
      </Card>
    );
  }
  if (query.isError) return <InvalidLink />;
  return <RegistrationView token={token} registration={query.data} />;
}

/** A link forged, altered, expired, or of a registration gone with its event. */
function InvalidLink() {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <IconCircle icon={LinkIcon} tone="destructive" />
      <h2 className="text-xl font-semibold">{INVALID_LINK_TITLE}</h2>
      <p className="max-w-sm text-muted-foreground">
        Open the link in the latest e-mail about your registration, or find your pass with My Pass.
      </p>
      <a href={paths.myPass} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
        Go to My Pass
      </a>
    </Card>
  );
}

function RegistrationView({ token, registration }: { token: string; registration: Registration }) {
  const [editing, setEditing] = useState(false);
  // Why a claim was refused: kept while the page shows where the registration stands now.
  const [refused, setRefused] = useState<string | null>(null);
  const { event, status } = registration;
  const badge = statusBadge[status];
  const changeable = status !== 'cancelled' && !event.ended;

  return (
    <div className="grid gap-6">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-indigo-600 to-violet-700 p-6 text-white sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="text-2xl font-bold tracking-tight break-words">{event.name}</h2>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-indigo-100">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatEventDays(event.startDate, event.endDate)}
          </p>
        </div>
        <div className="grid gap-6 p-6 sm:p-8">
          {refused ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-destructive-soft p-3 text-sm font-medium text-destructive"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="break-words">{refused}</span>
            </p>
          ) : null}
          {status === 'offered' ? (
            <ClaimPlacePanel token={token} registration={registration} changeable={changeable} onRefused={setRefused} />
          ) : (
            <StatusPanel registration={registration} />
          )}
          {event.description ? (
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{event.description}</p>
          ) : null}
          {status === 'cancelled' ? null : (
            <a href={calendarUrl(token)} download="event.ics" className={buttonVariants({ variant: 'outline' })}>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          )}
        </div>
      </Card>

      <Card className="grid gap-4 p-6 sm:p-8">
        <h2 id="my-details-heading" className="text-lg font-semibold">
          My details
        </h2>
        {editing ? (
          <MyDetailsForm token={token} registration={registration} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="grid gap-3">
              <Detail label="Name" value={registration.name} />
              <Detail label="Email" value={registration.email} />
              <Detail label="Phone" value={registration.phone} />
              {event.companyField === 'hidden' ? null : <Detail label="Company" value={registration.company || '—'} />}
            </dl>
            {changeable ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit my details
              </Button>
            ) : null}
          </>
        )}
      </Card>

      <Card className="grid gap-4 p-6 sm:p-8">
        <h2 className="text-lg font-semibold">Exhibits</h2>
        {registration.exhibits.length === 0 ? (
          <p className="text-sm text-muted-foreground">No exhibits announced yet.</p>
        ) : (
          <ul className="grid gap-3">
            {registration.exhibits.map((exhibit) => (
              <li key={exhibit.id} className="rounded-lg border border-border p-4">
                <h3 className="font-semibold break-words">{exhibit.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {formatLongDate(exhibit.date)}, {formatTime12h(exhibit.startTime)} – {formatTime12h(exhibit.endTime)}
                </p>
                {exhibit.description ? <p className="mt-1 text-sm break-words">{exhibit.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>

      {/* A place offered is declined where it is claimed, at the top. */}
      {changeable && status !== 'offered' ? (
        <Card className="grid gap-3 p-6 sm:p-8">
          <h2 className="text-lg font-semibold">Can't come?</h2>
          <p className="text-sm text-muted-foreground">
            {status === 'waiting'
              ? 'Leaving takes you off the waiting list.'
              : 'Cancelling frees your place for someone else.'}
          </p>
          <CancelRegistrationDialog token={token} eventName={event.name} status={status} />
        </Card>
      ) : event.ended && status !== 'cancelled' ? (
        <p className="text-center text-sm text-muted-foreground">
          This event has ended: your registration can no longer be changed.
        </p>
      ) : null}
    </div>
  );
}

function StatusPanel({ registration }: { registration: Registration }) {
  if (registration.status === 'cancelled') {
    return (
      <div className="flex items-start gap-3 rounded-lg bg-muted p-4" role="status">
        <CircleX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold">{registration.cancelledMessage}</p>
          <p className="text-sm text-muted-foreground">Your pass no longer admits you.</p>
        </div>
      </div>
    );
  }
  if (registration.status === 'waiting') {
    return (
      <div className="flex items-start gap-3 rounded-lg bg-secondary p-4">
        <Hourglass className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">You are on the waiting list, position {registration.position}.</p>
          <p className="text-sm text-muted-foreground">You have no pass yet, so you cannot be admitted at the door.</p>
        </div>
      </div>
    );
  }
  return (
    <figure className="mx-auto flex flex-col items-center gap-3">
      <div className="rounded-2xl border border-border bg-white p-3 shadow-sm">
        {registration.qrCode ? (
          <img
            src={registration.qrCode}
            alt={`QR code pass for ${registration.name}`}
            width={QR_SIZE}
            height={QR_SIZE}
            className="block size-[232px] [image-rendering:pixelated] sm:size-64"
          />
        ) : null}
      </div>
      <figcaption className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
        <ShieldCheck className="size-4 text-success" aria-hidden="true" />
        Show this pass at the entrance and at each exhibit.
      </figcaption>
    </figure>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words">{value}</dd>
    </div>
  );
}
