import { MonitorSmartphone, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { useEnrolDevice } from '../api/kiosk-device';

const NOT_ENROLLED_TEXT = 'This device is not enrolled for check-in. Ask an organiser to enrol it.';

export interface KioskEnrolmentProps {
  /** An organiser is signed in on this device: offer to enrol it. */
  canEnrol: boolean;
}

/** In place of the check-in (KIOSK_CHECKIN=enrolled) on a device no organiser enrolled. */
export function KioskEnrolment({ canEnrol }: KioskEnrolmentProps) {
  const enrol = useEnrolDevice();
  const [name, setName] = useState('');
  const id = 'kiosk-device-name';

  const submit = () => {
    enrol.mutate(name.trim(), {
      onSuccess: (device) => {
        toast({ title: 'Device enrolled', description: `${device.name} can now check visitors in.` });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Enrolment failed',
          description: userMessage(error, 'Please try again.'),
        });
      },
    });
  };

  return (
    <Card className="mx-auto grid max-w-lg gap-5 p-8 text-center sm:p-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-medium">{NOT_ENROLLED_TEXT}</p>
      {canEnrol ? (
        <form
          className="grid gap-3 text-left"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) submit();
          }}
        >
          <Label htmlFor={id}>Device name</Label>
          <Input
            id={id}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Hall A tablet"
            maxLength={100}
            autoComplete="off"
            icon={<MonitorSmartphone />}
          />
          <Button type="submit" size="lg" disabled={!name.trim() || enrol.isPending}>
            {enrol.isPending ? 'Enrolling...' : 'Enrol this device for check-in'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
