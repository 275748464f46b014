import { paths } from '@common/paths';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AdminLayout } from '@/components/layout/admin-layout';
import { Spinner } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import LoginRoute from './login';

// The admin area is one lazily loaded chunk (see router.tsx); its heavier pages load on first visit.
const DashboardRoute = lazy(() => import('./dashboard'));
const EventRoute = lazy(() => import('./event'));
const ScanRoute = lazy(() => import('./scan'));
const NotFoundRoute = lazy(() => import('../not-found'));

function PageLoading() {
  return (
    <div className="py-24">
      <Spinner />
    </div>
  );
}

function ProtectedRoutes() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path={paths.adminDashboard} component={DashboardRoute} />
            <Route path="/admin/events/:id" component={EventRoute} />
            <Route path={paths.adminScan} component={ScanRoute} />
            <Route component={NotFoundRoute} />
          </Switch>
        </Suspense>
      </AdminLayout>
    </RequireAdmin>
  );
}

/** Everything under /admin that exists; other /admin paths never reach here (router.tsx shows the 404 page). */
export default function AdminArea() {
  return (
    <Switch>
      <Route path="/admin" component={LoginRoute} />
      <Route path={paths.adminLogin} component={LoginRoute} />
      <Route component={ProtectedRoutes} />
    </Switch>
  );
}
