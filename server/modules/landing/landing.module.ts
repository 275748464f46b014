/** The web app, served last (its pages answer what no route does), with the landing page rendered on the server. */
import { paths } from '../../../common/paths.ts';
import { registerWebApp } from '../../platform/http/web-app.ts';
import { projectPath } from '../../platform/paths.ts';
import type { AppPlatform, AppServer } from '../module.ts';
import { createLandingPage } from './landing-page.ts';

export interface WebAppFiles {
  /** The built web app; default dist/web. */
  webDir?: string;
  /**
   * The landing page's server-rendering bundle (`vite build --ssr`); default dist/ssr/entry-server.js
   * when webDir is the default too. Without one the landing page renders in the browser.
   */
  ssrEntry?: string;
}

export async function registerLanding(app: AppServer, platform: AppPlatform, files: WebAppFiles): Promise<void> {
  const webDir = files.webDir ?? projectPath('dist/web');
  const ssrEntry = files.ssrEntry ?? (files.webDir ? undefined : projectPath('dist/ssr/entry-server.js'));
  const { db, now, config } = platform;
  const landingPage =
    ssrEntry &&
    (await createLandingPage({ db, now, timezone: config.timezone, webDir, ssrEntry }).catch((error: unknown) => {
      platform.log.warn({ err: error }, 'the landing page cannot be rendered on the server: it renders in the browser');
      return null;
    }));
  await registerWebApp(app, webDir, landingPage ? { [paths.home]: landingPage } : {});
}
