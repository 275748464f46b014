import { paths } from '@common/paths';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, RefreshCw, Search, UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardIconTitle } from '@/components/ui/card';
import { CardError, CardSkeleton } from '@/components/ui/card-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatMediumDate, formatShortDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { isSessionQuery, queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { type RegistrationRow, useRegistrationPage } from '../api/admin-registrations';
import {
  GAP,
  type PageStart,
  pageCount,
  pageStart,
  pageSummary,
  pageWindow,
  REGISTRATIONS_PAGE_SIZE,
  searchText,
} from '../utils/pagination';
import { statusBadges, statusLabel } from '../utils/registration-status';
import { RegistrationPanel } from './registration-panel';

function AddRegistration({ eventId, readOnly }: { eventId: string; readOnly: boolean }) {
  const { t } = useTranslation('registrations');
  const [tipOpen, setTipOpen] = useState(false);
  if (readOnly) {
    return (
      <Tooltip open={tipOpen} onOpenChange={setTipOpen}>
        <TooltipTrigger asChild>
          {/* aria-disabled rather than disabled: the button stays focusable, so hover, focus and tap show why. */}
          <Button
            aria-disabled="true"
            className="cursor-not-allowed opacity-50 hover:bg-primary"
            onPointerDown={(pressed) => pressed.preventDefault()}
            onClick={(clicked) => {
              clicked.preventDefault();
              setTipOpen(true);
            }}
          >
            <UserPlus aria-hidden="true" />
            {t('registrations:card.add')}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{t('registrations:card.ended')}</TooltipContent>
      </Tooltip>
    );
  }
  return (
    <a
      href={paths.register(eventId)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'default' })}
    >
      <UserPlus aria-hidden="true" />
      {t('registrations:card.add')}
      <ExternalLink className="size-3.5 opacity-80 rtl:-scale-x-100" aria-hidden="true" />
      <span className="sr-only">{t('registrations:card.newTab')}</span>
    </a>
  );
}

/**
 * An e-mail address that may break before its "@" and nowhere else: with the Status column (issue 30
 * item 5) the table still fits beside the event's numbers on a laptop.
 */
