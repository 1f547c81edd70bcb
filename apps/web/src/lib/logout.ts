import { addresses, urlOf } from "@naehan/contract";
import { sessionStore } from "./session";

/**
 * Ends the session: this device stops receiving the account's alerts, the client forgets it, and
 * the server is asked to revoke the refresh token (both best effort). The revoke is not waited
 * for: it is sent with `keepalive`, so it outlives the page, and the fan is not left on a screen
 * that already shows them signed out while the server answers.
 */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get();
  // Loaded here, not with the page: only a fan signing out of a device with alerts needs it.
  await import("./push")
    .then(({ unsubscribeDevice }) => unsubscribeDevice())
    .catch(() => undefined);
  sessionStore.clear();
  if (!refreshToken) return;
  void fetch(urlOf(addresses.logout), {
    method: addresses.logout.method,
    headers: { "content-type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}
