import { ARTICLE_CATEGORY_LABELS, type Article } from "@naehan/contract";
import type { ReactNode } from "react";
import { TicketIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { authorName } from "../model/authorship";
import styles from "./article-view.module.css";

/**
 * A whole post. The text is shown exactly as written: as text (never as HTML), line breaks kept.
 */
export function ArticleView({ article, actions }: { article: Article; actions?: ReactNode }) {
  const edited = article.updated_at !== article.created_at;
  return (
    <article className={styles.article} aria-labelledby={`article-${article.id}-title`}>
      <p className={styles.board}>{ARTICLE_CATEGORY_LABELS[article.categoryType]}</p>
      <h3 id={`article-${article.id}-title`} className={styles.title}>
        {article.title}
      </h3>
      <div className={styles.meta}>
        <span className={styles.author}>{authorName(article.userName)}</span>
        <time className="tabular" dateTime={article.created_at}>
          {formatDateTime(article.created_at)}
        </time>
        {edited && <span>(수정됨)</span>}
      </div>
      {article.newConcert && (
        <Link to={paths.concert(article.newConcert.id)} className={styles.concert}>
          <TicketIcon size={18} />
          <span>{article.newConcert.title}</span>
        </Link>
      )}
      <p className={styles.content}>{article.content}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
