import { BellIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { useUnreadCount } from "../api/get-notifications";
import styles from "./inbox-link.module.css";

/** The header's bell: the inbox, with the number of unread alerts. Only for a signed-in user. */
export function InboxLink() {
  const session = useSession();
  const unread = useUnreadCount(session.isLoggedIn).data ?? 0;
  if (!session.isLoggedIn) return null;
  const label = unread > 0 ? `알림함, 읽지 않은 알림 ${unread}개` : "알림함";
  return (
    <Link to={paths.inbox()} className={styles.link} aria-label={label}>
      <BellIcon />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
