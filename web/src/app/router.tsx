import { paths } from '@common/paths';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PublicLayout } from '@/components/layout/public-layout';
import { Spinner } from '@/components/ui/spinner';
import { LandingRoute } from './routes/landing';

// Every page but the landing page is its own chunk, downloaded when first visited. The admin area
// joins this Switch the same way (a lazy route with its own layout), ahead of the public catch-all.
const RegisterRoute = lazy(() => import('./routes/register'));
const MyPassRoute = lazy(() => import('./routes/my-pass'));
const ExhibitsRoute = lazy(() => import('./routes/exhibits'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const AdminScanRoute = lazy(() => import('./routes/admin/scan'));

function PageLoading() {
  return (
    <div className="py-24">
      <Spinner />
    </div>
  );
}

/** A new page starts at its top, as it would with full page loads. */
function ScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function PublicRoutes() {
  return (
    <PublicLayout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={paths.home} component={LandingRoute} />
          <Route path="/register" component={RegisterRoute} />
          <Route path={paths.myPass} component={MyPassRoute} />
          <Route path={paths.exhibits} component={ExhibitsRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </PublicLayout>
  );
}

/** The door scan page, on its own until the admin layout wraps it. */
function AdminScanPage() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      <Suspense fallback={<PageLoading />}>
        <AdminScanRoute />
      </Suspense>
    </main>
  );
}

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Switch>
        <Route path={paths.adminScan} component={AdminScanPage} />
        <Route component={PublicRoutes} />
      </Switch>
    </>
  );
}
