import { MailCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';

/** PASS_LOOKUP=email: the lookup shows no pass, only that it went to the address (the server's words). */
export function PassSent({ message }: { message: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <IconCircle icon={MailCheck} tone="success" />
      <h2 className="max-w-md text-xl font-semibold">{message}</h2>
    </Card>
  );
}
