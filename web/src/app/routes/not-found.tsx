import { paths } from '@common/paths';
import { Compass, House } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>Page Not Found · ID Event</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-primary">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <Link href={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" />
        Back to Home
      </Link>
    </div>
  );
}
