import type { Article } from "@naehan/contract";
import { Modal } from "../../../components/modal";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { confirmDialog, toast } from "../../../lib/feedback";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { share } from "../../../lib/share";
import { useDeleteArticle } from "../api/delete-article";
import { useArticle } from "../api/get-article";
import { isMine } from "../model/authorship";
import { ArticleView } from "./article-view";
import { CommentForm } from "./comment-form";
import { CommentSection } from "./comment-section";
import styles from "./article-popup.module.css";

/**
 * A post in a modal with its comments and the box to add one, and a share button. Its author also
 * gets edit and delete, unless the popup is read-only (the artist page's preview).
 */
export function ArticlePopup({
  articleId,
  shown,
  readOnly = false,
  onClose,
  onEdit,
  onDeleted,
}: {
  articleId: number;
  /** The list's copy, shown while the post loads. */
  shown?: Article;
  readOnly?: boolean;
  onClose: () => void;
  onEdit?: (article: Article) => void;
  onDeleted?: () => void;
}) {
  const session = useSession();
  const query = useArticle(articleId, shown);
  const remove = useDeleteArticle();

  const onDelete = async () => {
    if (!(await confirmDialog("Are you sure you want to delete?", "삭제"))) return;
    remove.mutate(articleId, {
      onSuccess: () => {
        toast("Post deleted");
        onDeleted?.();
      },
      onError: () => toast("Post delete failed"),
    });
  };

  return (
    <Modal
      title="게시글"
      onClose={onClose}
      footer={query.isSuccess && <CommentForm articleId={articleId} />}
    >
      <QueryState query={query} texts={STATE_TEXTS.articles}>
        {(article) => (
          <>
            <ArticleView
              article={article}
              actions={
                <>
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() =>
                      void share({
                        title: article.title,
                        text: formatDateTime(article.created_at),
                        path: paths.boardPost(article.artistId, article.id),
                      })
                    }
                  >
                    공유하기
                  </button>
                  {!readOnly && isMine(session, article.userName) && (
                    <>
                      <button
                        type="button"
                        className={styles.action}
                        onClick={() => onEdit?.(article)}
                      >
                        수정
                      </button>
                      <button
                        type="button"
                        className={styles.action}
                        onClick={() => void onDelete()}
                        disabled={remove.isPending}
                      >
                        삭제
                      </button>
                    </>
                  )}
                </>
              }
            />
            <CommentSection articleId={article.id} count={article.commentCount} />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
