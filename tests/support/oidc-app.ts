/** The app signing organisers in through a test identity provider, as the tests of OIDC sign-in start it. */
import { startOidcProvider, type TestProvider } from './oidc-provider.ts';
import { freePort } from './ports.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * A provider whose callback is the app's, and the app trusting it: staff are org.example's members,
 * chief@elsewhere.example is the super admin. `env`: more of the app's settings.
 */
export async function startOidcApp(env: Record<string, string> = {}): Promise<{ provider: TestProvider; t: TestApp }> {
  const port = await freePort();
  const provider = await startOidcProvider(`http://127.0.0.1:${port}/api/auth/callback`);
  const t = await startTestApp({
    PORT: String(port),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ADMIN_EMAIL_DOMAIN: 'org.example',
    SUPER_ADMIN_EMAIL: 'chief@elsewhere.example',
    ...env,
  });
  return { provider, t };
}
