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
export async function subscribeDevice(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
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
  return permission;
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
