import { addresses, urlOf } from "@naehan/contract";
import { sessionStore } from "./session";

/**
 * Ends the session: this device stops receiving the account's alerts, the server revokes the
 * refresh token (both best effort), the client forgets it.
 */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get();
  // Loaded here, not with the page: only a fan signing out of a device with alerts needs it.
  await import("./push")
    .then(({ unsubscribeDevice }) => unsubscribeDevice())
    .catch(() => undefined);
  sessionStore.clear();
  if (!refreshToken) return;
  await fetch(urlOf(addresses.logout), {
    method: addresses.logout.method,
    headers: { "content-type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}
