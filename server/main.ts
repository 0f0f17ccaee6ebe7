// The server's entry: `npm run dev` runs it from the sources (tsx), production compiled (dist/node/main.js,
// tsdown.config.ts). It only turns Node's compile cache on, then loads the start-up (server/start.ts): a start then
// reuses the code V8 compiled at the previous one instead of compiling the server's few megabytes of JavaScript again
// (docs/performance.md). The cache is a folder of the system's temp folder, or NODE_COMPILE_CACHE; a start without
// it (a read-only disk) is only slower.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start');
