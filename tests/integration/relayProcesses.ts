import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A server started as a process of its own (`node --import tsx collab-server/main.ts`), which a test may kill. */
export type ServerProcess = { url: string; port: number; child: ChildProcess; kill: (signal: NodeJS.Signals) => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server on the port with the environment given, and waits until it answers. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'collab-server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn', DEMO_DATA: 'off', PLUGINS_DIR: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/auth/config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server process on ${port} did not start in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
