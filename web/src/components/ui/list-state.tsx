import { type LucideIcon, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { IconCircle } from '@/components/ui/icon-circle';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';

/** What ListState reads of a query (TanStack Query's result fits). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

export interface ListStateProps<T> {
  query: ListQuery<T>;
  /** What the spinner says ("Loading events...") and the retry panel ("The events could not be loaded…"). */
  loading: string;
  failed: string;
  /** The panel shown when the list is empty. */
  empty: { icon: LucideIcon; title: string; description: string };
  /** The list itself, given its items (at least one). */
  children: (items: readonly T[]) => ReactNode;
}

/** The spinner shown in place of a public page's list (or what the list waits on) while it loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="py-16">
      <Spinner label={label} />
    </div>
  );
}

/** A public page's list: a spinner while it loads, a retry when it could not, a panel when it is empty. */
export function ListState<T>({ query, loading, failed, empty, children }: ListStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <ListLoading label={loading} />;
  if (query.isError || !query.data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
        <p className="text-muted-foreground">{failed}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('common:list.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
        <IconCircle icon={empty.icon} />
        <h3 className="text-lg font-semibold">{empty.title}</h3>
        <p className="max-w-md text-muted-foreground">{empty.description}</p>
      </div>
    );
  }
  return children(query.data);
}
