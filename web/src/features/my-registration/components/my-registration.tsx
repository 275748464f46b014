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
import { useTranslation } from '@/lib/i18n-react';
import { calendarUrl, useMyRegistration } from '../api/my-registration';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { ClaimPlacePanel } from './claim-place-panel';
import { MyDetailsForm } from './my-details-form';

/** The QR image's size (SPEC section 9), as on My Pass. */
const QR_SIZE = 256;

const statusBadge: Record<Registration['status'], { label: string; variant: BadgeProps['variant'] }> = {
  registered: { label: 'public:status.registered', variant: 'success' },
  waiting: { label: 'public:status.waiting', variant: 'secondary' },
  offered: { label: 'public:status.offered', variant: 'warning' },
  cancelled: { label: 'public:status.cancelled', variant: 'muted' },
};

/** A visitor's own page (issue 30 item 2), from the personal link of their e-mails. */
export function MyRegistration({ token }: { token: string }) {
  const query = useMyRegistration(token);
  const { t } = useTranslation('public');
  if (query.isPending) {
    return (
      <Card className="py-14">
        <Spinner label={t('public:mine.opening')} />
      </Card>
    );
  }
  if (query.isError) return <InvalidLink />;
  return <RegistrationView token={token} registration={query.data} />;
}

/** A link forged, altered, expired, or of a registration gone with its event. */
function InvalidLink() {
  const { t } = useTranslation('public');
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <IconCircle icon={LinkIcon} tone="destructive" />
      <h2 className="text-xl font-semibold">{t('public:mine.invalid.title')}</h2>
      <p className="max-w-sm text-muted-foreground">{t('public:mine.invalid.text')}</p>
      <a href={paths.myPass} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
        {t('public:mine.invalid.myPass')}
      </a>
    </Card>
  );
}

function RegistrationView({ token, registration }: { token: string; registration: Registration }) {
  const [editing, setEditing] = useState(false);
  const { t } = useTranslation('public');
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
            <Badge variant={badge.variant}>{t(badge.label)}</Badge>
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
              {t('public:mine.calendar')}
            </a>
          )}
        </div>
      </Card>

      <Card className="grid gap-4 p-6 sm:p-8">
        <h2 id="my-details-heading" className="text-lg font-semibold">
          {t('public:mine.details')}
        </h2>
        {editing ? (
          <MyDetailsForm token={token} registration={registration} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="grid gap-3">
              <Detail label={t('public:pass.name')} value={registration.name} />
              <Detail label={t('public:pass.email')} value={registration.email} />
              <Detail label={t('public:mine.phone')} value={registration.phone} />
              {event.companyField === 'hidden' ? null : (
                <Detail label={t('public:register.field.company')} value={registration.company || '—'} />
              )}
            </dl>
            {changeable ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                {t('public:mine.edit')}
              </Button>
            ) : null}
          </>
        )}
      </Card>

      <Card className="grid gap-4 p-6 sm:p-8">
        <h2 className="text-lg font-semibold">{t('public:mine.exhibits')}</h2>
        {registration.exhibits.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('public:mine.noExhibits')}</p>
        ) : (
          <ul className="grid gap-3">
            {registration.exhibits.map((exhibit) => (
              <li key={exhibit.id} className="rounded-lg border border-border p-4">
                <h3 className="font-semibold break-words">{exhibit.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {t('public:mine.exhibitWhen', {
                    date: formatLongDate(exhibit.date),
                    start: formatTime12h(exhibit.startTime),
                    end: formatTime12h(exhibit.endTime),
                  })}
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
          <h2 className="text-lg font-semibold">{t('public:mine.cantCome')}</h2>
          <p className="text-sm text-muted-foreground">
            {status === 'waiting' ? t('public:mine.leaveText') : t('public:mine.cancelText')}
          </p>
          <CancelRegistrationDialog token={token} eventName={event.name} status={status} />
        </Card>
      ) : event.ended && status !== 'cancelled' ? (
        <p className="text-center text-sm text-muted-foreground">{t('public:mine.ended')}</p>
      ) : null}
    </div>
  );
}

function StatusPanel({ registration }: { registration: Registration }) {
  const { t } = useTranslation('public');
  if (registration.status === 'cancelled') {
    return (
      <div className="flex items-start gap-3 rounded-lg bg-muted p-4" role="status">
        <CircleX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold">{registration.cancelledMessage}</p>
          <p className="text-sm text-muted-foreground">{t('public:mine.noLongerAdmits')}</p>
        </div>
      </div>
    );
  }
  if (registration.status === 'waiting') {
    return (
      <div className="flex items-start gap-3 rounded-lg bg-secondary p-4">
        <Hourglass className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('public:mine.waitingPosition', { position: registration.position })}</p>
          <p className="text-sm text-muted-foreground">{t('public:mine.noPassYet')}</p>
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
            alt={t('public:pass.qrAlt', { name: registration.name })}
            width={QR_SIZE}
            height={QR_SIZE}
            className="block size-[232px] [image-rendering:pixelated] sm:size-64"
          />
        ) : null}
      </div>
      <figcaption className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
        <ShieldCheck className="size-4 text-success" aria-hidden="true" />
        {t('public:mine.showPass')}
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