function EmailCell({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  // Left to right in a right-to-left page too (an address is no sentence).
  if (at <= 0)
    return (
      <span dir="ltr" className="whitespace-nowrap">
        {email}
      </span>
    );
  return (
    <span dir="ltr">
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </span>
  );
}

export interface RegistrationsCardProps {
  eventId: string;
  /** Named in a cancellation's confirmation. */
  eventName: string;
  /** True once the event has ended: no registration can be added. */
  readOnly: boolean;
  /** False for a viewer: no "Add Registration" at all (a viewer changes nothing). */
  canEdit?: boolean;
  /** The signed-in account's role: a row's panel offers the actions it may take. */
  role?: string;
}

export function RegistrationsCard({ eventId, eventName, readOnly, canEdit = true, role }: RegistrationsCardProps) {
  // The errors too: a failed call's words (userMessage, answerText) in the reader's language.
  const { t } = useTranslation(['registrations', 'errors']);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The page shown (its number counted from the newest) and where the API starts it: after a row
  // (Next), before one (Previous) or at its number (a numbered button near either end).
  // The row whose panel is open (issue 29 item 8); shown as the current page has it, once refreshed.
  const [opened, setOpened] = useState<RegistrationRow | null>(null);
  const [view, setView] = useState<{ page: number; start: PageStart }>({ page: 1, start: {} });
  const page = view.page;
  // The search waits for a pause in typing, and starts again from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = searchText(typed);
      setQ((current) => {
        if (current !== next) setView({ page: 1, start: {} });
        return next;
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const current = useRegistrationPage(eventId, view.start, q);
  const data = current.data;
  // New registrations arrive from visitors: refresh this page's admin data (not the session).
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: queryKeys.admin.all,
      predicate: (query) => !isSessionQuery(query.queryKey),
    });
  const total = data?.total ?? null;
  const pages = total === null ? null : pageCount(total);
  const items = data?.items ?? [];
  const from = items.length ? (page - 1) * REGISTRATIONS_PAGE_SIZE + 1 : 0;
  // While the next page loads the previous one stays shown: no second jump from its rows meanwhile.
  const moving = current.isPlaceholderData;
  const goTo = (number: number) =>
    setView({
      page: number,
      start: pageStart(number, { page, firstId: items[0]?.id, nextCursor: data?.nextCursor }),
    });
  const openedRow = opened ? (items.find((item) => item.id === opened.id) ?? opened) : null;
  const summary =
    total === null
      ? t('registrations:pages.summaryMany', { from, to: from + items.length - 1 })
      : pageSummary(t, { from, to: from ? from + items.length - 1 : 0, total });

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
        <div className="grid gap-1">
          <CardIconTitle icon={Users}>{t('registrations:card.title')}</CardIconTitle>
          <CardDescription>
            {total === null
              ? data
                ? t('registrations:card.manyMatch')
                : t('registrations:card.loading')
              : q
                ? t('registrations:card.countMatching', { total, q })
                : t('registrations:card.count', { total })}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('registrations:card.refresh')}
            disabled={current.isFetching}
            onClick={() => void refresh()}
          >
            <RefreshCw className={cn(current.isFetching && 'motion-safe:animate-spin')} aria-hidden="true" />
          </Button>
          {canEdit ? <AddRegistration eventId={eventId} readOnly={readOnly} /> : null}
        </div>
      </div>
      <CardContent className="grid gap-4">
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('registrations:card.search')}
            placeholder={t('registrations:card.searchPlaceholder')}
            // Important: the box's own padding is physical (pl-3); the icon sits at the start in both directions.
            className="ps-9!"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {current.isPending ? (
          <CardSkeleton label={t('registrations:card.loading')} className="grid gap-2" blocks={['h-9', 'h-9', 'h-9']} />
        ) : current.isError ? (
          <CardError
            failed={t('registrations:card.loadFailed')}
            error={current.error}
            hint={t('registrations:card.tryAgain')}
          />
        ) : items.length === 0 && q ? (
          <EmptyState
            icon={Search}
            title={t('registrations:card.noMatch.title')}
            description={t('registrations:card.noMatch.description', { q })}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t('registrations:card.empty.title')}
            description={t('registrations:card.empty.description')}
          />
        ) : (
          <div className="grid gap-4">
            <Table aria-label={t('registrations:card.title')}>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>{t('registrations:table.name')}</TableHead>
                  {/* Beside the name, so that a phone shows it without scrolling the table sideways. */}
                  <TableHead>{t('registrations:table.status')}</TableHead>
                  <TableHead>{t('registrations:table.email')}</TableHead>
                  <TableHead className="whitespace-nowrap">{t('registrations:table.registered')}</TableHead>
                  <TableHead className="whitespace-nowrap">{t('registrations:table.checkedIn')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((registration) => (
                  <TableRow
                    key={registration.id}
                    // A cancelled registration stays listed (issue 30 item 5), muted.
                    className={cn('cursor-pointer', registration.status === 'cancelled' && 'text-muted-foreground')}
                    onClick={(clicked) => {
                      // The name is the row's button (keyboard and screen readers); a click anywhere opens it too.
                      if (!(clicked.target as HTMLElement).closest('button')) setOpened(registration);
                    }}
                  >
                    <TableCell className="min-w-32 font-medium break-words">
                      <button
                        type="button"
                        className="text-start underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-ring"
                        aria-haspopup="dialog"
                        dir="auto"
                        onClick={() => setOpened(registration)}
                      >
                        {registration.name}
                      </button>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <Badge variant={statusBadges[registration.status].variant}>
                        {statusLabel(t, registration.status)}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-muted-foreground">
                      <EmailCell email={registration.email} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatMediumDate(registration.createdAt, t('registrations:card.notAvailable'))}
                    </TableCell>
                    {/* Narrow: each check-in on two lines, so the table fits a laptop's page beside the event. */}
                    <TableCell className="min-w-28">
                      {registration.checkIns.length === 0 ? (
                        <span className="text-muted-foreground">{t('registrations:card.notYet')}</span>
                      ) : (
                        <ul className="grid gap-0.5">
                          {registration.checkIns.map((checkIn) => (
                            <li key={`${checkIn.exhibitId ?? 'event'}-${checkIn.checkedInAt}`}>
                              <span className="block font-medium break-words">
                                {checkIn.exhibitName ?? t('registrations:card.theEvent')}
                              </span>
                              <span className="block whitespace-nowrap text-muted-foreground">
                                {formatShortDateTime(checkIn.checkedInAt)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {page > 1 || data?.nextCursor ? (
              <nav
                aria-label={t('registrations:pages.label')}
                className="flex flex-col items-center justify-between gap-3 sm:flex-row"
              >
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {summary}
                </p>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page === 1 || moving}
                    onClick={() => goTo(page - 1)}
                    aria-label={t('registrations:pages.previous')}
                  >
                    <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
                    <span className="hidden sm:inline">{t('registrations:pages.previousShort')}</span>
                  </Button>
                  {pageWindow(page, pages, Boolean(data?.nextCursor)).map((item, index) =>
                    item === GAP ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
                      <span key={`gap-${index}`} className="px-1 text-sm text-muted-foreground" aria-hidden="true">
                        …
                      </span>
                    ) : (
                      <Button
                        key={item}
                        variant={item === page ? 'default' : 'outline'}
                        size="sm"
                        className="min-w-9"
                        aria-label={t('registrations:pages.page', { page: item })}
                        aria-current={item === page ? 'page' : undefined}
                        disabled={moving && item !== page}
                        onClick={() => item !== page && goTo(item)}
                      >
                        {item}
                      </Button>
                    ),
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!data?.nextCursor || moving}
                    onClick={() => goTo(page + 1)}
                    aria-label={t('registrations:pages.next')}
                  >
                    <span className="hidden sm:inline">{t('registrations:pages.nextShort')}</span>
                    <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            ) : null}
          </div>
        )}
      </CardContent>
      <RegistrationPanel
        eventId={eventId}
        eventName={eventName}
        ended={readOnly}
        registration={openedRow}
        role={role}
        onClose={() => setOpened(null)}
      />
    </Card>
  );
}
