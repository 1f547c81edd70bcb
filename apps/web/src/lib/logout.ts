import { endpoints, urlOf } from "@naehan/contract";
import { unsubscribeDevice } from "./push";
import { sessionStore } from "./session";

/**
 * Ends the session: this device stops receiving the account's alerts, the server revokes the
 * refresh token (both best effort), the client forgets it.
 */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get();
  await unsubscribeDevice().catch(() => undefined);
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
