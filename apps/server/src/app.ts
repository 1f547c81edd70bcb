import { randomUUID } from "node:crypto";
import { IMAGE_TOO_LARGE_MESSAGE, endpoints } from "@naehan/contract";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./lib/context";
import type { AppDeps } from "./deps";
import { authGuards } from "./lib/auth/middleware";
import {
  AppError,
  internalError,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
} from "./lib/http/errors";
import { isDatabaseUnavailable } from "./db/errors";
import { adminRoutes } from "./modules/admin/admin.routes";
import { alertsRoutes } from "./modules/alerts/alerts.routes";
import { artistsRoutes } from "./modules/artists/artists.routes";
import { accountLookup } from "./modules/auth/auth.queries";
import { authRoutes } from "./modules/auth/auth.routes";
import { oauthRoutes } from "./modules/oauth/oauth.routes";
import { passwordResetRoutes } from "./modules/auth/password-reset";
import { articlesRoutes } from "./modules/board/articles.routes";
import { commentsRoutes } from "./modules/board/comments.routes";
import { concertsRoutes } from "./modules/concerts/concerts.routes";
import { favoritesRoutes } from "./modules/favorites/favorites.routes";
import { pastConcertsRoutes } from "./modules/past-concerts/past-concerts.routes";
import { predictionsRoutes } from "./modules/predictions/predictions.routes";
import { pushRoutes } from "./modules/push/push.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { shareCardRoutes } from "./modules/share-cards/share-cards.routes";
import { ticketRoundsRoutes } from "./modules/ticket-rounds/ticket-rounds.routes";
import { sandboxMedia, staticRoutes } from "./modules/static/static.routes";
import { compressBodies } from "./lib/http/compression";
import { weakEtags } from "./lib/http/etag";
import { corsForListedOrigins } from "./lib/http/cors";
import { requestLimits } from "./lib/http/request-limits";
import type { ModuleDeps } from "./modules/module-deps";
import { requestLogger } from "./lib/logger";
import { securityHeaders } from "./lib/http/security-headers";
import { readParamsOnly } from "./lib/cache/cache-rules";
import { endpointRouter } from "./lib/http/endpoint-router";

const JSON_LIMIT = 1024 * 1024;
/** Sign-up, login, refresh and logout bodies are a few hundred bytes, and anyone may send them. */
const AUTH_JSON_LIMIT = 8 * 1024;
const UPLOAD_LIMIT = 6 * 1024 * 1024;

export function createApp(appDeps: AppDeps) {
  const { logger } = appDeps;
  // Built once and handed to every module: one way to check a token, one way to count requests.
  const deps: ModuleDeps = {
    ...appDeps,
    guards: authGuards(appDeps.jwtSecret, accountLookup(appDeps.db)),
    limits: requestLimits(appDeps.rateLimiter, appDeps.config.trustProxy),
  };
  const logRequest = requestLogger(logger);
  const app = new Hono<AppEnv>();

  // Always our own id: one a client sends could make its lines pass for another request's.
  app.use(async (c, next) => {
    const id = randomUUID();
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logRequest({
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use("/media/*", sandboxMedia(deps.config));
  app.use(securityHeaders(deps.config));
  app.use(compressBodies());
  // Cross-origin browser calls only from the origins CORS_ORIGINS lists; none by default.
  if (deps.config.corsOrigins.length > 0) {
    const cors = corsForListedOrigins(deps.config.corsOrigins);
    app.use("/api/*", cors);
    app.use("/auth/*", cors);
  }

  // Reads see only the query parameters their route reads (the contract's rule), cached or not.
  app.use("/api/*", deps.cache ? deps.cache.middleware() : readParamsOnly());

  const limitBody = (maxSize: number, message?: string): MiddlewareHandler => {
    const limit = bodyLimit({
      maxSize,
      onError: () => {
        throw payloadTooLarge(message);
      },
    });
    // A read has no body to limit; asking for one would build the whole Web Request.
    return (c, next) =>
      c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next);
  };
  // Room for a 5 MB image and the JSON part; the image's own limit is checked on its part.
  app.use("/api/admin/*", limitBody(UPLOAD_LIMIT, IMAGE_TOO_LARGE_MESSAGE));
  const limitAuthJson = limitBody(AUTH_JSON_LIMIT);
  const limitJson = limitBody(JSON_LIMIT);
  app.use("/api/auth/*", limitAuthJson);
  const limitOtherJson: MiddlewareHandler = (c, next) =>
    c.req.path.startsWith("/api/admin/") || c.req.path.startsWith("/api/auth/")
      ? next()
      : limitJson(c, next);
  app.use("/api/*", limitOtherJson);
  app.use("/auth/*", limitAuthJson);
  app.use("/api/*", weakEtags());
  app.use("/api/*", async (c, next) => {
    await next();
    // On the answer itself: c.header would rebuild a finished answer through its body stream.
    if (c.req.method === "GET" && !c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", "no-cache");
    }
  });

  // Every API call is registered from its row of the endpoint table (lib/http/endpoint-router.ts).
  app.route("/", endpointRouter(deps).on(endpoints.health, (c) => c.json({ status: "ok" })).hono);
  app.route("/", authRoutes(deps));
  app.route("/", oauthRoutes(deps));
  app.route("/", passwordResetRoutes(deps));
  app.route("/", concertsRoutes(deps));
  app.route("/", predictionsRoutes(deps));
  app.route("/", artistsRoutes(deps));
  app.route("/", pastConcertsRoutes(deps));
  app.route("/", ticketRoundsRoutes(deps));
  app.route("/", favoritesRoutes(deps));
  app.route("/", alertsRoutes(deps));
  app.route("/", pushRoutes(deps));
  app.route("/", searchRoutes(deps));
  app.route("/", articlesRoutes(deps));
  app.route("/", commentsRoutes(deps));
  app.route("/", adminRoutes(deps));
  app.route("/share", shareCardRoutes(deps));

  app.all("/api/*", () => {
    throw notFound("route");
  });
  app.route(
    "/",
    staticRoutes(deps, (request) => Promise.resolve(app.fetch(request))),
  );

  app.notFound(() => {
    throw notFound("route");
  });

  app.onError((err, c) => {
    let error: AppError;
    if (err instanceof AppError) error = err;
    else if (err instanceof HTTPException && err.status < 500) {
      error = new AppError(err.status, "BAD_REQUEST", "요청 형식이 올바르지 않습니다.");
    } else if (isDatabaseUnavailable(err)) {
      logger.warn({ requestId: c.get("requestId"), err: String(err) }, "database unavailable");
      error = serviceUnavailable();
    } else {
      logger.error({ requestId: c.get("requestId"), err }, "unhandled error");
      error = internalError();
    }
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    c.header("Cache-Control", "no-store");
    return c.json(error.toBody(), error.status);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
