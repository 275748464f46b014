import { type PageNameIn, pageNames, pages, pagesPattern } from '@common/paths';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PublicLayout } from '@/components/layout/public-layout';
import { Spinner } from '@/components/ui/spinner';
import { LandingRoute } from './routes/landing';

// Every page but the landing page is its own chunk, downloaded when first visited. The admin area is
// one more (with its own layout), matched only on the admin pages that exist: any other /admin path
// falls through to the public 404 page.
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const AdminArea = lazy(() => import('./routes/admin/admin-area'));
// The query cache, with the pages that use it: the landing page does without (app/query-provider.tsx).
const QueryProvider = lazy(() => import('./query-provider'));

/** The component of each public page of the table (common/paths.ts) but the landing page. */
const publicPages: Record<Exclude<PageNameIn<'public'>, 'home'>, ComponentType> = {
  register: lazy(() => import('./routes/register')),
  myPass: lazy(() => import('./routes/my-pass')),
  myRegistration: lazy(() => import('./routes/my-registration')),
  exhibits: lazy(() => import('./routes/exhibits')),
};

/** The admin area's pages (routes/admin/admin-area.tsx renders each). */
const adminPages = pagesPattern(pageNames('admin-sign-in', 'admin'));

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
          <Route path={pages.home.pattern} component={LandingRoute} />
          <Route>
            <QueryProvider>
              <Switch>
                {pageNames('public')
                  .filter((name) => name !== 'home')
                  .map((name) => (
                    <Route key={name} path={pages[name].pattern} component={publicPages[name]} />
                  ))}
                <Route component={NotFoundRoute} />
              </Switch>
            </QueryProvider>
          </Route>
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
            <QueryProvider>
              <AdminArea />
            </QueryProvider>
          </Suspense>
        </Route>
        <Route component={PublicRoutes} />
      </Switch>
    </>
  );
}
