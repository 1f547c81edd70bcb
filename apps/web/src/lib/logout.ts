import { endpoints, urlOf } from "@naehan/contract";
import { sessionStore } from "./session";

/** Ends the session: the server revokes the refresh token (best effort), the client forgets it. */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get();
  sessionStore.clear();
  if (!refreshToken) return;
  await fetch(urlOf(endpoints.logout), {
    method: endpoints.logout.method,
    headers: { "content-type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}
