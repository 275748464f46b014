/**
 * What a server-rendered page was rendered with (common/page-data.ts). Hydration must produce the
 * server's markup, so values the browser decides differently (its time zone, the year at New Year)
 * are rendered as the server did while hydrating, then as the browser sees them.
 */
import type { PageData } from '@common/page-data';
import { createContext, useContext, useSyncExternalStore } from 'react';

const ServerRenderedContext = createContext<PageData | null | undefined>(null);
export const ServerRenderedProvider = ServerRenderedContext.Provider;

const subscribeNever = () => () => {};
let browserTimeZone: string | undefined;
const getBrowserTimeZone = () => (browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
const getBrowserYear = () => new Date().getFullYear();

/** The data a server-rendered page was rendered from (null on a page the browser renders). */
export function useServerRenderedData(): PageData | null | undefined {
  return useContext(ServerRenderedContext);
}

/** The time zone dates are shown in: the server's while hydrating its page, else the browser's. */
export function useDisplayTimeZone(): string {
  const serverTimeZone = useContext(ServerRenderedContext)?.timeZone;
  return useSyncExternalStore(subscribeNever, getBrowserTimeZone, () => serverTimeZone ?? getBrowserTimeZone());
}

export function useCurrentYear(): number {
  const serverYear = useContext(ServerRenderedContext)?.year;
  return useSyncExternalStore(subscribeNever, getBrowserYear, () => serverYear ?? getBrowserYear());
}

/** The inline copy of an image the server sent with the page, else its path. */
export function useInlineImage(path: string): string {
  return useContext(ServerRenderedContext)?.images[path] ?? path;
}
