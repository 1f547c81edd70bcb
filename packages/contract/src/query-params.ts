// Which query parameters each address of the site reads: the API's from the endpoint table, the
// pages' from the web app. The server keys its response cache on these and drops every other
// parameter from the request, so an answer can depend on nothing a key leaves out.
import { pathPattern } from "./addressing";
import { addresses } from "./endpoint-addresses";

/**
 * The web app's pages that read their query, by route, and what each reads. A page reading a new
 * parameter must name it here, or the server renders and caches it without one:
 * `q` app/routes/search/search.tsx and search.data.ts; `next` app/routes/login/login.tsx; `tab`
 * features/my-page/components/my-page-layout.tsx; `tab`, `view` features/admin/components/admin-page.tsx;
 * `post` features/board/components/board-preview.tsx; `post`, `write`, `edit`
 * features/board/model/board-view.ts (the URLs of lib/paths.ts are checked against this list).
 */
export const PAGE_QUERY = {
  "/search": ["q"],
  "/login": ["next"],
  "/mypage": ["tab"],
  "/admin": ["tab", "view"],
  "/artist/:artistId": ["post"],
  "/board/:artistId": ["post", "write", "edit"],
} as const satisfies Record<string, readonly string[]>;

/** The query parameters an API call reads: its own, and `limit` and `cursor` on a paged list. */
export function queryNamesOf(endpoint: {
  readonly query: readonly string[];
  readonly paged: boolean;
}): string[] {
  return [...endpoint.query, ...(endpoint.paged ? ["limit", "cursor"] : [])];
}

interface Reader {
  method: string;
  pattern: RegExp;
  names: readonly string[];
}

/** Every address that reads some parameter; any other reads none. */
const READERS: Reader[] = [
  ...Object.values(addresses).map((address) => ({
    method: address.method,
    pattern: pathPattern(address),
    names: queryNamesOf(address),
  })),
  // The web's router matches paths whatever their case.
  ...Object.entries(PAGE_QUERY).map(([path, names]) => ({
    method: "GET",
    pattern: new RegExp(pathPattern({ method: "GET", path }).source, "i"),
    names,
  })),
].filter((reader) => reader.names.length > 0);

const NONE: readonly string[] = [];

/**
 * The query parameters a request for `path` may be answered from: those of every API call (by its
 * method; HEAD as GET) and page whose path it matches, with or without a trailing slash.
 */
export function readParamsOf(method: string, path: string): readonly string[] {
  const asked = method === "HEAD" ? "GET" : method;
  const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  let names: string[] | null = null;
  for (const reader of READERS) {
    if (reader.method !== asked || !reader.pattern.test(bare)) continue;
    names ??= [];
    for (const name of reader.names) if (!names.includes(name)) names.push(name);
  }
  return names ?? NONE;
}

/**
 * Every GET address that reads some parameter, with what it reads: the table the edge's VCL is
 * written from (`npm run contract:addresses`), so the edge keys its cache as the server does.
 */
export function queryReadersOfGet(): readonly {
  pattern: RegExp;
  names: readonly string[];
}[] {
  return READERS.filter((reader) => reader.method === "GET").map(({ pattern, names }) => ({
    pattern,
    names,
  }));
}
