/** Starts the app and stops it gracefully; nothing else. */
import { createApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { DataDirectoryLockedError } from './platform/db/data-dir-lock.ts';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const app = await createApp(config);
  const address = await app.server.listen({ port: config.port, host: config.host });
  app.server.log.info(
    `ID Event is running at ${config.publicUrl} (listening on ${address}; database: ${app.database.kind})`,
  );

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
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('ID Event could not start:', error);
  }
  process.exit(1);
});
