import { type PageNameIn, pageNames, pages, pagesPattern } from '@common/paths';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AdminLayout } from '@/app/layout/admin-layout';
import { type AdminPage, homePageOf, mayOpenPage } from '@/app/layout/role-pages';
import { Spinner } from '@/components/ui/spinner';
import { useAdminMe } from '@/features/admin-auth/api/get-admin-me';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import LoginRoute from './login';

// The admin area is one lazily loaded chunk (see router.tsx); its heavier pages load on first visit.
const NotFoundRoute = lazy(() => import('../not-found'));

/** Each sign-in page of the table (common/paths.ts) shows the login screen: one route, kept between them. */
const signInPages = pagesPattern(pageNames('admin-sign-in'));

/** The component of each page behind the session (common/paths.ts). */
const protectedPages: Record<PageNameIn<'admin'>, ComponentType> = {
  adminDashboard: lazy(() => import('./dashboard')),
  adminEvent: lazy(() => import('./event')),
  adminScan: lazy(() => import('./scan')),
  adminStaff: lazy(() => import('./staff')),
  adminActivity: lazy(() => import('./activity')),
  adminEventActivity: lazy(() => import('./activity').then((module) => ({ default: module.EventActivityRoute }))),
};

/** A page the signed-in role is not offered sends it to its own first page (a door account: the scan page). */
function RolePage({ name }: { name: AdminPage }) {
  const role = useAdminMe().data?.role;
  if (!mayOpenPage(role, name)) return <Redirect to={homePageOf(role)} replace />;
  const Page = protectedPages[name];
  return <Page />;
}

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
            {pageNames('admin').map((name) => (
              <Route key={name} path={pages[name].pattern}>
                <RolePage name={name} />
              </Route>
            ))}
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
      <Route path={signInPages} component={LoginRoute} />
      <Route component={ProtectedRoutes} />
    </Switch>
  );
}
