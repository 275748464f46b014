import { MonitorSmartphone, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconCircle } from '@/components/ui/icon-circle';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n-react';
import { useEnrolDevice } from '../api/kiosk-device';

export interface KioskEnrolmentProps {
  /** An organiser is signed in on this device: offer to enrol it. */
  canEnrol: boolean;
}

/** In place of the check-in (KIOSK_CHECKIN=enrolled) on a device no organiser enrolled. */
export function KioskEnrolment({ canEnrol }: KioskEnrolmentProps) {
  const enrol = useEnrolDevice();
  const { t } = useTranslation('public');
  const [name, setName] = useState('');
  const id = 'kiosk-device-name';

  const submit = () => {
    enrol.mutate(
      name.trim(),
      saveFeedback({
        saved: (device) => ({
          title: t('public:kiosk.enrolled.title'),
          description: t('public:kiosk.enrolled.text', { name: device.name }),
        }),
        failed: t('public:kiosk.failed'),
        fallback: t('public:register.failed.retry'),
      }),
    );
  };

  return (
    <Card className="mx-auto grid max-w-lg gap-5 p-8 text-center sm:p-10">
      <IconCircle icon={ShieldAlert} className="mx-auto" />
      <p className="text-lg font-medium">{t('public:kiosk.notEnrolled')}</p>
      {canEnrol ? (
        <form
          className="grid gap-3 text-start"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) submit();
          }}
        >
          <Label htmlFor={id}>{t('public:kiosk.deviceName')}</Label>
          <Input
            id={id}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('public:kiosk.devicePlaceholder')}
            maxLength={100}
            autoComplete="off"
            icon={<MonitorSmartphone />}
          />
          <Button type="submit" size="lg" disabled={!name.trim() || enrol.isPending}>
            {enrol.isPending ? t('public:kiosk.enrolling') : t('public:kiosk.enrol')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
