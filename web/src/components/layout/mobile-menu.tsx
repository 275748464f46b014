import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useTranslation } from '@/lib/i18n-react';
import { LogoMark } from './logo';
import { PublicNavItems } from './public-nav';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's slide-in side menu; choosing a link closes it. Loaded on first use. */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-menu">
        <div className="flex items-center gap-2.5">
          <LogoMark size={28} />
          <SheetTitle>{t('common:menu.title')}</SheetTitle>
        </div>
        <SheetDescription className="sr-only">{t('common:menu.description')}</SheetDescription>
        <nav aria-label={t('common:menu.mobileNav')} className="mt-2 flex flex-col gap-1">
          <PublicNavItems
            className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted"
            iconClassName="size-5"
            onNavigate={() => onOpenChange(false)}
          />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
