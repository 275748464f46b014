/** What the login page says for each `error` value the sign-in flow puts in its address. */
export interface LoginError {
  title: string;
  message: string;
}

export const ACCESS_DENIED: LoginError = {
  title: 'Access Denied',
  message:
    "Only e-mail addresses from the organisation's domain and the super admin can access the admin portal. Sign in with an allowed account.",
};

const messages: Record<string, LoginError> = {
  unauthorized: ACCESS_DENIED,
  signin_failed: {
    title: 'Sign-in failed',
    message: 'The sign-in with your identity provider did not complete. Please try again.',
  },
  oidc_not_configured: {
    title: 'Single sign-on is not set up',
    message: 'Sign-in with an identity provider is not configured on this server. Use your staff account below.',
  },
  account_disabled: {
    title: 'Account disabled',
    message: 'This account is disabled. Ask an owner to enable it.',
  },
  provider_unavailable: {
    title: 'Identity provider unavailable',
    message: 'The identity provider could not be reached. Please try again in a moment.',
  },
};

/** The message for an `error` query value; an unknown value still gets a general one, a missing one none. */
export function loginError(value: string | null | undefined): LoginError | null {
  const key = value?.trim();
  if (!key) return null;
  return (
    messages[key] ?? { title: 'Sign-in failed', message: 'Something went wrong while signing in. Please try again.' }
  );
}
