/**
 * wouter imports `use-sync-external-store/shim`, a polyfill for React before 18. React 19 has the hook
 * built in: vite.config.ts points the shim here (its CommonJS wrapper costs the landing page's first
 * load about 0.4 KB gzip).
 */
export { useSyncExternalStore } from 'react';
