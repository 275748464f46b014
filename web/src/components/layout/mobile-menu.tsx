import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { LogoMark } from './logo';
import { PublicNavItems } from './public-nav';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's slide-in side menu; choosing a link closes it. Loaded on first use. */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-menu">
        <div className="flex items-center gap-2.5">
          <LogoMark size={28} />
          <SheetTitle>Menu</SheetTitle>
        </div>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="mt-2 flex flex-col gap-1">
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
