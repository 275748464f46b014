import { Presentation } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ListLoading, ListState } from '@/components/ui/list-state';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { ApiError, userMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { useCheckIn } from '../api/check-in';
import { useActiveExhibits } from '../api/get-active-exhibits';
import { useKioskDevice } from '../api/kiosk-device';
import { rememberKioskDevice } from '../lib/kiosk-marker';
import { CheckinRefusal } from './checkin-refusal';
import { CheckinSuccess } from './checkin-success';
import { ExhibitCard } from './exhibit-card';
import { KioskEnrolment } from './kiosk-enrolment';
import { QrDataInput } from './qr-data-input';

/**
 * The check-in on this device, or (KIOSK_CHECKIN=enrolled) the notice that it is not enrolled, with
 * the organiser's way to enrol it. When the device's standing cannot be read, the check-in is shown:
 * the server refuses it if it must. What the page learns is noted for the home page, which links
 * the check-in only on a kiosk (`kiosk-marker.ts`).
 */
export function ExhibitCheckin() {
  const device = useKioskDevice();
  const { t } = useTranslation('public');
  const notEnrolled = device.data?.mode === 'enrolled' && !device.data.enrolled;
  useEffect(() => {
    if (device.data) rememberKioskDevice(!notEnrolled);
  }, [device.data, notEnrolled]);
  if (device.isPending) {
    return <ListLoading label={t('public:exhibits.loading')} />;
  }
  if (notEnrolled) {
    return <KioskEnrolment canEnrol={device.data?.canEnrol ?? false} />;
  }
  return <CheckinFlow onDeviceRefused={() => void device.refetch()} />;
}

/** What the last check-in came to, until the next visitor. */
type Outcome = { kind: 'checkedIn'; exhibitName: string } | { kind: 'refused'; message: string };

/**
 * The check-in flow, made for a queue at a kiosk: scan a pass into the box, pick an exhibit; then
 * the success (8 s, or "Next visitor") or a refusal panel. Either way the box is emptied and focused
 * at once, so the next visitor's scan lands in it, and a new scan ends whatever was shown.
 */
function CheckinFlow({ onDeviceRefused }: { onDeviceRefused: () => void }) {
  const exhibits = useActiveExhibits();
  const { t } = useTranslation('public');
  const noExhibits = {
    icon: Presentation,
    title: t('public:exhibits.empty.title'),
    description: t('public:exhibits.empty.text'),
  };
  const checkIn = useCheckIn();
  const box = useRef<HTMLInputElement>(null);
  const [qrData, setQrData] = useState('');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const focusBox = useCallback(() => box.current?.focus(), []);
  useEffect(() => {
    box.current?.focus();
  }, []);

  const nextVisitor = useCallback(() => {
    setOutcome(null);
    setQrData('');
    dismissToast();
    focusBox();
  }, [focusBox]);

  const enterQrData = (value: string) => {
    setQrData(value);
    // The next pass: what the previous visitor got goes away.
    if (value.trim() && outcome) {
      setOutcome(null);
      dismissToast();
    }
  };

  const startCheckIn = (exhibitId: string) => {
    const data = qrData.trim();
    if (!data) {
      toast({
        variant: 'destructive',
        title: t('public:checkin.qrRequired.title'),
        description: t('public:checkin.qrRequired.text'),
      });
      focusBox();
      return;
    }
    setPendingId(exhibitId);
    setOutcome(null);
    checkIn.mutate(
      { qrData: data, exhibitId },
      {
        onSuccess: (result) => {
          toast({
            title: t('public:checkin.success.toast'),
            description: t('public:checkin.success.welcomeToast', { name: result.exhibit.name }),
          });
          setOutcome({ kind: 'checkedIn', exhibitName: result.exhibit.name });
        },
        onError: (error) => {
          setOutcome({ kind: 'refused', message: userMessage(error, t('public:register.failed.retry')) });
          // This device's enrolment was revoked meanwhile: show why, in place of the check-in.
          if (error instanceof ApiError && error.status === 403) onDeviceRefused();
        },
        onSettled: () => {
          setPendingId(null);
          setQrData('');
          focusBox();
        },
      },
    );
  };

  return (
    <div className="grid gap-8">
      <Card className="p-5 sm:p-6">
        <QrDataInput value={qrData} onChange={enterQrData} inputRef={box} />
      </Card>

      {outcome?.kind === 'refused' ? (
        <CheckinRefusal
          message={outcome.message}
          onDismiss={() => {
            setOutcome(null);
            focusBox();
          }}
        />
      ) : null}

      {outcome?.kind === 'checkedIn' ? (
        <CheckinSuccess exhibitName={outcome.exhibitName} onNextVisitor={nextVisitor} />
      ) : (
        <section aria-labelledby="exhibits-heading">
          <h2 id="exhibits-heading" className="sr-only">
            {t('public:exhibits.heading')}
          </h2>
          <ListState
            query={exhibits}
            loading={t('public:exhibits.loading')}
            failed={t('public:exhibits.failed')}
            empty={noExhibits}
          >
            {(items) => (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((exhibit) => (
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
          </ListState>
        </section>
      )}
    </div>
  );
}
