import type { ReactNode } from 'react';
import { useCurrentYear } from '@/lib/server-rendered';
import { PublicHeader } from './public-header';

export function PublicLayout({ children }: { children: ReactNode }) {
  const year = useCurrentYear();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          © {year} ID Event · Your personal QR pass for every event
        </div>
      </footer>
    </div>
  );
}
