import { paths } from '@common/paths';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, RefreshCw, Search, UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { userMessage } from '@/lib/api-client';
import { formatMediumDate } from '@/lib/format';
import { isSessionQuery, queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { useRegistrationPage } from '../api/admin-registrations';
import { knownPageNumbers, pageCount, pageSummary, REGISTRATIONS_PAGE_SIZE, searchText } from '../utils/pagination';

function AddRegistration({ eventId, readOnly }: { eventId: string; readOnly: boolean }) {
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
            Add Registration
          </Button>
        </TooltipTrigger>
        <TooltipContent>Event has ended</TooltipContent>
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
      Add Registration
      <ExternalLink className="size-3.5 opacity-80" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export interface RegistrationsCardProps {
  eventId: string;
  /** True once the event has ended: no registration can be added. */
  readOnly: boolean;
  /** False for a viewer: no "Add Registration" at all (a viewer changes nothing). */
  canEdit?: boolean;
}

export function RegistrationsCard({ eventId, readOnly, canEdit = true }: RegistrationsCardProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // cursors[n - 1]: where page n starts (page 1: the newest); learnt from each page's nextCursor.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(1);
  // The search waits for a pause in typing, and starts again from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = searchText(typed);
      setQ((current) => {
        if (current !== next) {
          setCursors([undefined]);
          setPage(1);
        }
        return next;
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const current = useRegistrationPage(eventId, cursors[page - 1], q);
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
  const goTo = (number: number) => {
    if (number === page + 1 && data?.nextCursor) {
      setCursors((known) => {
        const next = known.slice(0, page);
        next[page] = data.nextCursor ?? undefined;
        return next;
      });
    }
    setPage(number);
  };
  const summary =
    total === null
      ? `Showing ${from} to ${from + items.length - 1} of many registrations`
      : pageSummary({ from, to: from ? from + items.length - 1 : 0, total });

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
        <div className="grid gap-1">
          <CardTitle>
            <span className="flex items-center gap-2">
              <Users className="size-5 text-primary" aria-hidden="true" />
              Registrations
            </span>
          </CardTitle>
          <CardDescription>
            {total === null
              ? data
                ? 'Many registrations match'
                : 'Loading registrations'
              : q
                ? `${total} ${total === 1 ? 'registration matches' : 'registrations match'} “${q}”`
                : `${total} ${total === 1 ? 'registration' : 'registrations'}`}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Refresh registrations"
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
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search registrations"
            placeholder="Name, e-mail, phone or company"
            className="pl-9"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {current.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading registrations">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : current.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the registrations: {userMessage(current.error, 'please try again.')}
          </p>
        ) : items.length === 0 && q ? (
          <EmptyState icon={Search} title="No Match" description={`No registration starts with “${q}”.`} />
        ) : items.length === 0 ? (
          <EmptyState icon={Users} title="No Registrations" description="No one has registered for this event yet." />
        ) : (
          <div className="grid gap-4">
            <Table aria-label="Registrations">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead className="whitespace-nowrap">Registered</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((registration) => (
                  <TableRow key={registration.id}>
                    <TableCell className="min-w-32 font-medium break-words">{registration.name}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{registration.email}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatMediumDate(registration.createdAt, 'N/A')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {page > 1 || data?.nextCursor ? (
              <nav
                aria-label="Registrations pages"
                className="flex flex-col items-center justify-between gap-3 sm:flex-row"
              >
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {summary}
                </p>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page === 1}
                    onClick={() => goTo(page - 1)}
                    aria-label="Previous page"
                  >
                    <ChevronLeft aria-hidden="true" />
                    <span className="hidden sm:inline">Previous</span>
                  </Button>
                  {knownPageNumbers(page, cursors.length, pages).map((number) => (
                    <Button
                      key={number}
                      variant={number === page ? 'default' : 'outline'}
                      size="sm"
                      className="min-w-9"
                      aria-label={`Page ${number}`}
                      aria-current={number === page ? 'page' : undefined}
                      onClick={() => goTo(number)}
                    >
                      {number}
                    </Button>
                  ))}
                  {pages !== null && pages > 1 ? (
                    <span className="px-1 text-sm text-muted-foreground">of {pages}</span>
                  ) : null}
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!data?.nextCursor}
                    onClick={() => goTo(page + 1)}
                    aria-label="Next page"
                  >
                    <span className="hidden sm:inline">Next</span>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
