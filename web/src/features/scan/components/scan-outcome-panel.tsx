import { CircleCheck, CircleX, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';

export interface OutcomePanelProps {
  admitted: boolean;
  /** Admitted on this device with the server out of reach: "Admitted (offline)" (issue 16). */
  offline?: boolean;
  /** The visitor's name (admitted) or the reason (not admitted). */
  title?: string;
  detail?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** A visitor let out (issue 32): "Goodbye, Ada" on blue, instead of "Admitted". */
  goodbye?: string;
}

/**
 * The outcome of a pass, impossible to miss: a green "Admitted" or a red "Not admitted" panel, full
 * width, its heading and text saying it (the colour is not the only signal; a sound goes with it).
 */
export function OutcomePanel({ admitted, offline, title, detail, children, className, goodbye }: OutcomePanelProps) {
  const { t } = useTranslation('door');
  const Icon = goodbye ? LogOut : admitted ? CircleCheck : CircleX;
  return (
    <section
      role={admitted ? 'status' : 'alert'}
      aria-live={admitted ? 'polite' : 'assertive'}
      className={cn(
        'flex w-full flex-col items-center gap-2 rounded-card px-6 py-8 text-center text-white shadow-lg',
        goodbye ? 'bg-sky-800' : admitted ? 'bg-green-700' : 'bg-red-700',
        className,
      )}
    >
      <Icon className="size-14" aria-hidden="true" />
      <h2 className="text-3xl font-bold tracking-tight">
        {goodbye
          ? goodbye
          : admitted
            ? offline
              ? t('door:outcome.admittedOffline')
              : t('door:outcome.admitted')
            : t('door:outcome.notAdmitted')}
      </h2>
      {title ? <p className="text-xl font-semibold break-words">{title}</p> : null}
      {detail ? <div className="text-base break-words opacity-95">{detail}</div> : null}
      {children}
    </section>
  );
}
