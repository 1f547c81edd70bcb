import { useState } from "react";
import { LoadMore } from "../../../components/load-more";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { useSession } from "../../../lib/session";
import { useArticleComments } from "../api/get-article-comments";
import { isMine } from "../model/authorship";
import { CommentItem } from "./comment-item";
import styles from "./comment-list.module.css";

/** A post's comments, oldest first. One comment at a time is being edited. */
export function CommentList({ articleId }: { articleId: number }) {
  const session = useSession();
  const query = useArticleComments(articleId);
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <QueryState query={query} texts={STATE_TEXTS.comments} isEmpty={noItems}>
      {(data) => (
        <>
          <ul className={styles.list} aria-label="댓글 목록">
            {itemsOf(data).map((comment) => (
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
          <LoadMore query={query} texts={STATE_TEXTS.comments} />
        </>
      )}
    </QueryState>
  );
}
