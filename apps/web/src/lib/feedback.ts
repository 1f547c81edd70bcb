import { useSyncExternalStore } from "react";

/**
 * The app's one way to tell the fan something (a toast, announced through a live region) or ask
 * them (a dialog), in place of the browser's alert() and confirm().
 */
export interface Toast {
  id: number;
  message: string;
}

export type Dialog =
  | { kind: "confirm"; message: string; confirmLabel: string }
  /** A link to select and copy by hand, where the clipboard is not allowed. */
  | { kind: "link"; title: string; message: string; link: string };

interface State {
  toasts: Toast[];
  dialog: (Dialog & { answer: (ok: boolean) => void }) | null;
  /** Toast regions on screen, newest last: a modal dialog brings its own (the page is inert). */
  regions: string[];
}

export const TOAST_MS = 5_000;

let state: State = { toasts: [], dialog: null, regions: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Shows a message for a few seconds. */
export function toast(message: string) {
  const id = nextId++;
  set({ toasts: [...state.toasts, { id, message }] });
  setTimeout(() => set({ toasts: state.toasts.filter((t) => t.id !== id) }), TOAST_MS);
}

function ask(dialog: Dialog): Promise<boolean> {
  // One question at a time; a second one while the first is open is declined.
  if (state.dialog) return Promise.resolve(false);
  return new Promise((resolve) => {
    set({
      dialog: {
        ...dialog,
        answer: (ok) => {
          set({ dialog: null });
          resolve(ok);
        },
      },
    });
  });
}

/** Asks before doing something; true when the fan confirms. */
export const confirmDialog = (message: string, confirmLabel = "확인") =>
  ask({ kind: "confirm", message, confirmLabel });

/** Shows a link in a dialog, selected, for the fan to copy. */
export const linkDialog = (title: string, message: string, link: string) =>
  ask({ kind: "link", title, message, link }).then(() => undefined);

export const feedback = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The app shell's region (`base`) stays under those of dialogs, whatever mounts first. */
  addRegion: (region: string, base: boolean) =>
    set({ regions: base ? [region, ...state.regions] : [...state.regions, region] }),
  removeRegion: (region: string) => set({ regions: state.regions.filter((r) => r !== region) }),
  /** For tests: nothing left over from the previous one. */
  reset: () => set({ toasts: [], dialog: null, regions: state.regions }),
};

const EMPTY: State = { toasts: [], dialog: null, regions: [] };

export function useFeedback() {
  return useSyncExternalStore(feedback.subscribe, feedback.get, () => EMPTY);
}
