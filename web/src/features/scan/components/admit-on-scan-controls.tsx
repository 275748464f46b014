import { DIRECTIONS } from '@common/occupancy';
import { DoorOpen, LogIn, LogOut, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { AdmitOnScan } from '../hooks/use-admit-on-scan';
import { placesLeftText } from '../lib/places-left';

/** The "Admit on scan" switch and the exhibit it admits to (off by default: the SPEC's flow). */
export function AdmitOnScanControls({ door }: { door: AdmitOnScan }) {
  const { t } = useTranslation('door');
  const switchId = useId();
  const selectId = useId();
  const hintId = useId();
  const { settings, exhibits, loadingExhibits } = door;
  const noChoice = settings.admitOnScan && !door.active;
  return (
    <div className="grid gap-3 rounded-card border border-border bg-card p-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="flex items-center gap-3">
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={settings.admitOnScan}
          onClick={() => door.setOn(!settings.admitOnScan)}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-muted transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-checked:bg-primary"
        >
          <span
            aria-hidden="true"
            className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${settings.admitOnScan ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0'}`}
          />
        </button>
        <label htmlFor={switchId} className="font-medium">
          {t('door:admitOnScan.label')}
        </label>
      </div>
      {settings.admitOnScan ? (
        <div className="grid gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t('door:admitOnScan.exhibit')}
          </label>
          <select
            id={selectId}
            value={door.active ? (settings.exhibitId ?? '') : ''}
            onChange={(event) => door.setExhibitId(event.target.value)}
            aria-describedby={noChoice ? hintId : undefined}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
          >
            <option value="" disabled>
              {loadingExhibits
                ? t('door:admitOnScan.loading')
                : exhibits.length === 0
                  ? t('door:admitOnScan.noneOpen')
                  : t('door:admitOnScan.choose')}
            </option>
            {exhibits.map((exhibit) => (
              <option key={exhibit.id} value={exhibit.id}>
                {exhibit.name} · {exhibit.eventName}
              </option>
            ))}
          </select>
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium">{t('door:direction.label')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {DIRECTIONS.map((direction) => (
                <label
                  key={direction}
                  className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-3 text-base font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    name={`${selectId}-direction`}
                    value={direction}
                    checked={settings.direction === direction}
                    onChange={() => door.setDirection(direction)}
                    className="sr-only"
                  />
                  {direction === 'exit' ? (
                    <LogOut className="size-4" aria-hidden="true" />
                  ) : (
                    <LogIn className="size-4" aria-hidden="true" />
                  )}
                  {direction === 'exit' ? t('door:direction.exit') : t('door:direction.entry')}
                </label>
              ))}
            </div>
          </fieldset>
          {door.occupancy ? (
            // Live (issue 32): every door's entries and exits count.
            <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="door-occupancy">
              <DoorOpen className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {door.occupancy.capacity === null
                ? t('door:occupancy.inside', { inside: door.occupancy.inside })
                : t('door:occupancy.insideOf', { inside: door.occupancy.inside, capacity: door.occupancy.capacity })}
            </p>
          ) : null}
          {door.placesLeft ? (
            // Live: every door's admissions count (the event's live stream).
            <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="door-places-left">
              <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {placesLeftText(t, door.placesLeft.remaining, door.placesLeft.capacity)}
            </p>
          ) : null}
          {noChoice && !loadingExhibits ? (
            <p id={hintId} className="text-sm text-muted-foreground">
              {t('door:admitOnScan.hint')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
