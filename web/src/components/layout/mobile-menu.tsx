import { Link, useLocation } from 'wouter';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { LogoMark } from './logo';
import { publicNavLinks } from './public-nav-links';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's slide-in side menu; choosing a link closes it. Loaded on first use. */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const [location] = useLocation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-menu">
        <div className="flex items-center gap-2.5">
          <LogoMark size={28} />
          <SheetTitle>Menu</SheetTitle>
        </div>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="mt-2 flex flex-col gap-1">
          {publicNavLinks.map(({ href, label, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              onClick={() => onOpenChange(false)}
              aria-current={location === href ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted',
                location === href && 'bg-secondary text-secondary-foreground',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
