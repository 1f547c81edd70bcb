import { type ShareTarget, share } from "../lib/share";
import { Icon } from "./icons";
import styles from "./share-button.module.css";

/** The round share button next to a page's favourite heart. */
export function ShareButton({ target, label }: { target: ShareTarget; label: string }) {
  return (
    <button
      type="button"
      className={styles.share}
      onClick={() => void share(target)}
      aria-label={`${label} 공유하기`}
    >
      {/* Kept here rather than with the other icons: only the pages with this button load it. */}
      <Icon size={22}>
        <path d="M12 15V4m0 0L8 8m4-4 4 4" />
        <path d="M6 11H5a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7a1 1 0 0 0-1-1h-1" />
      </Icon>
    </button>
  );
}
