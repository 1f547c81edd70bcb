// Where each call of the API lives and how it is made, without its schemas: the browser builds its
// requests from `addresses` (endpoint-addresses.ts) and loads the schemas that check the answers
// only when it first calls the API (docs/decisions/020-first-load-without-validators.md).
import type { Access, Endpoint, EndpointName, Endpoints, HttpMethod, UrlArgs } from "./endpoints";

/** What a call sends, without the schema: nothing, JSON, or a multipart form (`part`, `file`). */
export type BodyKind =
  | { readonly kind: "none" }
  | { readonly kind: "json" }
  | { readonly kind: "multipart"; readonly part: string };

/** An endpoint of the table without its schemas (what `addressOf` keeps). */
export interface Address<N extends EndpointName = EndpointName> {
  readonly name: N;
  readonly method: HttpMethod;
  readonly path: string;
  readonly query: readonly string[];
  readonly body: BodyKind;
  readonly access: Access;
  readonly paged: boolean;
}

/** The table's addresses, each with its own name: the generated `addresses` has this type. */
export type Addresses = { readonly [N in EndpointName]: Address<N> };

/** An endpoint or its address: anything with a method and a path. */
interface Routed {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The endpoint an address stands for, for its types. */
type EndpointOf<T extends Address | Endpoint> = T extends Address<infer N> ? Endpoints[N] : T;

/** `GET /api/artists/:id`: how the server's route list names an endpoint. */
export const routeOf = (endpoint: Routed) => `${endpoint.method} ${endpoint.path}`;

/** A path or query value as text: ids, names, numbers and flags; never an object. */
function scalar(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new Error(`not a path or query value: ${JSON.stringify(value)}`);
}

/**
 * The URL of one call of an endpoint or of its address: the path with each param put in as one
 * encoded segment, then the query's non-empty values.
 */
export function urlOf<T extends Address | Endpoint>(
  endpoint: T,
  ...[parts]: UrlArgs<EndpointOf<T>>
): string {
  const params = (parts?.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(scalar(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((parts?.query ?? {}) as Record<string, unknown>)) {
    if (value !== null && value !== undefined && value !== "") {
      search.set(key, scalar(value));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A pattern matching the paths of an endpoint's calls (any value in each param segment). */
export function pathPattern(endpoint: Routed): RegExp {
  const segments = endpoint.path
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
  return new RegExp(`^${segments.join("/")}$`);
}

/** The address of each endpoint of a table: what `endpoint-addresses.ts` is written from. */
export function addressesOf(table: Endpoints): Addresses {
  const entries = Object.entries(table).map(([name, endpoint]) => {
    const { method, path, query, body, access, paged } = endpoint;
    const kind: BodyKind =
      body.kind === "multipart" ? { kind: "multipart", part: body.part } : { kind: body.kind };
    return [name, { name, method, path, query: [...query], body: kind, access, paged }];
  });
  return Object.fromEntries(entries) as Addresses;
}
