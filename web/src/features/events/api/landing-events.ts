import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { ActiveEvent } from '@common/schemas';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { LOCALE_CHANGED_EVENT } from '@/lib/i18n';
import { useServerRenderedData } from '@/lib/server-rendered';

/**
 * The landing page's one call, in its first script: by its zod-free path (common/public-api-paths.ts),
 * not its contract, whose schemas would add zod to that script (tests/e2e/empty-states.e2e.ts budget).
 */
export const getActiveEvents = () => api.get<ActiveEvent[]>(apiPaths.events.active.path);

/**
 * The landing page's list, without the query library (kept out of its first load): what the server
 * rendered the page with, else one fetch, with a retry. The shape ListState reads.
 */
// What was read once holds for the visit (the SPEC's queries never go stale): back on the landing
// page, and on the registration page (app/query-provider.tsx seeds its cache), nothing is asked again.
let kept: ActiveEvent[] | undefined;

/** The landing page's list as read in this visit, if it was. */
export const landingEventsRead = () => kept;

export function useLandingEvents() {
  const rendered = useServerRenderedData()?.activeEvents;
  // On the server each render has its own data: nothing is kept between requests.
  const onServer = typeof window === 'undefined';
  if (!onServer) kept ??= rendered;
  const initial = onServer ? rendered : kept;
  const [state, setState] = useState<{ data?: ActiveEvent[]; failed: boolean }>(() => ({
    data: initial,
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);
  // Another language chosen in the menu: the events' texts are read again in it (issue 31).
  useEffect(() => {
    const again = () => {
      kept = undefined;
      setAttempt((n) => n + 1);
    };
    window.addEventListener(LOCALE_CHANGED_EVENT, again);
    return () => window.removeEventListener(LOCALE_CHANGED_EVENT, again);
  }, []);
  const known = state.data !== undefined;
  useEffect(() => {
    if (known && attempt === 0) return;
    let current = true;
    getActiveEvents().then(
      (data) => {
        kept = data;
        if (current) setState({ data, failed: false });
      },
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [known, attempt]);
  return {
    data: state.data,
    isPending: !state.data && !state.failed,
    isError: state.failed,
    refetch: () => {
      setState({ failed: false });
      setAttempt((n) => n + 1);
    },
  };
}
