import { loadConfig } from './config';
import { createServer } from './server';

// The process entry: `npm start` runs this after building what is missing.
const config = loadConfig();
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });
server.ctx.log.info({ port: config.port, basePath: config.basePath, store: server.ctx.storeKind }, 'Ontoweave is listening');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.ctx.log.info({ signal }, 'shutting down: finishing requests in flight');
  const forced = setTimeout(() => {
    server.ctx.log.error('shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  forced.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
