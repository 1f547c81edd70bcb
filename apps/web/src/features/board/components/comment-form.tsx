import { COMMENT_MAX } from "@naehan/contract";
import { useId, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { useCreateComment } from "../api/create-comment";
import styles from "./comment-form.module.css";
import { toast } from "../../../lib/feedback";

/** Adds a comment under a post: logged in, and not blank. */
export function CommentForm({ articleId }: { articleId: number }) {
  const session = useSession();
  const location = useLocation();
  const create = useCreateComment();
  const [text, setText] = useState("");
  const fieldId = useId();

  const submit = () => {
    if (!session.isLoggedIn) {
      toast("로그인된 사용자가 없습니다.");
      return;
    }
    if (text.trim() === "") {
      toast("댓글 내용을 입력하세요!");
      return;
    }
    create.mutate(
      { articleId, content: text },
      {
        onSuccess: () => setText(""),
        onError: (error) =>
          // Too many comments: the server says how long to wait.
          toast(
            error instanceof ApiError && error.status === 429
              ? error.message
              : "댓글 추가에 실패했습니다. 다시 시도해주세요.",
          ),
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        댓글 입력
      </label>
      <div className={styles.row}>
        <textarea
          id={fieldId}
          className={styles.input}
          rows={1}
          maxLength={COMMENT_MAX}
          placeholder="댓글을 입력하세요"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={create.isPending}>
          등록
        </button>
      </div>
      {!session.isLoggedIn && (
        <p className={styles.note}>
          댓글을 작성하려면 로그인해야 합니다.{" "}
          <Link to={paths.login(location.pathname + location.search)} className={styles.login}>
            로그인
          </Link>
        </p>
      )}
    </form>
  );
}
