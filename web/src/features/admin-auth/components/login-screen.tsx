import { paths } from '@common/paths';
import { loginInputSchema } from '@common/schemas';
import { signInReturnPath } from '@common/sign-in-return';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, Lock, ShieldAlert, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { LogoMark } from '@/components/layout/logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dismissToast, type ToastOptions, toast } from '@/components/ui/use-toast';
import { useTranslation } from '@/lib/i18n-react';
import { setSignOutPending, useAdminMe } from '../api/get-admin-me';
import { OIDC_LOGIN_PATH, useAuthProviders } from '../api/get-auth-providers';
import { useLogin } from '../api/login';
import { loginError, signInFailure } from '../utils/login-errors';

/**
 * The toasts this screen raised ('Sign-in failed', 'Access Denied'): they are about this screen and
 * go when the organiser leaves it (signed in, or back to the home page).
 */
const shownHere = new Set<string>();

function toastHere(options: ToastOptions) {
  shownHere.add(toast(options).id);
}

let leaving: ReturnType<typeof setTimeout> | undefined;

function dismissToastsShownHere() {
  for (const id of shownHere) dismissToast(id);
  shownHere.clear();
}

function LocalLoginForm({ returnTo }: { returnTo: string }) {
  const [, navigate] = useLocation();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginInputSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const { t } = useTranslation('staff');

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    loginMutation.mutate(input, {
      onSuccess: () => {
        dismissToastsShownHere();
        navigate(returnTo, { replace: true });
      },
      onError: (error) => {
        // Said once, above the fields (a toast repeated it: issue 29).
        setFailure(signInFailure(t, error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('staff:login.form')}>
      {failure ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <FormField id="login-username" label={t('staff:login.username')} error={errors.username?.message}>
        <Input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          icon={<User />}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? fieldErrorId('login-username') : undefined}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="login-password" label={t('staff:login.password')} error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          icon={<Lock />}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldErrorId('login-password') : undefined}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('staff:login.submitting') : t('staff:login.submit')}
      </Button>
    </form>
  );
}

/** The admin login screen (/admin, /admin/login). */
export function LoginScreen() {
  const { t } = useTranslation('staff');
  const [searchParams] = useSearchParams();
  const error = loginError(t, searchParams.get('error'));
  // The page asked for before sign-in (RequireAdmin's ?next=), or the dashboard.
  const next = signInReturnPath(searchParams.get('next'));
  const returnTo = next ?? paths.adminDashboard;
  const me = useAdminMe();
  const providers = useAuthProviders();
  // LOCAL_SIGN_IN=off: only the provider's button (the form shows while the answer is on its way).
  const localSignIn = providers.data?.local !== false;
  const announced = useRef<string | null>(null);

  useEffect(() => {
    // SPEC section 8: an Access Denied toast as well as the message (once per visit, not per render).
    if (searchParams.get('error') === 'unauthorized' && announced.current !== 'unauthorized') {
      announced.current = 'unauthorized';
      toastHere({ variant: 'destructive', title: error?.title, description: error?.message });
    }
  }, [searchParams, error]);
  useEffect(() => {
    clearTimeout(leaving);
    // Deferred: React's development double mount unmounts and mounts again at once (no real leaving).
    return () => {
      leaving = setTimeout(dismissToastsShownHere, 0);
    };
  }, []);

  if (me.data && !me.isStale) return <Redirect to={returnTo} replace />;

  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 px-4 py-10">
      <title>{t('staff:login.pageTitle')}</title>
      <main className="w-full max-w-md">
        <Card className="p-6 shadow-xl sm:p-8">
          <div className="flex flex-col items-center text-center">
            <LogoMark size={48} />
            <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('staff:login.title')}</h1>
            <p className="mt-1 text-muted-foreground">{t('staff:login.subtitle')}</p>
          </div>

          {error ? (
            <div
              role="alert"
              className="mt-6 flex gap-3 rounded-xl border border-destructive/30 bg-destructive-soft p-4 text-destructive"
            >
              <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold">{error.title}</p>
                <p className="mt-1 text-sm">{error.message}</p>
              </div>
            </div>
          ) : null}

          <div className="mt-6 grid gap-5">
            {providers.data?.oidc ? (
              <>
                {/* Like a large button, but its label may wrap on a narrow phone. */}
                <a
                  href={next ? `${OIDC_LOGIN_PATH}?next=${encodeURIComponent(next)}` : OIDC_LOGIN_PATH}
                  // The provider's sign-in ends the device's old session on the server itself.
                  onClick={() => setSignOutPending(false)}
                  className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2.5 text-center text-base font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0"
                >
                  <KeyRound aria-hidden="true" />
                  {t('staff:login.oidc')}
                </a>
                {localSignIn ? (
                  <div className="flex items-center gap-3 text-center text-xs uppercase tracking-wide text-muted-foreground">
                    <span className="h-px flex-1 bg-border" />
                    {t('staff:login.or')}
                    <span className="h-px flex-1 bg-border" />
                  </div>
                ) : null}
              </>
            ) : null}
            {localSignIn ? <LocalLoginForm returnTo={returnTo} /> : null}
          </div>

          <div className="mt-6 flex flex-col items-center gap-3 border-t border-border pt-5 text-center">
            <Link href={paths.home} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
              {t('staff:login.back')}
            </Link>
            <p className="text-sm text-muted-foreground">{t('staff:login.help')}</p>
          </div>
        </Card>
      </main>
    </div>
  );
}
