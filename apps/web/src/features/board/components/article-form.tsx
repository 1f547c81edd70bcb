import { zodResolver } from "@hookform/resolvers/zod";
import {
  ARTICLE_CATEGORY_LABELS,
  ARTICLE_CATEGORIES,
  type Article,
  type ArtistConcert,
  BOARD_MESSAGES,
  CONTENT_MAX,
  TITLE_MAX,
  updateArticleBody,
} from "@naehan/contract";
import { useId } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import { Field, formStyles } from "../../../components/form";
import { formatDateRange } from "../../../lib/format";
import { useCreateArticle } from "../api/create-article";
import { useUpdateArticle } from "../api/update-article";
import styles from "./article-form.module.css";
import { toast } from "../../../lib/feedback";

type Values = z.input<typeof updateArticleBody>;
type Parsed = z.output<typeof updateArticleBody>;

const BLANK = new Set<string>([BOARD_MESSAGES.titleRequired, BOARD_MESSAGES.contentRequired]);

/**
 * Writing a new post on the artist's board, or editing one (`article`). The artist is fixed;
 * the concert board may name one of the artist's concerts.
 */
export function ArticleForm({
  artistId,
  artistName,
  concerts,
  article,
  onCancel,
  onSaved,
}: {
  artistId: number;
  artistName: string;
  concerts: ArtistConcert[];
  article?: Article;
  onCancel: () => void;
  onSaved: (saved: Article) => void;
}) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(updateArticleBody),
    defaultValues: {
      title: article?.title ?? "",
      content: article?.content ?? "",
      categoryType: article?.categoryType ?? "FREE_BOARD",
      newConcertId: String(article?.newConcertId ?? 0),
    },
  });
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const ids = { category: useId(), concert: useId(), content: useId() };
  const concertBoard = useWatch({ control: form.control, name: "categoryType" }) === "NEW_CONCERT";

  // A post may name a concert that is no longer upcoming: keep it choosable when editing.
  const options = concerts.map((c) => ({
    id: c.newConcertId,
    label: `${c.title} (${formatDateRange(c.startDate, c.endDate)})`,
  }));
  if (article?.newConcert && !options.some((o) => o.id === article.newConcert?.id)) {
    options.push({ id: article.newConcert.id, label: article.newConcert.title });
  }

  const onValid = (values: Parsed) => {
    const body = {
      ...values,
      // A concert belongs to the concert board only; 0 means none.
      newConcertId: values.categoryType === "NEW_CONCERT" ? (values.newConcertId ?? 0) : 0,
    };
    if (article) {
      update.mutate(
        { id: article.id, body },
        {
          onSuccess: (saved) => {
            toast("Post updated");
            onSaved(saved);
          },
          onError: () => toast("Post edit failed"),
        },
      );
    } else {
      create.mutate(
        { ...body, artistId },
        {
          onSuccess: (saved) => {
            toast("Post created");
            onSaved(saved);
          },
          onError: () => toast("Post creation failed"),
        },
      );
    }
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const messages = [errors.title?.message, errors.content?.message].filter(Boolean);
    toast(
      messages.some((m) => BLANK.has(m ?? ""))
        ? "제목과 내용을 모두 입력해주세요."
        : (messages[0] ?? Object.values(errors)[0]?.message ?? "입력값을 확인해주세요."),
    );
  };

  const pending = create.isPending || update.isPending;
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <Field label="아티스트" value={artistName} readOnly className={styles.fixed} />
      <div className={formStyles.field}>
        <label htmlFor={ids.category} className={formStyles.label}>
          게시판
        </label>
        <select id={ids.category} className={formStyles.select} {...form.register("categoryType")}>
          {ARTICLE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {ARTICLE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      {concertBoard && (
        <div className={formStyles.field}>
          <label htmlFor={ids.concert} className={formStyles.label}>
            공연 <span className={styles.optional}>(선택)</span>
          </label>
          <select id={ids.concert} className={formStyles.select} {...form.register("newConcertId")}>
            <option value="0">선택 안 함</option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <Field
        label="제목"
        placeholder="제목을 입력하세요"
        maxLength={TITLE_MAX}
        autoComplete="off"
        {...form.register("title")}
      />
      <div className={formStyles.field}>
        <label htmlFor={ids.content} className={formStyles.label}>
          내용
        </label>
        <textarea
          id={ids.content}
          className={formStyles.textarea}
          placeholder="내용을 입력하세요"
          maxLength={CONTENT_MAX}
          rows={10}
          {...form.register("content")}
        />
      </div>
      <div className={styles.buttons}>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          취소
        </button>
        <button
          type="submit"
          className={styles.submit}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {article ? "수정" : "등록"}
        </button>
      </div>
    </form>
  );
}
