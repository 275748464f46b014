import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { ActiveEvent } from '@common/schemas';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
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
export function useLandingEvents() {
  const rendered = useServerRenderedData()?.activeEvents;
  const [state, setState] = useState<{ data?: ActiveEvent[]; failed: boolean }>(() => ({
    data: rendered,
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (rendered && attempt === 0) return;
    let current = true;
    getActiveEvents().then(
      (data) => current && setState({ data, failed: false }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [rendered, attempt]);
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
