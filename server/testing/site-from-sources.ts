// The whole app on a loopback port, rendering the public pages from the sources through Vite (development mode),
// for tests that look at what a page's HTML says.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app';
import type { AppDeps } from '../context';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningSite {
  /** e.g. http://127.0.0.1:43567 */
  base: string;
  close: () => Promise<void>;
}

export async function serveSiteFromSources(deps: AppDeps): Promise<RunningSite> {
  const { app, close } = await createApp(deps, { mode: 'vite', dir: root });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await close();
    },
  };
}
