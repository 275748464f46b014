import { paths } from '@common/paths';
import { CircleCheckBig, Hourglass, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Trans, useTranslation } from '@/lib/i18n-react';

export interface RegistrationSuccessProps {
  eventName: string;
  email: string;
  /** On the event's waiting list (issue 30), at this place in line: no pass yet. */
  waitingPosition?: number;
}

/** After the form: registered with the pass on its way, or on the waiting list with the position. */
export function RegistrationSuccess({ eventName, email, waitingPosition }: RegistrationSuccessProps) {
  const { t } = useTranslation('public');
  const strong = <strong className="font-semibold text-foreground break-words" />;
  if (waitingPosition !== undefined) {
    return (
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-muted text-foreground">
          <Hourglass className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{t('public:register.waitlisted.title')}</h1>
        <p className="mt-3 text-muted-foreground">
          <Trans
            i18nKey="public:register.waitlisted.text"
            values={{ event: eventName, position: waitingPosition }}
            components={{ b: strong }}
          />
        </p>
        <p className="mt-2 text-muted-foreground">
          <Trans i18nKey="public:register.waitlisted.note" values={{ email }} components={{ b: strong }} />
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('public:register.backToEvents')}
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheckBig className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{t('public:register.success.title')}</h1>
      <p className="mt-3 text-muted-foreground">
        <Trans i18nKey="public:register.success.text" values={{ event: eventName }} components={{ b: strong }} />
      </p>
      <p className="mt-2 text-muted-foreground">
        <Trans i18nKey="public:register.success.sent" values={{ email }} components={{ b: strong }} />
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link href={paths.myPass} className={buttonVariants({ size: 'lg' })}>
          <Ticket aria-hidden="true" />
          {t('public:register.viewMyPass')}
        </Link>
        <Link href={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('public:register.backToEvents')}
        </Link>
      </div>
    </Card>
  );
}
