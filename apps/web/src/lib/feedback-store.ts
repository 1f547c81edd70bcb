import { useSyncExternalStore } from "react";

/** The toasts and the one question on screen (see `feedback.ts` for telling and asking). */
export interface Toast {
  id: number;
  message: string;
}

export type Dialog =
  | { kind: "confirm"; message: string; confirmLabel: string }
  /** A link to select and copy by hand, where the clipboard is not allowed. */
  | { kind: "link"; title: string; message: string; link: string };

export type OpenDialog = Dialog & { id: number; answer: (ok: boolean) => void };

interface FeedbackState {
  toasts: Toast[];
  dialog: OpenDialog | null;
  /** Toast regions on screen, the shell's first: a modal dialog brings its own (the page is inert). */
  regions: string[];
}

const EMPTY: FeedbackState = { toasts: [], dialog: null, regions: [] };
let state = EMPTY;
const listeners = new Set<() => void>();

export const feedbackStore = {
  get: () => state,
  set: (next: Partial<FeedbackState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useFeedback = () =>
  useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get, () => EMPTY);
