import type * as z from "zod/mini";
import { expect } from "vitest";
import { createApp } from "../app";
import type { Mailer } from "../lib/mail/mailer";
import type { SetlistFmClient } from "../integrations/setlistfm/client";
import type { AppConfig } from "../lib/context";
import { inProcessDeps } from "../deps";
import { type PasswordQueue, lowCostArgon2Hasher, passwordQueue } from "../lib/auth/password";
import type { ResponseCache } from "../lib/cache/response-cache";
import { type MediaStorage, memoryStorage } from "../lib/media/storage";
import type { AlertQueue, ImportQueue } from "../modules/module-deps";
import type { KopisClient } from "../integrations/kopis/client";
import { type TestDatabase, createTestDatabase } from "./db";
import type { TemplateName } from "./templates";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: TestDatabase;
  jwtSecret: Uint8Array;
  /** Where the app stores uploads (in memory unless the test passed a storage). */
  storage: MediaStorage;
  /** `app.request` with a JSON or multipart body and optional bearer token. */
  request(
    path: string,
    init?: {
      method?: string;
      json?: unknown;
      form?: FormData;
      token?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(
  template: TemplateName = "empty",
  options: {
    config?: Partial<AppConfig>;
    setlistfm?: SetlistFmClient;
    storage?: MediaStorage;
    /** Off unless given: tests also write through factories, which a cache would not notice. */
    cache?: ResponseCache;
    /** Low-cost argon2 behind the app's queue unless given (the cost is not what tests look at). */
    passwords?: PasswordQueue;
    /** The app's time, for tests that move it forward instead of waiting. */
    clock?: () => Date;
    /** What writes wake (the alert producer): nothing unless given. */
    alerts?: AlertQueue;
    /** KOPIS (usually a client of the fake) and what runs an import: none unless given. */
    kopis?: KopisClient;
    imports?: ImportQueue;
    /** Where mail goes (the log, silenced, unless given). */
    mailer?: Mailer;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(template);
  // No setlist.fm key unless a test passes a client (usually one pointed at the fake server).
  const deps = inProcessDeps(db.db, {
    config: options.config ?? {},
    ...(options.setlistfm ? { setlistfm: options.setlistfm } : {}),
    storage: options.storage ?? memoryStorage(),
    ...(options.cache ? { cache: options.cache } : {}),
    passwords: options.passwords ?? passwordQueue(lowCostArgon2Hasher),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.alerts ? { alerts: options.alerts } : {}),
    ...(options.kopis ? { kopis: options.kopis } : {}),
    ...(options.imports ? { imports: options.imports } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  const jwtSecret = deps.jwtSecret;
  const app = createApp(deps);
  return {
    app,
    db,
    jwtSecret,
    storage: deps.storage,
    request: (path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | FormData | undefined;
      if (init.json !== undefined) {
        headers["content-type"] ??= "application/json";
        body = JSON.stringify(init.json);
      } else if (init.form) body = init.form;
      return Promise.resolve(
        app.request(path, { method: init.method ?? (body ? "POST" : "GET"), headers, body }),
      );
    },
    close: () => db.close(),
  };
}

/** Asserts a 2xx status and parses the body with its contract schema (every 2xx body is checked). */
export async function expectBody<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
  status = 200,
): Promise<z.infer<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success)
    throw new Error(
      `Body does not match the contract: ${JSON.stringify(result.error.issues)}\n${text}`,
    );
  return result.data;
}

/** Asserts an error answer: status, JSON error shape, and optionally the code. */
export async function expectError(response: Response, status: number, code?: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const body = JSON.parse(text) as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  return body;
}
