import type { Notification } from "@naehan/contract";
import { Link, useNavigate } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
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

/** 알림함: every alert of the last 90 days, newest first; opening one marks it read. */
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

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
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
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          message="알림을 불러오지 못했습니다."
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>받은 알림이 없습니다.</EmptyState>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <Item key={item.id} item={item} onOpen={open} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={styles.more}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          더 보기
        </button>
      )}
    </section>
  );
}
