// The floor the public reads are measured against: a bare Express route per address, sending the very bytes
// the project sent (read from a JSON list given as the only argument), in a process of its own. Nothing else:
// no middleware, Express's defaults (ETag included), as an application with nothing to do would answer.
import { readFileSync } from 'node:fs';
import express from 'express';

interface BareRoute {
  path: string;
  contentType: string;
  /** Base64 of the body. */
  body: string;
}

const [listFile, port] = [process.argv[2], Number(process.argv[3])];
if (!listFile || !port) throw new Error('usage: bare-server <routes.json> <port>');
const routes = JSON.parse(readFileSync(listFile, 'utf8')) as BareRoute[];
const app = express();
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  app.get(new URL(route.path, 'http://x').pathname, (_req, res) => {
    res.type(route.contentType).send(body);
  });
}
app.listen(port, '127.0.0.1', (error?: Error) => {
  if (error) throw error; // e.g. the port is taken: never measure whatever answers there instead
  console.log('ready');
});
