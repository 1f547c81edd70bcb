import { type ReactNode, Suspense, use, useId } from "react";

/**
 * Server-drawn content further down the page (home's lower rows) is left as the server drew it
 * while the page is taken over, and taken over itself once the fan scrolls within half a screen of
 * it, or touches or focuses something in it: until then its links are plain links and there is
 * nothing in it to press. React keeps a Suspense boundary that is waiting during hydration as the
 * server's HTML, so the page's first hydration does none of its work: on a phone, a long task
 * less for each row. Content drawn later, in the browser (the fan came back to home), shows at
 * once.
 */
export function HydrateNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

let hydrating = false;
const waiting = new Map<string, Promise<void>>();
const reached = new Set<string>();

/** The page's first hydration starts: what is far down waits (main.tsx). */
export function hydrationStarts() {
  hydrating = true;
  waiting.clear();
  reached.clear();
}

/** The page is React's: content mounted from now on shows at once (main.tsx). */
export function hydrationCommitted() {
  hydrating = false;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && !reached.has(id)) use(untilNear(id));
  return <div data-hydrate-near={id}>{children}</div>;
}

/** Resolves once the fan nears the server-drawn content marked `id`, or reaches into it. */
function untilNear(id: string): Promise<void> {
  let promise = waiting.get(id);
  if (promise) return promise;
  promise = new Promise<void>((resolve) => {
    const element = [...document.querySelectorAll("[data-hydrate-near]")].find(
      (candidate) => candidate.getAttribute("data-hydrate-near") === id,
    );
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: "50% 0px" },
    );
    function done() {
      reached.add(id);
      observer.disconnect();
      for (const type of REACH) element?.removeEventListener(type, done, { capture: true });
      resolve();
    }
    if (!element) return done();
    observer.observe(element);
    for (const type of REACH)
      element.addEventListener(type, done, { capture: true, passive: true });
  });
  waiting.set(id, promise);
  return promise;
}

/** A finger, a pointer or the keyboard reaching into the content. */
const REACH = ["pointerdown", "focusin", "touchstart"] as const;
