import { useConnectivity } from "../../lib/connectivity";
import styles from "./offline-banner.module.css";

/**
 * Says so when the network is gone or what is shown was kept from an earlier visit; while the
 * screen says that what it would show was not kept, only that the phone is offline.
 */
export function OfflineBanner() {
  const { offline, stale, unsaved } = useConnectivity();
  if (!offline && !stale) return null;
  if (offline && unsaved > 0) {
    return (
      <p className={styles.banner} role="status">
        오프라인 상태예요.
      </p>
    );
  }
  return (
    <p className={styles.banner} role="status">
      {offline ? "오프라인 상태예요. " : ""}마지막으로 불러온 정보를 보여드리고 있어요.
    </p>
  );
}
