import type { Article, ArtistConcert } from "@naehan/contract";
import { Link, useLocation } from "react-router";
import { ErrorState, LoadingState } from "../../../components/states";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { useArticle } from "../api/get-article";
import { isMine } from "../model/authorship";
import { ArticleForm } from "./article-form";
import styles from "./board-form-screen.module.css";

interface FormProps {
  artistId: number;
  artistName: string | null;
  concerts: ArtistConcert[];
  onCancel: () => void;
  onSaved: (saved: Article) => void;
}

/** The board's write and edit screens: the form, once there is someone to write as. */
export function BoardFormScreen({ postId, ...props }: FormProps & { postId: number | null }) {
  const session = useSession();
  const location = useLocation();
  const heading = postId === null ? "글쓰기" : "글 수정";

  let body;
  if (!session.isLoggedIn) {
    body = (
      <div className={styles.login}>
        <p>로그인이 필요합니다.</p>
        <Link to={paths.login(location.pathname + location.search)} className={styles.loginLink}>
          로그인하러 가기
        </Link>
      </div>
    );
  } else if (postId !== null) {
    body = <EditArticle postId={postId} {...props} />;
  } else if (props.artistName === null) {
    body = <LoadingState />;
  } else {
    body = <ArticleForm {...props} artistName={props.artistName} />;
  }

  return (
    <section className={styles.screen} aria-labelledby="board-form-title">
      <h1 id="board-form-title" className={styles.title}>
        {heading}
      </h1>
      {body}
    </section>
  );
}

function EditArticle({ postId, ...props }: FormProps & { postId: number }) {
  const session = useSession();
  const query = useArticle(postId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <ErrorState message="게시글을 찾을 수 없습니다." />
    ) : (
      <ErrorState
        error={query.error}
        message="Failed to load articles. Please try again later."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!isMine(session, query.data.userName)) {
    return <ErrorState message="작성자만 게시글을 수정할 수 있습니다." />;
  }
  return <ArticleForm {...props} artistName={query.data.artistName} article={query.data} />;
}
