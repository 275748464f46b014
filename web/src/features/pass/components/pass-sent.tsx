import { MailCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** PASS_LOOKUP=email: the lookup shows no pass, only that it went to the address (the server's words). */
export function PassSent({ message }: { message: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 className="max-w-md text-xl font-semibold">{message}</h2>
    </Card>
  );
}
