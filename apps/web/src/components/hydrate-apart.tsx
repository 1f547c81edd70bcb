import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that React hydrates after the rest, in a pass of its own: on
 * the first pass a Suspense boundary's content stays the server's HTML, taken over a moment later
 * (at once if the fan taps inside it). The page's first commit and the effects that follow it are
 * that much shorter, so hydration is no single long task on a phone. Nothing inside suspends, so
 * the fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
