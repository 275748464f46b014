import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

// Radix Toast is loaded with the first toast (or by preloadToaster), not with the landing page.
const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Warms the toast area's chunk on pages that are likely to show a toast. */
export function preloadToaster(): void {
  void loadToaster();
}

export function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
