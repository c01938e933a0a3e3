// Serves a folder of built files the way a plain web host would: `node serve-static.mjs <folder>`,
// on 127.0.0.1:$PORT. For the checks of built artefacts (the static Storybook, the example sites).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('Usage: node serve-static.mjs <folder>');
const serve = sirv(resolve(folder), { dev: false });
createServer((request, response) =>
  serve(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  }),
).listen(Number(process.env.PORT ?? 6007), '127.0.0.1');
