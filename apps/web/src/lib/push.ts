import { type PushSubscriptionInput, addresses } from "@naehan/contract";
import { apiRequest } from "./api-client";

/**
 * What this device can do about push alerts: nothing (no Push API), wait to be added to the home
 * screen (iPhone and iPad Safari allow push only to an installed web app), or ask.
 */
export type PushSupport = "unsupported" | "needs-install" | "available";

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
const isInstalled = () =>
  window.matchMedia?.("(display-mode: standalone)").matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const api = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (isAppleMobile() && !isInstalled()) return "needs-install";
  return api ? "available" : "unsupported";
}

/** This device's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "available") return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * Asks for permission (call it from a tap: browsers refuse a prompt nobody asked for), subscribes
 * with the server's VAPID key and registers the subscription for the signed-in account.
 */
export async function subscribeDevice(
  options: { onAllowed?: () => void; timeoutMs?: number } = {},
): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  options.onAllowed?.();
  await within(register(), options.timeoutMs ?? PUSH_SETUP_TIMEOUT_MS);
  return permission;
}

/**
 * How long registering may take once the fan has allowed alerts: a push service or a service
 * worker out of reach is said within it, not waited on with a grey button.
 */
export const PUSH_SETUP_TIMEOUT_MS = 10_000;

/** Registering took longer than PUSH_SETUP_TIMEOUT_MS. */
export class PushSetupTimeout extends Error {
  constructor() {
    super("push set-up timed out");
    this.name = "PushSetupTimeout";
  }
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The key, this browser's subscription, and the server told of it. */
async function register(): Promise<void> {
  const { publicKey } = await apiRequest(addresses.getPushPublicKey);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await apiRequest(addresses.subscribePush, {
    body: subscription.toJSON() as PushSubscriptionInput,
  });
}

/** Stops alerts on this device: the server forgets it for this account, the browser unsubscribes. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest(addresses.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => false);
}
