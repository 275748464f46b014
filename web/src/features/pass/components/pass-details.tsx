import type { RegistrationLookup } from '@common/schemas';
import { CalendarDays, Info, QrCode, ShieldCheck } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatLongDate, formatMediumDate, isOneDay } from '@/lib/format';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { type PassEventStatus, passEventStatus, passStatusBanner, passStatusLabel } from '../utils/pass-status';
import { ResendPassButton } from './resend-pass-button';

/** The QR image's size (SPEC section 9). */
export const QR_SIZE = 256;

const statusBadge: Record<PassEventStatus, BadgeProps['variant']> = {
  ongoing: 'success',
  upcoming: 'secondary',
  past: 'muted',
};

const usageSteps = [
  'public:pass.step.show',
  'public:pass.step.pick',
  'public:pass.step.recorded',
  'public:pass.step.enjoy',
];

export interface PassDetailsProps {
  pass: RegistrationLookup;
  /** The address the visitor searched with; the pass is resent to it. */
  email: string;
}

export function PassDetails({ pass, email }: PassDetailsProps) {
  const status = passEventStatus(pass.event);
  const { t } = useTranslation('public');

  return (
    <div className="grid gap-6">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-indigo-600 to-violet-700 p-6 text-white sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="text-2xl font-bold tracking-tight break-words">{pass.event.name}</h2>
            <Badge variant={statusBadge[status]}>{t(passStatusLabel[status])}</Badge>
          </div>
          <dl className="mt-4 grid gap-2 text-sm text-indigo-100 sm:grid-cols-2">
            {isOneDay(pass.event.startDate, pass.event.endDate) ? (
              <div className="flex items-center gap-2">
                <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                <dt className="sr-only">{t('public:pass.date')}</dt>
                <dd>
                  <time dateTime={pass.event.startDate}>{formatLongDate(pass.event.startDate)}</time>
                </dd>
              </div>
            ) : (
              <>
                <div className="flex items-center gap-2">
                  <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                  <dt className="sr-only">{t('public:pass.starts')}</dt>
                  <dd>
                    <Trans
                      i18nKey="public:pass.from"
                      values={{ date: formatLongDate(pass.event.startDate) }}
                      components={{ span: <span aria-hidden="true" />, time: <time dateTime={pass.event.startDate} /> }}
                    />
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                  <dt className="sr-only">{t('public:pass.ends')}</dt>
                  <dd>
                    <Trans
                      i18nKey="public:pass.to"
                      values={{ date: formatLongDate(pass.event.endDate) }}
                      components={{ span: <span aria-hidden="true" />, time: <time dateTime={pass.event.endDate} /> }}
                    />
                  </dd>
                </div>
              </>
            )}
          </dl>
        </div>
        <p className="flex items-center gap-2 border-b border-border bg-secondary px-6 py-3 text-sm font-medium text-secondary-foreground sm:px-8">
          <Info className="size-4 shrink-0" aria-hidden="true" />
          {t(passStatusBanner[status])}
        </p>

        <div className="grid gap-8 p-6 sm:p-8 md:grid-cols-[1fr_auto] md:items-start">
          <figure className="mx-auto flex flex-col items-center gap-3 md:order-last">
            <div className="rounded-2xl border border-border bg-white p-3 shadow-sm">
              {pass.qrCode ? (
                <img
                  src={pass.qrCode}
                  alt={t('public:pass.qrAlt', { name: pass.name })}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  className="block size-[232px] [image-rendering:pixelated] sm:size-64"
                />
              ) : (
                <div className="flex size-[232px] flex-col items-center justify-center gap-2 rounded-lg bg-muted text-muted-foreground sm:size-64">
                  <QrCode className="size-12" aria-hidden="true" />
                  <span className="text-sm">{t('public:pass.qrUnavailable')}</span>
                </div>
              )}
            </div>
            <figcaption className="flex items-center gap-1.5 text-center text-xs font-medium text-muted-foreground sm:text-sm">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" />
              {t('public:pass.secure')}
            </figcaption>
          </figure>
          <div className="grid gap-6">
            <dl className="grid gap-4">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('public:pass.name')}
                </dt>
                <dd className="mt-1 text-lg font-semibold break-words">{pass.name}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('public:pass.email')}
                </dt>
                <dd className="mt-1 break-words">{pass.email}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('public:pass.registered')}
                </dt>
                <dd className="mt-1">{formatMediumDate(pass.createdAt, t('public:pass.unknown'))}</dd>
              </div>
            </dl>
            <ResendPassButton email={email} />
          </div>
        </div>
      </Card>

      <Card className="p-6 sm:p-8">
        <h2 className="text-lg font-semibold">{t('public:pass.howTo')}</h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {usageSteps.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground">
                {index + 1}
              </span>
              <span className="pt-0.5 text-sm leading-relaxed">{t(step)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
