import { Link, useLocation } from 'wouter';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';
import { publicNavLinks } from './public-nav-links';

export interface PublicNavItemsProps {
  /** Each link's classes; the current page's link is tinted besides. */
  className: string;
  iconClassName: string;
  /** After a link is chosen (the phone's menu closes). */
  onNavigate?: () => void;
}

/** The public pages' links (My Pass, Staff Login), the current one marked: in the header bar and the phone's menu. */
export function PublicNavItems({ className, iconClassName, onNavigate }: PublicNavItemsProps) {
  const [location] = useLocation();
  const { t } = useTranslation('common');
  return (
    <>
      {publicNavLinks.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          onClick={onNavigate}
          aria-current={location === href ? 'page' : undefined}
          className={cn(className, location === href && 'bg-secondary text-secondary-foreground')}
        >
          <Icon className={iconClassName} aria-hidden="true" />
          {t(label)}
        </Link>
      ))}
    </>
  );
}
