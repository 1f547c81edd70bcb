import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { feedbackStore } from "../lib/feedback-store";
import { sessionStore } from "../lib/session";

// `findBy…` and `waitFor` wait for what a user would see, polling; on a busy machine (CI runs the
// server suites beside these) a screen can take longer than the library's 1 s to settle. A
// condition still fails the test when it never holds, it just is not given up on early.
configure({ asyncUtilTimeout: 5_000 });

// One module graph per worker: a test starts signed out whatever another file left.
// (Not where a test runs as the server does, without storage.)
beforeEach(() => {
  if (typeof localStorage !== "undefined") sessionStore.clear();
});

afterEach(() => {
  cleanup();
  // Nothing said or asked in one test is left for the next (the regions go with their screens).
  feedbackStore.set({ toasts: [], dialog: null });
  // Absent where a test runs as the server does (`@vitest-environment node`).
  if (typeof localStorage === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has <dialog> without its modal methods: open and close it as a browser would.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
