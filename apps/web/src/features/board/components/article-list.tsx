import { useRef } from "react";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { paths } from "../../../lib/paths";
import { useLoadMore } from "../../../lib/use-load-more";
import { useArtistArticles } from "../api/get-artist-articles";
import { OPENED_HERE } from "../model/use-board-route";
import { ArticleSummary } from "./article-summary";
import styles from "./article-list.module.css";

export const ARTICLES_FAILED = "Failed to load articles. Please try again later.";

/**
 * The artist's board, newest first; the next page loads as the end of the list comes into view.
 * A post opens in the popup through the URL (`?post=`), so back closes it.
 */
export function ArticleList({ artistId }: { artistId: number }) {
  const query = useArtistArticles(artistId);
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(sentinel, {
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
  });

  if (query.isPending) return <LoadingState label="Loading articles..." />;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        error={query.error}
        message={ARTICLES_FAILED}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const articles = query.data.pages.flatMap((page) => page.items);
  if (articles.length === 0) return <EmptyState>No articles available.</EmptyState>;

  return (
    <>
      <ul className={styles.list} aria-label="게시글 목록">
        {articles.map((article) => (
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
      <div ref={sentinel} />
      {query.isFetchingNextPage && <LoadingState label="Loading articles..." />}
      {query.isFetchNextPageError && (
        <ErrorState
          error={query.error}
          message={ARTICLES_FAILED}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}
