import type { LookupMatch } from '@common/responses';
import { CalendarDays, ChevronRight, Mail } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';

export interface LookupMatchesProps {
  matches: LookupMatch[];
  /** The registration being opened, if any. */
  choosingId: string | null;
  disabled: boolean;
  onChoose: (match: LookupMatch) => void;
}

/**
 * Several registrations match the e-mail or phone looked up (a family on one phone, one address at
 * several events): one button each, with its name, e-mail and event, for staff to open the right one.
 */
export function LookupMatches({ matches, choosingId, disabled, onChoose }: LookupMatchesProps) {
  const { t } = useTranslation('door');
  return (
    <section aria-labelledby="lookup-matches-heading" className="mx-auto grid w-full max-w-md gap-3">
      <div aria-live="polite">
        <h2 id="lookup-matches-heading" className="text-base font-semibold">
          {t('door:lookup.matches', { count: matches.length })}
        </h2>
      </div>
      <ul className="grid gap-2">
        {matches.map((match) => (
          <li key={match.registrationId}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChoose(match)}
              className={cn(
                'flex w-full cursor-pointer items-center gap-3 rounded-xl border border-border bg-card p-4 text-start shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
                choosingId === match.registrationId && 'border-primary',
              )}
            >
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-semibold leading-snug break-words">{match.name}</span>
                <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  <span className="break-all">{match.email}</span>
                </span>
                <span className="flex items-center gap-1.5 text-sm font-medium">
                  <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="break-words">{match.eventName}</span>
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
