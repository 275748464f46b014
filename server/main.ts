/** Starts the app and stops it gracefully; nothing else. */
import { createApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { DataDirectoryLockedError } from './platform/db/data-dir-lock.ts';
import { loadTls, networkOrigins, TlsFilesError } from './platform/http/tls.ts';
import { PRIVATE_UMASK } from './platform/private-files.ts';
import { AppSecretError } from './platform/secrets.ts';

async function main(): Promise<void> {
  // Whatever the app writes (database, e-mails, secret) is for its own user only.
  process.umask(PRIVATE_UMASK);
  loadDotEnv();
  const config = loadConfig();
  const tls = config.https ? await loadTls(config.https, config.dataDir) : undefined;
  const app = await createApp(config, { tls });
  const address = await app.server.listen({ port: config.port, host: config.host });
  app.server.log.info(
    `ID Event is running at ${config.publicUrl} (listening on ${address}; database: ${app.database.kind})`,
  );
  if (tls?.selfSigned) {
    app.server.log.info(
      `HTTPS with a self-signed certificate ${tls.created ? 'made now' : 'made before'}, kept in ${config.dataDir}`,
    );
    for (const origin of networkOrigins(tls, config.host, config.port)) {
      app.server.log.info(
        `Open ${origin}/admin/scan on a phone on the same network (accept the certificate warning once)`,
      );
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const timer = setTimeout(() => process.exit(1), 20_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirectoryLockedError ||
    error instanceof AppSecretError ||
    error instanceof TlsFilesError
  ) {
    console.error(error.message);
  } else {
    console.error('ID Event could not start:', error);
  }
  process.exit(1);
});
