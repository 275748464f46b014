import { paths } from '@common/paths';
import { CircleCheckBig, Hourglass, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface RegistrationSuccessProps {
  eventName: string;
  email: string;
  /** On the event's waiting list (issue 30), at this place in line: no pass yet. */
  waitingPosition?: number;
}

/** After the form: registered with the pass on its way, or on the waiting list with the position. */
export function RegistrationSuccess({ eventName, email, waitingPosition }: RegistrationSuccessProps) {
  if (waitingPosition !== undefined) {
    return (
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-muted text-foreground">
          <Hourglass className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">You're on the waiting list</h1>
        <p className="mt-3 text-muted-foreground">
          <strong className="font-semibold text-foreground break-words">{eventName}</strong> is full. You are on the
          waiting list, position <strong className="font-semibold text-foreground">{waitingPosition}</strong>.
        </p>
        <p className="mt-2 text-muted-foreground">
          You have no pass yet. We sent a note to{' '}
          <strong className="font-semibold text-foreground break-words">{email}</strong>.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Back to Events
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
      <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Registration Successful!</h1>
      <p className="mt-3 text-muted-foreground">
        You're registered for <strong className="font-semibold text-foreground break-words">{eventName}</strong>.
      </p>
      <p className="mt-2 text-muted-foreground">
        Your QR pass has been sent to <strong className="font-semibold text-foreground break-words">{email}</strong>.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link href={paths.myPass} className={buttonVariants({ size: 'lg' })}>
          <Ticket aria-hidden="true" />
          View My Pass
        </Link>
        <Link href={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Back to Events
        </Link>
      </div>
    </Card>
  );
}
