import { useEffect, useId } from "react";
import { feedback, useFeedback } from "../../lib/feedback";
import styles from "./toasts.module.css";

/**
 * Where toasts show, as a live region that is always there (so screen readers announce what
 * appears in it). The app shell has one; a modal dialog has its own, since everything outside a
 * modal dialog is inert: the newest region on screen shows the toasts.
 */
export function Toasts({ base = false }: { base?: boolean }) {
  const region = useId();
  const { toasts, regions } = useFeedback();
  useEffect(() => {
    feedback.addRegion(region, base);
    return () => feedback.removeRegion(region);
  }, [region, base]);
  const shown = regions.at(-1) === region ? toasts : [];

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="알림">
      {shown.map((t) => (
        <p key={t.id} className={styles.toast}>
          {t.message}
        </p>
      ))}
    </div>
  );
}
