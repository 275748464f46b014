import { MonitorSmartphone, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
    enrol.mutate(
      name.trim(),
      saveFeedback({
        saved: (device) => ({ title: 'Device enrolled', description: `${device.name} can now check visitors in.` }),
        failed: 'Enrolment failed',
        fallback: 'Please try again.',
      }),
    );
  };

  return (
    <Card className="mx-auto grid max-w-lg gap-5 p-8 text-center sm:p-10">
      <IconCircle icon={ShieldAlert} className="mx-auto" />
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
