/**
 * The push services of the browsers fans use (Chrome and Edge on Android and desktop, Firefox,
 * Safari on macOS and iOS, Windows): a subscription's endpoint is on one of these hosts or their
 * subdomains.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/** Whether the endpoint's host is one of `hosts` or below one of them. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
