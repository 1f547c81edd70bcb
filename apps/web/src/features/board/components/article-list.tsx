import { Link } from "../../../components/link";
import { LoadMore } from "../../../components/load-more";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { paths } from "../../../lib/paths";
import { useArtistArticles } from "../api/get-artist-articles";
import { OPENED_HERE } from "../model/use-board-route";
import { ArticleSummary } from "./article-summary";
import styles from "./article-list.module.css";

/**
 * The artist's board, newest first; the next page loads as the end of the list comes into view.
 * A post opens in the popup through the URL (`?post=`), so back closes it.
 */
export function ArticleList({ artistId }: { artistId: number }) {
  const query = useArtistArticles(artistId);
  return (
    <QueryState query={query} texts={STATE_TEXTS.articles} isEmpty={noItems}>
      {(data) => (
        <>
          <ul className={styles.list} aria-label="게시글 목록">
            {itemsOf(data).map((article) => (
              <li key={article.id}>
                <Link
                  to={paths.boardPost(artistId, article.id)}
                  state={OPENED_HERE}
                  preventScrollReset
                  className={styles.item}
                >
                  <ArticleSummary article={article} />
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={query} texts={STATE_TEXTS.articles} />
        </>
      )}
    </QueryState>
  );
}
