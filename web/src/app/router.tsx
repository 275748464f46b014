import { paths } from '@common/paths';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PublicLayout } from '@/components/layout/public-layout';
import { Spinner } from '@/components/ui/spinner';
import { LandingRoute } from './routes/landing';

// Every page but the landing page is its own chunk, downloaded when first visited. The admin area is
// one more (with its own layout), matched only on the admin pages that exist: any other /admin path
// falls through to the public 404 page.
const RegisterRoute = lazy(() => import('./routes/register'));
const MyPassRoute = lazy(() => import('./routes/my-pass'));
const ExhibitsRoute = lazy(() => import('./routes/exhibits'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const AdminArea = lazy(() => import('./routes/admin/admin-area'));

/** /admin, /admin/login, /admin/dashboard, /admin/events/{id} and /admin/scan (common/paths.ts). */
const adminPages = /^\/admin(?:\/(?:login|dashboard|scan|events\/[^/]+))?$/;

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

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Switch>
        <Route path={adminPages}>
          <Suspense fallback={<PageLoading />}>
            <AdminArea />
          </Suspense>
        </Route>
        <Route component={PublicRoutes} />
      </Switch>
    </>
  );
}
