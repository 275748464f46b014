import type { AdminEvent, AdminExhibit } from '@common/schemas';
import {
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Clock,
  DoorOpen,
  LayoutGrid,
  Pencil,
  Plus,
  Trash2,
  UserCheck,
  Users,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardIconTitle } from '@/components/ui/card';
import { type CardSkeletonProps, CardState } from '@/components/ui/card-state';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMediumDate, formatTime12h } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';
import { useDeleteExhibit, useExhibits } from '../api/admin-exhibits';
import { CAROUSEL_STEP, carouselArrows, centredCardIndex, centredScrollLeft } from '../utils/carousel';
import { eventExhibits } from '../utils/exhibit-form';
import { ExhibitFormDialog } from './exhibit-form-dialog';

const exhibitsSkeleton: Omit<CardSkeletonProps, 'label'> = {
  className: 'flex gap-6 overflow-hidden',
  blocks: ['h-44 w-[280px] shrink-0 rounded-xl', 'h-44 w-[280px] shrink-0 rounded-xl'],
};

/**
 * People checked in and inside now per exhibit (the event's numbers, live while the page follows the
 * event; inside now: issue 32).
 */
export type ExhibitAttendance = ReadonlyMap<string, { checkedIn: number; inside: number }>;

interface ExhibitTileProps {
  exhibit: AdminExhibit;
  /** People checked in and inside now, when known. */
  attendance?: { checkedIn: number; inside: number };
  readOnly: boolean;
  deleting: boolean;
  onCentre: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function ExhibitTile({ exhibit, attendance, readOnly, deleting, onCentre, onEdit, onDelete }: ExhibitTileProps) {
  const { t } = useTranslation('admin');
  const checkedIn = attendance?.checkedIn;
  // A capacity of people inside at once (issue 32) leaves places by those inside now.
  const taken = exhibit.capacityMode === 'inside' ? (attendance?.inside ?? 0) : (checkedIn ?? 0);
  return (
    // Clicking anywhere on a card centres it; keyboard users centre it by focusing its controls or its dot.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same action is reachable by focus and by the dots
    <article
      onClick={onCentre}
      onFocus={onCentre}
      aria-label={exhibit.name}
      className={cn(
        'group relative flex h-full cursor-pointer flex-col rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow hover:shadow-md',
        deleting && 'opacity-60',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <Badge variant={exhibit.isActive ? 'success' : 'muted'}>
          {exhibit.isActive ? t('admin:exhibits.active') : t('admin:exhibits.inactive')}
        </Badge>
        {readOnly ? null : (
          <div className="flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('admin:exhibits.editNamed', { name: exhibit.name })}
              onClick={(clicked) => {
                clicked.stopPropagation();
                onEdit();
              }}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:bg-destructive-soft"
              aria-label={t('admin:exhibits.deleteNamed', { name: exhibit.name })}
              disabled={deleting}
              onClick={(clicked) => {
                clicked.stopPropagation();
                onDelete();
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <h3 className="mt-3 font-semibold leading-snug break-words">{exhibit.name}</h3>
      {exhibit.description ? (
        <p className="mt-1 line-clamp-3 text-sm text-muted-foreground break-words">{exhibit.description}</p>
      ) : null}
      <div className="mt-auto grid gap-1 pt-4 text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {formatMediumDate(exhibit.date)}
        </p>
        <p className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {formatTime12h(exhibit.startTime)} – {formatTime12h(exhibit.endTime)}
        </p>
        <p className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {exhibit.maxCapacity === null
            ? t('admin:exhibits.noCapacity')
            : t('admin:exhibits.capacity', { count: exhibit.maxCapacity })}
        </p>
        {checkedIn === undefined ? null : (
          <p className="flex items-center gap-2 font-medium" data-testid="exhibit-attendance">
            <UserCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {exhibit.maxCapacity === null
              ? t('admin:exhibits.checkedIn', { count: checkedIn })
              : t('admin:exhibits.checkedInPlacesLeft', {
                  count: checkedIn,
                  remaining: Math.max(0, exhibit.maxCapacity - taken),
                  capacity: exhibit.maxCapacity,
                })}
          </p>
        )}
        {attendance === undefined ? null : (
          <p className="flex items-center gap-2 font-medium" data-testid="exhibit-inside">
            <DoorOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {exhibit.capacityMode === 'inside' && exhibit.maxCapacity !== null
              ? t('admin:exhibits.insideOf', { count: attendance.inside, capacity: exhibit.maxCapacity })
              : t('admin:exhibits.inside', { count: attendance.inside })}
          </p>
        )}
      </div>
    </article>
  );
}

function ExhibitCarousel({
  exhibits,
  attendance,
  readOnly,
  onEdit,
}: {
  exhibits: AdminExhibit[];
  attendance?: ExhibitAttendance;
  readOnly: boolean;
  onEdit: (exhibit: AdminExhibit) => void;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });
  const [current, setCurrent] = useState(0);
  const remove = useDeleteExhibit();
  const { t } = useTranslation('admin');

  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    // Right to left, the box scrolls from 0 into negative numbers: measured from its start, it is the same carousel.
    const fromStart = {
      scrollLeft: Math.abs(box.scrollLeft),
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
    };
    setArrows(carouselArrows(fromStart));
    setCurrent(centredCardIndex(fromStart, exhibits.length));
  }, [exhibits.length]);

  useEffect(() => {
    measure();
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  /** -1 when the box runs right to left (its start is on the right). */
  const sign = () => (scroller.current && getComputedStyle(scroller.current).direction === 'rtl' ? -1 : 1);
  const centre = (index: number) => {
    const box = scroller.current;
    if (box) box.scrollTo({ left: sign() * centredScrollLeft(index, box), behavior: 'smooth' });
  };
  /** -1: towards the start (left, or right in Arabic); 1: towards the end. */
  const scrollBy = (direction: -1 | 1) =>
    scroller.current?.scrollBy({ left: sign() * direction * CAROUSEL_STEP, behavior: 'smooth' });

  const onDelete = (exhibit: AdminExhibit) => {
    remove.mutate(
      exhibit.id,
      saveFeedback({ saved: { title: t('admin:exhibits.deleted') }, failed: t('admin:exhibits.deleteFailed') }),
    );
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="min-w-0">
        <ul
          ref={scroller}
          onScroll={measure}
          aria-label={t('admin:exhibits.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel scrolls; keyboard users scroll it with the arrow keys
          tabIndex={0}
          className="flex snap-x gap-6 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]"
        >
          {exhibits.map((exhibit, index) => (
            <li key={exhibit.id} className="w-[280px] shrink-0 snap-center">
              <ExhibitTile
                exhibit={exhibit}
                attendance={attendance?.get(exhibit.id) ?? (attendance ? { checkedIn: 0, inside: 0 } : undefined)}
                readOnly={readOnly}
                deleting={remove.isPending && remove.variables === exhibit.id}
                onCentre={() => centre(index)}
                onEdit={() => onEdit(exhibit)}
                onDelete={() => onDelete(exhibit)}
              />
            </li>
          ))}
        </ul>
      </div>
      {exhibits.length > 1 || arrows.left || arrows.right ? (
        <div className="flex items-center justify-between gap-2">
          {/* Arrows sit beside the dots, never over a card; an absent arrow keeps its place. */}
          {arrows.left ? (
            <Button
              variant="outline"
              size="icon"
              className="size-9 shrink-0 rounded-full"
              aria-label={t('admin:exhibits.scrollBack')}
              onClick={() => scrollBy(-1)}
            >
              <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          ) : (
            <span className="size-9 shrink-0" />
          )}
          <div className="flex min-w-0 flex-wrap justify-center gap-1">
            {exhibits.map((exhibit, index) => (
              <button
                key={exhibit.id}
                type="button"
                aria-label={t('admin:exhibits.show', { index: index + 1, total: exhibits.length, name: exhibit.name })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => centre(index)}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    index === current ? 'w-5 bg-primary' : 'w-2 bg-slate-300 hover:bg-slate-400',
                  )}
                />
              </button>
            ))}
          </div>
          {arrows.right ? (
            <Button
              variant="outline"
              size="icon"
              className="size-9 shrink-0 rounded-full"
              aria-label={t('admin:exhibits.scrollOn')}
              onClick={() => scrollBy(1)}
            >
              <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          ) : (
            <span className="size-9 shrink-0" />
          )}
        </div>
      ) : null}
    </div>
  );
}

export interface ExhibitsCardProps {
  event: AdminEvent;
  /** True once the event has ended: no exhibit can be created, edited or deleted. */
  readOnly: boolean;
  /** People checked in per exhibit, shown on each card with the places left (the page keeps them live). */
  attendance?: ExhibitAttendance;
}

export function ExhibitsCard({ event, readOnly, attendance }: ExhibitsCardProps) {
  const all = useExhibits();
  const exhibits = all.data ? eventExhibits(all.data, event.id) : [];
  const [dialog, setDialog] = useState<{ open: boolean; exhibit?: AdminExhibit }>({ open: false });
  const { t } = useTranslation('admin');

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
        <div className="grid gap-1">
          <CardIconTitle icon={LayoutGrid}>{t('admin:exhibits.title')}</CardIconTitle>
          <CardDescription>
            {all.data ? t('admin:exhibits.count', { count: exhibits.length }) : t('admin:exhibits.loading')}
          </CardDescription>
        </div>
        {readOnly ? null : (
          <Button onClick={() => setDialog({ open: true })}>
            <Plus aria-hidden="true" />
            {t('admin:exhibits.add')}
          </Button>
        )}
      </div>
      <CardContent>
        <CardState
          query={all}
          skeleton={{ ...exhibitsSkeleton, label: t('admin:exhibits.loading') }}
          failed={t('admin:exhibits.failed')}
          hint={t('admin:hint.reload')}
        >
          {() =>
            exhibits.length === 0 ? (
              <EmptyState
                icon={LayoutGrid}
                title={t('admin:exhibits.emptyTitle')}
                description={t('admin:exhibits.emptyText')}
              />
            ) : (
              <ExhibitCarousel
                exhibits={exhibits}
                attendance={attendance}
                readOnly={readOnly}
                onEdit={(exhibit) => setDialog({ open: true, exhibit })}
              />
            )
          }
        </CardState>
      </CardContent>
      <ExhibitFormDialog
        key={dialog.exhibit?.id ?? 'new'}
        event={event}
        exhibit={dialog.exhibit}
        readOnly={readOnly}
        open={dialog.open}
        onOpenChange={(open) => setDialog((state) => ({ ...state, open }))}
      />
    </Card>
  );
}
