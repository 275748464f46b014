import { paths } from '@common/paths';
import { CircleCheckBig, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface RegistrationSuccessProps {
  eventName: string;
  email: string;
}

export function RegistrationSuccess({ eventName, email }: RegistrationSuccessProps) {
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
