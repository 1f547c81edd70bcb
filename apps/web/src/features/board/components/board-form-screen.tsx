import type { Article, ArtistConcert } from "@naehan/contract";
import { useLocation } from "react-router";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { ErrorState, LoadingState } from "../../../components/states";
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
  return (
    <QueryState query={query} texts={STATE_TEXTS.articles} pending={<LoadingState />}>
      {(article) =>
        isMine(session, article.userName) ? (
          <ArticleForm {...props} artistName={article.artistName} article={article} />
        ) : (
          <ErrorState message="작성자만 게시글을 수정할 수 있습니다." />
        )
      }
    </QueryState>
  );
}
