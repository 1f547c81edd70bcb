import { type Endpoint, id as idSchema, parseIdText } from "@naehan/contract";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type * as z from "zod/mini";
import type { Guards } from "../auth/middleware";
import type { AppEnv } from "../context";
import { type Entity, notFound } from "./errors";
import { readJson } from "./input";
import { type AdminUpload, readAdminUpload } from "./multipart";

/** A call's path params as its row types them (an `id` is a number). */
export type RouteParams<E extends Endpoint> = {
  [K in keyof E["params"]]: z.output<E["params"][K]>;
};
/** The row's query parameters, as sent (undefined when absent). */
export type RouteQuery<E extends Endpoint> = Record<E["query"][number], string | undefined>;
/** The row's body: a JSON body validated, a multipart form's JSON part and file, or nothing. */
export type RouteBody<E extends Endpoint> = E["body"] extends {
  kind: "json";
  schema: infer S extends z.ZodMiniType;
}
  ? z.output<S>
  : E["body"] extends { kind: "multipart"; schema: infer S extends z.ZodMiniType }
    ? AdminUpload<z.output<S>>
    : undefined;

export interface RouteInput<E extends Endpoint> {
  params: RouteParams<E>;
  query: RouteQuery<E>;
  body: RouteBody<E>;
}

export type RouteHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Response | Promise<Response>;

/** What a param that names nothing is: 404 of this thing (or of the thing the earlier params name). */
type Missing<E extends Endpoint> = Entity | ((parsed: Partial<RouteParams<E>>) => Entity);

/** With path params, the route says what a wrong one names: `{ id: "concert" }` or one entity. */
export type RouteOptions<E extends Endpoint> = keyof E["params"] extends never
  ? { notFound?: never }
  : { notFound: Entity | { [K in keyof E["params"]]: Missing<E> } };

type OnArgs<E extends Endpoint> = keyof E["params"] extends never
  ? [handler: RouteHandler<E>] | [options: RouteOptions<E>, handler: RouteHandler<E>]
  : [options: RouteOptions<E>, handler: RouteHandler<E>];

/**
 * A module's routes, each registered from its row of the endpoint table: the row's method and
 * full path (so the router is mounted at `/`), the guard its `access` names, its params parsed
 * (404 when one names nothing), its query read and its body read and validated with the row's
 * schema and part name. The handler starts from what the row promises; the pipeline order stays
 * guard → params → body → the handler's own steps (rate limits after validation).
 */
export class EndpointRouter {
  readonly hono = new Hono<AppEnv>();

  constructor(private readonly guards: Guards) {}

  on<E extends Endpoint>(endpoint: E, ...args: OnArgs<E>): this {
    const [options, handler] = (args.length === 1 ? [{}, args[0]] : args) as [
      { notFound?: Entity | Record<string, Missing<E>> },
      RouteHandler<E>,
    ];
    const steps: MiddlewareHandler<AppEnv>[] = [];
    if (endpoint.access === "user") steps.push(this.guards.requireUser);
    if (endpoint.access === "admin") steps.push(this.guards.requireAdmin);
    const paramNames = Object.keys(endpoint.params);
    const queryNames = endpoint.query;
    const run: MiddlewareHandler<AppEnv> = async (c) => {
      const params: Record<string, unknown> = {};
      for (const name of paramNames) {
        params[name] = parseParam(endpoint, name, c.req.param(name), params, options.notFound);
      }
      const query: Record<string, string | undefined> = {};
      for (const name of queryNames) query[name] = c.req.query(name);
      return handler(c, {
        params: params as RouteParams<E>,
        query: query as RouteQuery<E>,
        body: (await readBody(c, endpoint)) as RouteBody<E>,
      });
    };
    this.hono.on([endpoint.method], [endpoint.path], ...steps, run);
    return this;
  }
}

export const endpointRouter = (deps: { guards: Guards }) => new EndpointRouter(deps.guards);

function parseParam<E extends Endpoint>(
  endpoint: E,
  name: string,
  raw: string | undefined,
  parsed: Record<string, unknown>,
  missing: Entity | Record<string, Missing<E>> | undefined,
): unknown {
  const schema = endpoint.params[name];
  if (schema === idSchema) {
    const value = parseIdText(raw);
    if (value !== null) return value;
  } else if (schema) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
  }
  const entity = typeof missing === "object" ? missing[name] : missing;
  throw notFound(
    typeof entity === "function" ? entity(parsed as Partial<RouteParams<E>>) : (entity ?? "route"),
  );
}

function readBody(c: Context<AppEnv>, endpoint: Endpoint): Promise<unknown> {
  const body = endpoint.body;
  if (body.kind === "json") {
    const shape = body.schema._zod.def.type === "array" ? "array" : "object";
    return readJson(c, body.schema, shape);
  }
  if (body.kind === "multipart") return readAdminUpload(c, body.part, body.schema);
  return Promise.resolve(undefined);
}
