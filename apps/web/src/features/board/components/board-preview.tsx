import { parseIdText } from "@naehan/contract";
import { useSearchParams } from "react-router";
import { ChevronRightIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { paths } from "../../../lib/paths";
import { useArtistPreview } from "../api/get-artist-articles";
import { OPENED_HERE, useBoardRoute } from "../model/use-board-route";
import { ArticlePopup } from "./article-popup";
import { ArticleSummary } from "./article-summary";
import styles from "./board-preview.module.css";

/**
 * 게시판 on the artist page: the newest posts and 더보기 to the board. A post opens in a modal with
 * its comments and the box to add one; the post itself is read-only here. As on the board, the
 * open post is in the URL (`?post=`), so back closes it and a reload keeps it.
 */
export function BoardPreview({ artistId }: { artistId: number }) {
  const query = useArtistPreview(artistId);
  const [params] = useSearchParams();
  const { leave } = useBoardRoute();
  const openId = parseIdText(params.get("post"));

  return (
    <div className={styles.section}>
      <div className={styles.head}>
        <h2 className={styles.title}>게시판</h2>
        <Link to={paths.board(artistId)} className={styles.more} aria-label="게시판 더보기">
          더보기
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <QueryState
        query={query}
        texts={STATE_TEXTS.articles}
        isEmpty={(articles) => articles.length === 0}
      >
        {(articles) => (
          <ul className={styles.list} aria-label="게시판 미리보기">
            {articles.map((article) => (
              <li key={article.id}>
                <Link
                  to={paths.artistPost(artistId, article.id)}
                  state={OPENED_HERE}
                  preventScrollReset
                  className={styles.item}
                >
                  <ArticleSummary article={article} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {openId !== null && (
        <ArticlePopup
          key={openId}
          articleId={openId}
          shown={query.data?.find((article) => article.id === openId)}
          readOnly
          onClose={() => leave()}
        />
      )}
    </div>
  );
}
