import { paths } from '@common/paths';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, RefreshCw, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { userMessage } from '@/lib/api-client';
import { formatMediumDate } from '@/lib/format';
import { isSessionQuery, queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { useRegistrations } from '../api/admin-registrations';
import { eventRegistrations, pageSummary, paginate } from '../utils/pagination';

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

function pageNumbers(pageCount: number): number[] {
  return Array.from({ length: pageCount }, (_, index) => index + 1);
}

export interface RegistrationsCardProps {
  eventId: string;
  /** True once the event has ended: no registration can be added. */
  readOnly: boolean;
}

export function RegistrationsCard({ eventId, readOnly }: RegistrationsCardProps) {
  const all = useRegistrations();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // New registrations arrive from visitors: refresh this page's admin data (not the session).
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: queryKeys.admin.all,
      predicate: (query) => !isSessionQuery(query.queryKey),
    });
  const registrations = all.data ? eventRegistrations(all.data, eventId) : [];
  const slice = paginate(registrations, page);
  // SPEC section 4: when the page count shrinks below the current page, go back to page 1.
  if (slice.page !== page) setPage(slice.page);

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
            {all.data
              ? `${registrations.length} ${registrations.length === 1 ? 'registration' : 'registrations'}`
              : 'Loading registrations'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Refresh registrations"
            disabled={all.isFetching}
            onClick={() => void refresh()}
          >
            <RefreshCw className={cn(all.isFetching && 'motion-safe:animate-spin')} aria-hidden="true" />
          </Button>
          <AddRegistration eventId={eventId} readOnly={readOnly} />
        </div>
      </div>
      <CardContent>
        {all.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading registrations">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : all.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the registrations: {userMessage(all.error, 'please try again.')}
          </p>
        ) : registrations.length === 0 ? (
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
                {slice.items.map((registration) => (
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
            {slice.pageCount > 1 ? (
              <nav
                aria-label="Registrations pages"
                className="flex flex-col items-center justify-between gap-3 sm:flex-row"
              >
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {pageSummary(slice)}
                </p>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={slice.page === 1}
                    onClick={() => setPage(slice.page - 1)}
                    aria-label="Previous page"
                  >
                    <ChevronLeft aria-hidden="true" />
                    <span className="hidden sm:inline">Previous</span>
                  </Button>
                  {pageNumbers(slice.pageCount).map((number) => (
                    <Button
                      key={number}
                      variant={number === slice.page ? 'default' : 'outline'}
                      size="sm"
                      className="min-w-9"
                      aria-label={`Page ${number}`}
                      aria-current={number === slice.page ? 'page' : undefined}
                      onClick={() => setPage(number)}
                    >
                      {number}
                    </Button>
                  ))}
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={slice.page === slice.pageCount}
                    onClick={() => setPage(slice.page + 1)}
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
