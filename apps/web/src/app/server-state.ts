import { SERVER_STATE_ID } from "@naehan/contract";
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/** What the server hands to the browser next to the HTML it rendered: the data it used. */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

/** JSON that is safe inside a `<script type="application/json">` element. */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function readServerState(): ServerState | null {
  const element = typeof document === "undefined" ? null : document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
