import { type Dialog, feedbackStore } from "./feedback-store";

/**
 * The app's one way to tell the fan something (a toast, announced through a live region) or to
 * ask them (a dialog), in place of the browser's alert() and confirm().
 */
export const TOAST_MS = 5_000;

/** Numbers toasts and questions, so that two alike are still two. */
let nextId = 1;

/** Shows a message for a few seconds. */
export function toast(message: string) {
  const id = nextId++;
  const { set, get } = feedbackStore;
  set({ toasts: [...get().toasts, { id, message }] });
  setTimeout(() => set({ toasts: get().toasts.filter((t) => t.id !== id) }), TOAST_MS);
}

function ask(dialog: Dialog): Promise<boolean> {
  // One question at a time; a second one while the first is open is declined.
  if (feedbackStore.get().dialog) return Promise.resolve(false);
  return new Promise((resolve) => {
    const answer = (ok: boolean) => {
      feedbackStore.set({ dialog: null });
      resolve(ok);
    };
    feedbackStore.set({ dialog: { ...dialog, id: nextId++, answer } });
  });
}

/** Asks before doing something; true when the fan confirms. */
export const confirmDialog = (message: string, confirmLabel = "확인") =>
  ask({ kind: "confirm", message, confirmLabel });

/** Shows a link in a dialog, selected, for the fan to copy. */
export const linkDialog = (title: string, message: string, link: string) =>
  ask({ kind: "link", title, message, link }).then(() => undefined);
