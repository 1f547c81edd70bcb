import { type ReactNode, useEffect, useRef, useState } from "react";
import styles from "./section-tabs.module.css";

export interface PageSection {
  /** The section's element id (unique on the page). */
  id: string;
  label: string;
  content: ReactNode;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A sticky bar of links to the page's sections, followed by the sections. A link scrolls to its
 * section; the bar marks the section being read: the last one whose top has passed under the bar,
 * or the last section once the page cannot scroll further.
 */
export function SectionTabs({ sections, label }: { sections: PageSection[]; label: string }) {
  const [active, setActive] = useState(sections[0]?.id);
  const bar = useRef<HTMLElement>(null);
  // While a click scrolls the page, the clicked tab stays marked instead of flickering past others.
  const pinned = useRef<string | null>(null);
  const ids = sections.map((s) => s.id).join(" ");

  useEffect(() => {
    const order = ids.split(" ");
    let frame = 0;
    const update = () => {
      frame = 0;
      if (pinned.current) return;
      const line = (bar.current?.getBoundingClientRect().bottom ?? 0) + 1;
      let current = order[0];
      for (const id of order) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) current = id;
      }
      const root = document.documentElement;
      if (window.innerHeight + window.scrollY >= root.scrollHeight - 2 && window.scrollY > 0) {
        current = order[order.length - 1];
      }
      setActive(current);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    const release = () => {
      pinned.current = null;
      onScroll();
    };
    let releaseTimer = 0;
    const onScrollEnd = () => {
      window.clearTimeout(releaseTimer);
      releaseTimer = window.setTimeout(release, 80);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd);
    update();
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      cancelAnimationFrame(frame);
      window.clearTimeout(releaseTimer);
    };
  }, [ids]);

  const go = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    setActive(id);
    pinned.current = id;
    // Browsers without `scrollend` (or a scroll that does not move) release the pin on a timer.
    window.setTimeout(() => {
      if (pinned.current === id) pinned.current = null;
    }, 1200);
    section.scrollIntoView?.({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
    section.focus({ preventScroll: true });
  };

  return (
    <div className={styles.tabbed}>
      <nav ref={bar} className={styles.bar} aria-label={label}>
        <ul className={styles.tabs}>
          {sections.map((section) => (
            <li key={section.id} className={styles.item}>
              <a
                href={`#${section.id}`}
                className={`${styles.tab} ${active === section.id ? styles.active : ""}`}
                aria-current={active === section.id ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(section.id);
                }}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-label={section.label}
          tabIndex={-1}
        >
          {section.content}
        </section>
      ))}
    </div>
  );
}
