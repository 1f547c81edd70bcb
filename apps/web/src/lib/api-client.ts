import {
  type Address,
  type ApiFetch,
  type BodyOf,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  NEXT_CURSOR_HEADER,
  type ParamsOf,
  type ResponseOf,
  type UrlParts,
  addresses,
  urlOf,
} from "@naehan/contract";
import type * as Validators from "@naehan/contract/validators";
import { connectivity } from "./connectivity";
import { sessionStore } from "./session";

export const REQUEST_TIMEOUT_MS = 30_000;

/** A non-2xx answer, a network failure (status 0) or a time-out (status 0, code TIMEOUT). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** As a server-rendered page hands it to the browser (an Error's message is not enumerable). */
  toJSON() {
    const { name, status, code, message, fields } = this;
    return { name, status, code, message, fields };
  }

  /** An error a server-rendered page handed over, or null for anything else. */
  static revive(value: unknown): ApiError | null {
    if (typeof value !== "object" || value === null) return null;
    const { name, status, code, message, fields } = value as Record<string, unknown>;
    if (name !== "ApiError" || typeof status !== "number" || typeof code !== "string") return null;
    return new ApiError(
      status,
      code,
      typeof message === "string" ? message : "",
      fields as Record<string, string> | undefined,
    );
  }
}

/** The API said there is no such thing. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A 2xx answer whose body does not match the contract. */
export class InvalidDataError extends Error {
  constructor(readonly issues: unknown) {
    super("Invalid data format received from server.");
    this.name = "InvalidDataError";
  }
}

/**
 * The schemas the answers are checked with: loaded with the first call (or the first touch, see
 * `app/prefetch-on-touch.ts`), not with the page, whose data is in its HTML
 * (docs/decisions/020-first-load-without-validators.md).
 */
let validators: Promise<typeof Validators> | undefined;
export function loadValidators(): Promise<typeof Validators> {
  validators ??= import("@naehan/contract/validators").catch(() => {
    // Asked again on the next call: the network may be back by then.
    validators = undefined;
    throw new ApiError(0, "NETWORK", "서버에 연결할 수 없습니다.");
  });
  return validators;
}

/** What an endpoint must be given: its path's params, and its body when it takes one. */
type Needed<E extends Endpoint> = (keyof E["params"] extends never
  ? unknown
  : { params: ParamsOf<E> }) &
  (E["body"] extends { kind: "none" } ? unknown : { body: BodyOf<E> });

/** A call of an endpoint of the contract's table: its URL's parts, its body, a signal. */
export type CallOptions<E extends Endpoint> = UrlParts<E> & {
  body?: BodyOf<E>;
  signal?: AbortSignal;
} & Needed<E>;
type CallArgs<E extends Endpoint> =
  Record<never, never> extends Needed<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * How requests reach the API: `fetch` in the browser. The server renders each page with its own
 * (the server's API, in-process), which `setApiFetchSource` lets it find for the render a request
 * belongs to.
 */
let currentApiFetch: () => ApiFetch | undefined = () => undefined;
export function setApiFetchSource(source: () => ApiFetch | undefined) {
  currentApiFetch = source;
}
const apiFetch: ApiFetch = (path, init) => (currentApiFetch() ?? fetch)(path, init);

let onSessionExpired: () => void = () => {};
/** What to do when the session cannot be refreshed (the app navigates to /login). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

let refreshing: Promise<string | null> | null = null;

/** Trades the refresh token for a new pair; concurrent callers share one refresh. */
export function refreshAccessToken(): Promise<string | null> {
  const refreshToken = sessionStore.get().refreshToken;
  if (!refreshToken) return Promise.resolve(null);
  refreshing ??= (async () => {
    const { method } = addresses.refreshAtSpecPath;
    try {
      const response = await fetch(urlOf(addresses.refreshAtSpecPath), {
        method,
        headers: { "content-type": "application/json" },
        credentials: "include",
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const { endpoints } = await loadValidators();
      const result = endpoints.refreshAtSpecPath.response.safeParse(await response.json());
      if (!result.success) return null;
      sessionStore.setTokens({
        token: result.data.accessToken,
        refreshToken: result.data.refreshToken,
      });
      return result.data.accessToken;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

interface Outgoing {
  method: Address["method"];
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

async function send(options: Outgoing, token: string | null) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await apiFetch(options.url, {
      method: options.method,
      headers,
      body,
      credentials: "include",
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, "TIMEOUT", "요청 시간이 초과되었습니다.");
    throw new ApiError(0, "NETWORK", "서버에 연결할 수 없습니다.");
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = (await loadValidators().catch(() => null))?.errorBody.safeParse(body);
  return parsed?.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fields)
    : new ApiError(response.status, "UNKNOWN", "서버 문제 발생");
}

/**
 * The one way the web talks to the API: a call of the contract's endpoint table, with the bearer
 * token when logged in, credentials, a 30 s time-out, and on 401 one refresh of the session
 * followed by one retry. An answer that does not match the endpoint's schema is an
 * InvalidDataError.
 */
export async function apiRequestWithHeaders<N extends EndpointName>(
  address: Address<N>,
  ...[options]: CallArgs<Endpoints[N]>
): Promise<{ data: ResponseOf<Endpoints[N]>; headers: Headers }> {
  const { params, query, body, signal } = (options ?? {}) as CallOptions<Endpoint>;
  const url = (urlOf as (a: Address, parts: UrlParts<Endpoint>) => string)(address, {
    params,
    query,
  });
  const outgoing: Outgoing = { method: address.method, url, body, signal };
  // The schemas load while the request is on its way.
  const validating = loadValidators();
  validating.catch(() => {
    // A failed request below is the error to report; a failed load is reported where it is awaited.
  });
  let response = await send(outgoing, sessionStore.get().token);

  if (response.status === 401 && sessionStore.get().isLoggedIn) {
    const fresh = await refreshAccessToken();
    if (fresh) {
      response = await send(outgoing, fresh);
    } else {
      sessionStore.clear();
      onSessionExpired();
    }
  }

  connectivity.noteResponse(response);
  if (!response.ok) throw await toApiError(response);
  const schema = (await validating).endpoints[address.name].response as Endpoint["response"];
  if (response.status === 204 || !schema) {
    return { data: undefined as ResponseOf<Endpoints[N]>, headers: response.headers };
  }
  const json: unknown = await response.json().catch(() => {
    throw new InvalidDataError("not JSON");
  });
  const result = schema.safeParse(json);
  if (!result.success) throw new InvalidDataError(result.error.issues);
  return { data: result.data as ResponseOf<Endpoints[N]>, headers: response.headers };
}

export async function apiRequest<N extends EndpointName>(
  address: Address<N>,
  ...args: CallArgs<Endpoints[N]>
): Promise<ResponseOf<Endpoints[N]>> {
  return (await apiRequestWithHeaders(address, ...args)).data;
}

/** A page of a cursor-paginated list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
type Item<E extends Endpoint> = ResponseOf<E> extends (infer T)[] ? T : never;

/** A page of a paged list: its items, and the cursor of the next page (null at the end). */
export async function apiPage<N extends EndpointName>(
  address: Address<N> & { paged: true },
  ...args: CallArgs<Endpoints[N]>
): Promise<Page<Item<Endpoints[N]>>> {
  const { data, headers } = await apiRequestWithHeaders(address, ...args);
  return { items: data as Item<Endpoints[N]>[], nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}
