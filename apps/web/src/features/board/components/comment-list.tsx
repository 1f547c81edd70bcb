import { useRef, useState } from "react";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { useSession } from "../../../lib/session";
import { useLoadMore } from "../../../lib/use-load-more";
import { useArticleComments } from "../api/get-article-comments";
import { isMine } from "../model/authorship";
import { CommentItem } from "./comment-item";
import styles from "./comment-list.module.css";

const COMMENTS_FAILED = "Failed to load comments. Please try again later.";

/** A post's comments, oldest first. One comment at a time is being edited. */
export function CommentList({ articleId }: { articleId: number }) {
  const session = useSession();
  const query = useArticleComments(articleId);
  const [editingId, setEditingId] = useState<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(sentinel, {
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
  });

  if (query.isPending) return <LoadingState label="Loading comments..." />;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        error={query.error}
        message={COMMENTS_FAILED}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const comments = query.data.pages.flatMap((page) => page.items);
  if (comments.length === 0) return <EmptyState>No comments available.</EmptyState>;

  return (
    <>
      <ul className={styles.list} aria-label="댓글 목록">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              mine={isMine(session, comment.nickname)}
              editing={editingId === comment.id}
              onEdit={() => setEditingId(comment.id)}
              onDone={() => setEditingId((id) => (id === comment.id ? null : id))}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {query.isFetchingNextPage && <LoadingState label="Loading comments..." />}
      {query.isFetchNextPageError && (
        <ErrorState
          error={query.error}
          message={COMMENTS_FAILED}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}
