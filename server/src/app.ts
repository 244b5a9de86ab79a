import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import type { Db } from './db';
import type { ServerConfig } from './config';
import { registerAuth } from './http/auth';
import { userForToken } from './features/account';
import { registerBodies } from './http/bodies';
import { failure } from './http/envelope';
import { frameworkErrors, registerErrorHandler } from './http/errorHandler';
import { registerTextCheck } from './http/inputText';
import { registerOpenApi } from './http/openapi';
import { finiteKeyword, registerSchemaDefaults } from './http/schemaDefaults';
import { registerSecurityHeaders } from './http/securityHeaders';
import { createMetrics, metricsRoute } from './http/metrics';
import { features } from './features';
import { hasPreviewCookie, registerMeetingPreview } from './features/meeting';
import type { Feature } from './features/types';
import { isPageRequest, sendPage, serveApps } from './static/serveApps';
import { drawLeadPicturesOnListen, leadImageOf } from './static/leadImages';
import { firstAnswersOf, forLiveSessions, NO_FIRST_ANSWERS, withRedirectTargets } from './static/firstAnswers';

/** A slice's routes in a scope of their own, each tagged with the slice's section of the OpenAPI document. */
async function featureRoutes(app: FastifyInstance, feature: Feature): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: route.schema?.tags ?? [feature.tag.name] };
    });
    feature.routes(scope);
  });
}

/**
 * The whole server. `onRoute` sees every route as it is added (the malformed-input sweep builds its
 * list of routes this way, so a route added later is swept too).
 */
export async function buildApp(
  db: Db,
  config: ServerConfig,
  logger: FastifyServerOptions['logger'] = false,
  onRoute?: (route: RouteOptions) => void,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // NaN and Infinity are refused: ajv's strictNumbers (its default) for JSON numbers, and the x-finite
    // keyword that schemaDefaults.ts puts on every number for strings coerced to Infinity ("1e309").
    ajv: { customOptions: { coerceTypes: 'array', allErrors: false, strictNumbers: true }, plugins: [finiteKeyword] },
    frameworkErrors,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('metrics', createMetrics(app, db));
  if (onRoute) app.addHook('onRoute', onRoute);

  // Hook order matters: headers first (so even a refused request carries them), then the caller (401
  // before any body is read), then the body, then the checks of its text, then schema validation.
  registerSchemaDefaults(app);
  await registerOpenApi(
    app,
    features.map((f) => f.tag),
  );
  await registerSecurityHeaders(app);
  registerAuth(app, userForToken);
  // gzip/brotli for JSON and the apps' scripts: phones on mobile networks pay for every byte.
  await app.register(compress, { threshold: 1024 });
  await registerBodies(app);
  registerTextCheck(app);
  registerErrorHandler(app);
  registerMeetingPreview(app);

  metricsRoute(app, app.metrics, config);
  for (const feature of features) await featureRoutes(app, feature);
  const pageParts = {
    leadImage: leadImageOf(
      db,
      features.flatMap((f) => f.leadImages ?? []),
    ),
    firstAnswers: forLiveSessions(
      withRedirectTargets(
        firstAnswersOf(
          app,
          features.flatMap((f) => f.firstCalls ?? []),
        ),
      ),
      async (token) => (await userForToken(db, token)) !== undefined,
    ),
  };
  if (config.serveApps) {
    await serveApps(app, config, pageParts);
    drawLeadPicturesOnListen(app, pageParts.leadImage);
  }

  app.setNotFoundHandler((request, reply) => {
    // A draft's preview: the page's first answers, made without the browser's preview cookie, would say it is not there.
    const parts = hasPreviewCookie(request) ? { ...pageParts, firstAnswers: async () => NO_FIRST_ANSWERS } : pageParts;
    if (config.serveApps && isPageRequest(request.method, request.url)) return sendPage(reply, config, request.url, parts);
    return reply.code(404).send(failure(`接口不存在：${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
