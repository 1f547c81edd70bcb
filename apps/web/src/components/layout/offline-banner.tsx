import { useConnectivity } from "../../lib/connectivity";
import styles from "./offline-banner.module.css";

/** Says so when the network is gone or what is shown was kept from an earlier visit. */
export function OfflineBanner() {
  const { offline, stale } = useConnectivity();
  if (!offline && !stale) return null;
  return (
    <p className={styles.banner} role="status">
      {offline ? "오프라인 상태예요. " : ""}마지막으로 불러온 정보를 보여드리고 있어요.
    </p>
  );
}
