import type { Comment } from "@naehan/contract";
import { useId, useState } from "react";
import { formatDateTime } from "../../../lib/format";
import { useDeleteComment } from "../api/delete-comment";
import { useUpdateComment } from "../api/update-comment";
import { authorName } from "../model/authorship";
import styles from "./comment-item.module.css";
import { confirmDialog, toast } from "../../../lib/feedback";

export const DELETE_CONFIRM = "Are you sure you want to delete?";

/**
 * One comment: shown, or (for its author) edited in place. Saving sends the text only when it is
 * not blank; a failure keeps the draft so nothing typed is lost.
 */
export function CommentItem({
  comment,
  mine,
  editing,
  onEdit,
  onDone,
}: {
  comment: Comment;
  mine: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(comment.content);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const fieldId = useId();

  const startEditing = () => {
    setDraft(comment.content);
    onEdit();
  };

  const save = () => {
    if (draft.trim() === "") {
      toast("댓글 내용을 입력하세요!");
      return;
    }
    if (draft === comment.content) {
      onDone();
      return;
    }
    update.mutate(
      { id: comment.id, body: { content: draft } },
      { onSuccess: onDone, onError: () => toast("Comment edit failed") },
    );
  };

  const onDelete = async () => {
    if (!(await confirmDialog(DELETE_CONFIRM, "삭제"))) return;
    remove.mutate(comment.id, { onError: () => toast("Comment delete failed") });
  };

  return (
    <div className={styles.comment} aria-busy={remove.isPending || undefined}>
      <div className={styles.head}>
        <span className={styles.nickname}>{authorName(comment.nickname)}</span>
        <time className={`${styles.time} tabular`} dateTime={comment.created_at}>
          {formatDateTime(comment.created_at)}
        </time>
        {mine && !editing && (
          <span className={styles.tools}>
            <button type="button" className={styles.button} onClick={startEditing}>
              수정
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              삭제
            </button>
          </span>
        )}
      </div>
      {editing ? (
        <form
          className={styles.edit}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={fieldId} className="visually-hidden">
            댓글 수정
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={draft}
            maxLength={1000}
            rows={3}
            // Focus follows the fan into the field they just opened.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={onDone}>
              취소
            </button>
            <button type="submit" className={styles.primary} disabled={update.isPending}>
              {update.isPending ? "저장 중…" : "저장"}
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.content}>{comment.content}</p>
      )}
    </div>
  );
}
