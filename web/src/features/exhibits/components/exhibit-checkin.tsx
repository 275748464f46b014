import { Presentation, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, userMessage } from '@/lib/api-client';
import { useCheckIn } from '../api/check-in';
import { useActiveExhibits } from '../api/get-active-exhibits';
import { useKioskDevice } from '../api/kiosk-device';
import { CheckinSuccess } from './checkin-success';
import { ExhibitCard } from './exhibit-card';
import { KioskEnrolment } from './kiosk-enrolment';
import { QrDataInput } from './qr-data-input';

/**
 * The check-in on this device, or (KIOSK_CHECKIN=enrolled) the notice that it is not enrolled, with
 * the organiser's way to enrol it. When the device's standing cannot be read, the check-in is shown:
 * the server refuses it if it must.
 */
export function ExhibitCheckin() {
  const device = useKioskDevice();
  if (device.isPending) {
    return (
      <div className="py-16">
        <Spinner label="Loading exhibits..." />
      </div>
    );
  }
  if (device.data?.mode === 'enrolled' && !device.data.enrolled) {
    return <KioskEnrolment canEnrol={device.data.canEnrol} />;
  }
  return <CheckinFlow onDeviceRefused={() => void device.refetch()} />;
}

/** The check-in flow: enter QR data, pick an exhibit, then the success screen. */
function CheckinFlow({ onDeviceRefused }: { onDeviceRefused: () => void }) {
  const exhibits = useActiveExhibits();
  const checkIn = useCheckIn();
  const [qrData, setQrData] = useState('');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [checkedIn, setCheckedIn] = useState<string | null>(null);

  if (checkedIn !== null) {
    return (
      <CheckinSuccess
        exhibitName={checkedIn}
        onDone={() => {
          setCheckedIn(null);
          setQrData('');
        }}
      />
    );
  }

  const startCheckIn = (exhibitId: string) => {
    const data = qrData.trim();
    if (!data) {
      toast({
        variant: 'destructive',
        title: 'QR Code Required',
        description: 'Please scan your QR code first or enter QR data manually.',
      });
      return;
    }
    setPendingId(exhibitId);
    checkIn.mutate(
      { qrData: data, exhibitId },
      {
        onSuccess: (result) => {
          toast({ title: 'Check-in Successful!', description: `Welcome to ${result.exhibit.name}.` });
          setCheckedIn(result.exhibit.name);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Check-in Failed',
            description: userMessage(error, 'Please try again.'),
          });
          // This device's enrolment was revoked meanwhile: show why, in place of the check-in.
          if (error instanceof ApiError && error.status === 403) onDeviceRefused();
        },
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <div className="grid gap-8">
      <Card className="p-5 sm:p-6">
        <QrDataInput value={qrData} onChange={setQrData} />
      </Card>

      <section aria-labelledby="exhibits-heading">
        <h2 id="exhibits-heading" className="sr-only">
          Active exhibits
        </h2>
        {exhibits.isPending ? (
          <div className="py-16">
            <Spinner label="Loading exhibits..." />
          </div>
        ) : exhibits.isError ? (
          <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
            <p className="text-muted-foreground">The exhibits could not be loaded. Please try again.</p>
            <Button variant="outline" onClick={() => void exhibits.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        ) : exhibits.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
              <Presentation className="size-7" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">No Active Exhibits</h3>
            <p className="max-w-md text-muted-foreground">
              There are no exhibits available at this time. Please check back later.
            </p>
          </div>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {exhibits.data.map((exhibit) => (
              <li key={exhibit.id} className="flex">
                <ExhibitCard
                  exhibit={exhibit}
                  checkingIn={pendingId === exhibit.id}
                  disabled={checkIn.isPending}
                  onCheckIn={() => startCheckIn(exhibit.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
