import { NEXT_CURSOR_HEADER, errorBody, refreshResponse } from "@naehan/contract";
import type * as z from "zod/mini";
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
}

/** A 2xx answer whose body does not match the contract. */
export class InvalidDataError extends Error {
  constructor(readonly issues: unknown) {
    super("Invalid data format received from server.");
    this.name = "InvalidDataError";
  }
}

export interface RequestOptions<S extends z.ZodMiniType | undefined> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A JSON body, or FormData for the admin uploads. */
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
}

type Parsed<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;

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
    try {
      const response = await fetch("/auth/refresh", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "include",
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const result = refreshResponse.safeParse(await response.json());
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

async function send(
  path: string,
  options: RequestOptions<z.ZodMiniType | undefined>,
  token: string | null,
) {
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
    return await fetch(path, {
      method: options.method ?? "GET",
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
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fields)
    : new ApiError(response.status, "UNKNOWN", "서버 문제 발생");
}

/**
 * The one way the web talks to the API: bearer token when logged in, credentials, a 30 s time-out,
 * and on 401 one refresh of the session followed by one retry. A body that does not match the
 * contract is an InvalidDataError.
 */
export async function apiRequestWithHeaders<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<{ data: Parsed<S>; headers: Headers }> {
  const token = sessionStore.get().token;
  let response = await send(path, options, token);

  if (response.status === 401 && sessionStore.get().isLoggedIn) {
    const fresh = await refreshAccessToken();
    if (fresh) {
      response = await send(path, options, fresh);
    } else {
      sessionStore.clear();
      onSessionExpired();
    }
  }

  connectivity.noteResponse(response);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || !options.schema)
    return { data: undefined as Parsed<S>, headers: response.headers };
  const json: unknown = await response.json().catch(() => {
    throw new InvalidDataError("not JSON");
  });
  const result = options.schema.safeParse(json);
  if (!result.success) throw new InvalidDataError(result.error.issues);
  return { data: result.data as Parsed<S>, headers: response.headers };
}

export async function apiRequest<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Parsed<S>> {
  return (await apiRequestWithHeaders(path, options)).data;
}

/** A page of a cursor-paginated list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export async function apiPage<S extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<S>,
): Promise<Page<z.infer<S> extends (infer T)[] ? T : never>> {
  const { data, headers } = await apiRequestWithHeaders(path, options);
  return { items: data as never, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** `/api/x` + query parameters, skipping empty values. */
export function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
