import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/api-client';

export interface CardSkeletonProps {
  /** Read out while it loads: 'Loading attendance'. */
  label: string;
  /** The grid or row that holds the placeholders. */
  className: string;
  /** One placeholder block per entry, each entry its classes (height, width, rounding). */
  blocks: readonly string[];
}

/** Grey placeholders where an admin card's content is loading, announced as a status. */
export function CardSkeleton({ label, className, blocks }: CardSkeletonProps) {
  return (
    <div className={className} role="status" aria-label={label}>
      {blocks.map((block, index) => (
        // The blocks never move: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}

export interface CardErrorProps {
  /** 'Could not load the attendance': followed by the server's words, or `hint`. */
  failed: string;
  error: unknown;
  /** What to do when the server said nothing: 'please try again.' */
  hint: string;
}

/** The red line an admin card shows in place of what it could not load. */
export function CardError({ failed, error, hint }: CardErrorProps) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {`${failed}: ${userMessage(error, hint)}`}
    </p>
  );
}

/** What CardState reads of a query (TanStack Query's result fits). */
export interface CardQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

export interface CardStateProps<T> extends Omit<CardErrorProps, 'error'> {
  query: CardQuery<T>;
  skeleton: CardSkeletonProps;
  /** The card's content, once loaded. */
  children: (data: T) => ReactNode;
}

/** An admin card's content: placeholders while it loads, a red line if it could not, else the content. */
export function CardState<T>({ query, skeleton, failed, hint, children }: CardStateProps<T>) {
  if (query.isPending) return <CardSkeleton {...skeleton} />;
  if (query.isError || query.data === undefined) return <CardError failed={failed} error={query.error} hint={hint} />;
  return children(query.data);
}
