/** The reference for bench/server.ts: sirv serving a folder, with its .br/.gz siblings, on a free port. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

const server = createServer(sirv(process.argv[2], { etag: true, brotli: true, gzip: true }));
server.listen(0, '127.0.0.1', () =>
  console.log(`sirv is serving http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
