import { CommentList } from "./comment-list";
import styles from "./comment-section.module.css";

/** Under a post: its comments (the box to add one sits in the popup's footer). */
export function CommentSection({ articleId, count }: { articleId: number; count: number }) {
  const headingId = `comments-${articleId}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        댓글 <span className={styles.count}>{count}</span>
      </h3>
      <CommentList articleId={articleId} />
    </section>
  );
}
