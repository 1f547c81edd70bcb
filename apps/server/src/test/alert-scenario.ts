import type { Notification } from "@naehan/contract";

/** Calls against a running server for the alert scenarios of the process-level tests. */
async function call<T>(
  base: string,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const response = await fetch(base + path, { ...init, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const { accessToken } = await call<{ accessToken: string }>(base, "/api/auth/login", {
    method: "POST",
    json: { email, password },
  });
  return accessToken;
}

export async function signUpFan(base: string, tag: string): Promise<string> {
  const email = `fan-${tag}@alerts.example`;
  const password = "alert-fan-pass1!";
  await call(base, "/api/auth/signup", {
    method: "POST",
    json: { email, nickname: `알림${tag}`.slice(0, 20), password, confirmPassword: password },
  });
  return login(base, email, password);
}

/** An artist, its concert and one general sale opening at `opensAt`, through the admin API. */
export async function concertWithRound(base: string, adminToken: string, opensAt: Date) {
  const artistForm = new FormData();
  artistForm.append("artist", JSON.stringify({ name: `Alert Band ${opensAt.getTime()}` }));
  const { artistId } = await call<{ artistId: number }>(base, "/api/admin/artist", {
    method: "POST",
    token: adminToken,
    body: artistForm,
  });
  const concertForm = new FormData();
  concertForm.append(
    "newConcert",
    JSON.stringify({
      artistId,
      title: "알림 시험 공연",
      startDate: "2030-05-01",
      venueName: "KSPO DOME",
      cityName: "서울",
      genre: "POP",
    }),
  );
  const { newConcertId } = await call<{ newConcertId: number }>(base, "/api/admin/new-concert", {
    method: "POST",
    token: adminToken,
    body: concertForm,
  });
  await call(base, `/api/admin/new-concerts/${newConcertId}/ticket-rounds`, {
    method: "POST",
    token: adminToken,
    json: { kind: "GENERAL", vendor: "NOL 티켓", opensAt: opensAt.toISOString() },
  });
  return { artistId, concertId: newConcertId };
}

export async function favouriteWithOffsets(
  base: string,
  token: string,
  concertId: number,
  reminderOffsets: number[],
) {
  await call(base, "/api/alerts/settings", {
    method: "PUT",
    token,
    json: { reminderOffsets, newConcertOfFavoriteArtist: true, concertChanges: true },
  });
  await call(base, `/api/favorites/concert/${concertId}`, { method: "POST", token });
}

export const inbox = (base: string, token: string) =>
  call<Notification[]>(base, "/api/notifications", { token });

/** Polls `check` until it passes or `timeoutMs` runs out (then its last error is thrown). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
