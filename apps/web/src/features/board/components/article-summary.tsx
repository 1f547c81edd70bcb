import { ARTICLE_CATEGORY_LABELS, type Article } from "@naehan/contract";
import { formatDateTime } from "../../../lib/format";
import { authorName } from "../model/authorship";
import styles from "./article-summary.module.css";

/** A post in a list: board, title, the start of its text, author, time and comment count. */
export function ArticleSummary({ article }: { article: Article }) {
  return (
    <span className={styles.summary}>
      <span className={styles.top}>
        <span
          className={article.categoryType === "NEW_CONCERT" ? styles.concertBoard : styles.board}
        >
          {ARTICLE_CATEGORY_LABELS[article.categoryType]}
        </span>
        {article.newConcert && <span className={styles.concert}>{article.newConcert.title}</span>}
      </span>
      <span className={styles.title}>{article.title}</span>
      <span className={styles.excerpt}>{article.content}</span>
      <span className={styles.meta}>
        <span className={styles.author}>{authorName(article.userName)}</span>
        <span aria-hidden="true">·</span>
        <time className="tabular" dateTime={article.created_at}>
          {formatDateTime(article.created_at)}
        </time>
        {article.commentCount > 0 && (
          <>
            <span aria-hidden="true">·</span>
            <span className={styles.comments}>댓글 {article.commentCount}</span>
          </>
        )}
      </span>
    </span>
  );
}
