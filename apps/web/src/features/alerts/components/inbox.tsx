import type { Notification } from "@naehan/contract";
import { useNavigate } from "react-router";
import { Link } from "../../../components/link";
import { LoadMore } from "../../../components/load-more";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";
import styles from "./inbox.module.css";

function Item({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        data-unread={item.readAt === null || undefined}
        onClick={() => onOpen(item)}
      >
        <span className={styles.title}>
          {item.readAt === null && <span className="visually-hidden">읽지 않음, </span>}
          {item.title}
        </span>
        <span className={styles.body}>{item.body}</span>
        <time className={`${styles.time} tabular`} dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
      </button>
    </li>
  );
}

/**
 * 알림함: every alert of the last 90 days, newest first (the next page loads as the end of the list
 * comes into view); opening one marks it read.
 */
export function Inbox() {
  const session = useSession();
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkRead();

  if (!session.isLoggedIn) {
    return (
      <section className={styles.page}>
        <h1 className={styles.heading}>알림함</h1>
        <p className={styles.empty}>로그인하면 알림을 볼 수 있습니다.</p>
        <Link to={paths.login(paths.inbox())} className={styles.allRead}>
          로그인하러 가기
        </Link>
      </section>
    );
  }

  const items = query.data ? itemsOf(query.data) : [];
  const open = (item: Notification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    void navigate(item.url);
  };

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <div className={styles.head}>
        <h1 id="inbox-title" className={styles.heading}>
          알림함
        </h1>
        {items.some((item) => item.readAt === null) && (
          <button
            type="button"
            className={styles.allRead}
            onClick={() => markRead.mutate({ all: true })}
            disabled={markRead.isPending}
          >
            모두 읽음
          </button>
        )}
      </div>
      <QueryState query={query} texts={STATE_TEXTS.inbox} isEmpty={noItems}>
        {(data) => (
          <>
            <ul className={styles.list}>
              {itemsOf(data).map((item) => (
                <Item key={item.id} item={item} onOpen={open} />
              ))}
            </ul>
            <LoadMore query={query} texts={STATE_TEXTS.inbox} />
          </>
        )}
      </QueryState>
    </section>
  );
}
