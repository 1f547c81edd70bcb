import type { Article, ArtistConcert } from "@naehan/contract";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { findLoadedArticle } from "../api/get-artist-articles";
import { readBoardView } from "../model/board-view";
import { useBoardRoute } from "../model/use-board-route";
import { ArticleList } from "./article-list";
import { ArticlePopup } from "./article-popup";
import { BoardFormScreen } from "./board-form-screen";
import styles from "./board-page.module.css";
import { toast } from "../../../lib/feedback";

/**
 * /board/{artistId}: the artist header, the posts, and — named in the URL, so back and reload
 * keep them — a post's popup (`?post=`), the new-post form (`?write`) or the edit form (`?edit=`).
 */
export function BoardPage({
  artistId,
  header,
  artistName,
  concerts,
}: {
  artistId: number;
  header: ReactNode;
  /** Null while the artist loads. */
  artistName: string | null;
  concerts: ArtistConcert[];
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const view = readBoardView(params);
  const { open, leave } = useBoardRoute();

  if (view.kind === "write" || view.kind === "edit") {
    const postId = view.kind === "edit" ? view.postId : null;
    const back: Record<string, string> = postId === null ? {} : { post: String(postId) };
    return (
      <BoardFormScreen
        artistId={artistId}
        artistName={artistName}
        concerts={concerts}
        postId={postId}
        onCancel={() => leave(back)}
        onSaved={(saved: Article) => leave(postId === null ? {} : { post: String(saved.id) })}
      />
    );
  }

  const onWrite = () => {
    if (!session.isLoggedIn) {
      toast("로그인이 필요합니다!");
      void navigate(paths.login(paths.board(artistId)));
      return;
    }
    open(paths.boardWrite(artistId));
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>{header}</div>
      <div className={styles.bar}>
        <h1 className={styles.title}>게시판</h1>
        <button type="button" className={styles.write} onClick={onWrite}>
          글쓰기
        </button>
      </div>
      <ArticleList artistId={artistId} />
      {view.kind === "post" && (
        <ArticlePopup
          key={view.postId}
          articleId={view.postId}
          shown={findLoadedArticle(queryClient, artistId, view.postId)}
          onClose={() => leave()}
          onEdit={(article) => open(paths.boardEdit(artistId, article.id))}
          onDeleted={() => leave()}
        />
      )}
    </div>
  );
}
