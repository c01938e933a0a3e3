import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ApiErrorBody } from '../src/schemas/errors';
import { type ApiDependencies, createApi } from './api';
import { createLeadForm } from './leadForm';
import { messages } from './messages';
import { type Site, serveNotFound, serveSite } from './static';

export interface AppDependencies extends ApiDependencies {
  site: Site;
}

/**
 * The HTTP application: the API, the health check and the prerendered site, with the security
 * headers on every answer (errors and 404s included). Scripts, styles and fonts come only from the
 * site itself (the prerender refuses inline scripts; Vite writes every asset as a file), except the
 * pages' own <style> elements, each allowed by its hash: the rules the page uses, and the one
 * react-aria's press handling needs (see pressStyle.ts); and their Speculation Rules, allowed by
 * their hash too (src/loading/speculationRules.ts). React-aria also sets style attributes (its
 * visually hidden inputs).
 */
export function createApp(dependencies: AppDependencies) {
  const { site, storage, logger } = dependencies;
  const app = new Hono();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...site.speculationRulesHashes],
        styleSrc: ["'self'"],
        styleSrcElem: ["'self'", ...site.inlineStyleHashes],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      permissionsPolicy: { microphone: ['self'], camera: [], geolocation: [] },
    }),
  );

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const { status } = c.res;
    const level = status >= 500 ? 'error' : c.req.path.startsWith('/api/') ? 'info' : 'debug';
    if (logger.isLevelEnabled(level)) {
      const ms = Math.round(performance.now() - started);
      logger[level]({ method: c.req.method, path: c.req.path, status, ms }, 'request');
    }
  });

  app.get('/healthz', async (c) => {
    const healthy = await storage.isHealthy();
    return c.json(
      { status: healthy ? 'ok' : 'error', database: healthy ? 'ok' : 'unavailable' },
      healthy ? 200 : 503,
    );
  });
  app.route('/api', createApi(dependencies));
  app.route('/', createLeadForm(dependencies));
  app.get('*', (c) => serveSite(site, c));
  app.notFound((c) => serveNotFound(site, c));
  app.onError((error, c) => {
    // A client that went away before its request was read (it timed out, or closed the page) met no
    // fault of the server's; the answer reaches nobody, but it is a 4xx in the logs, not a 500.
    if (c.req.raw.signal.aborted) {
      logger.info({ method: c.req.method, path: c.req.path }, 'the client went away mid-request');
      return c.json({ error: messages.clientGone } satisfies ApiErrorBody, 408);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ error: messages.serverError } satisfies ApiErrorBody, 500);
  });
  return app;
}
