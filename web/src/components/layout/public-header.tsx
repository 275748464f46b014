import { paths } from '@common/paths';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { LanguageMenu } from './language-menu';
import { LogoMark } from './logo';
import { PublicNavItems } from './public-nav';

// The side menu (Radix Dialog) only matters on phones: keep it out of the landing page's first load.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { t } = useTranslation('common');

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={paths.home}
          className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-foreground"
          aria-label={t('common:header.home')}
        >
          <LogoMark />
          <span>ID Event</span>
        </Link>

        <nav aria-label={t('common:header.mainNav')} className="hidden items-center gap-1 md:flex">
          <PublicNavItems
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            iconClassName="size-4"
          />
        </nav>

        <LanguageMenu className="ms-auto md:ms-0" />

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('common:header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Menu className="size-6" aria-hidden="true" />
        </Button>
        {menuUsed ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
