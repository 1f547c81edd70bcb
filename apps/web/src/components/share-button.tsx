import { type ShareTarget, share } from "../lib/share";
import { ShareIcon } from "./icons";
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
      <ShareIcon size={22} />
    </button>
  );
}
