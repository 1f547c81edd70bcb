import { useEffect, useId } from "react";
import { feedbackStore, useFeedback } from "../../lib/feedback-store";
import styles from "./toasts.module.css";

/**
 * Where toasts show, as a live region that is always there (so screen readers announce what
 * appears in it). The app shell has one (`base`); a modal dialog has its own, since everything
 * outside a modal dialog is inert: the newest region on screen shows the toasts.
 */
export function Toasts({ base = false }: { base?: boolean }) {
  const region = useId();
  const { toasts, regions } = useFeedback();
  useEffect(() => {
    const { get, set } = feedbackStore;
    const others = get().regions;
    set({ regions: base ? [region, ...others] : [...others, region] });
    return () => set({ regions: get().regions.filter((r) => r !== region) });
  }, [region, base]);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="알림">
      {regions.at(-1) === region &&
        toasts.map((t) => (
          <p key={t.id} className={styles.toast}>
            {t.message}
          </p>
        ))}
    </div>
  );
}
