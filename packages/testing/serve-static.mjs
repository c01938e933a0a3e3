// Serves the static Storybook (storybook-static/, from `pnpm build-storybook`) the way a plain web
// host would, for the checks in static.spec.ts.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../storybook-static', import.meta.url));
const serve = sirv(root, { dev: false });
createServer((request, response) =>
  serve(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  }),
).listen(Number(process.env.PORT ?? 6007), '127.0.0.1');
