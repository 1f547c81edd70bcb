import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CollapsibleList } from "../../../components/collapsible-list";
import { ListSection, ListSections, listSectionListClass } from "../../../components/list-section";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useMyArticles } from "../api/get-my-articles";
import { useMyComments } from "../api/get-my-comments";
import styles from "./my-posts.module.css";

const COLLAPSED = 2;

/** The my-page 게시물 tab: my posts and my comments, each leading to its post on the board. */
export function MyPosts() {
  const articles = useMyArticles();
  const comments = useMyComments();
  return (
    <ListSections>
      <ListSection id="my-articles" title="내가 쓴 글" count={articles.data?.length}>
        {states(
          articles,
          "Failed to load articles. Please try again later.",
          "Loading articles...",
        ) ??
          (articles.data?.length === 0 ? (
            <EmptyState>No articles available.</EmptyState>
          ) : (
            <CollapsibleList
              items={articles.data ?? []}
              collapsed={COLLAPSED}
              label="내가 쓴 글"
              className={listSectionListClass}
              getKey={(a) => a.id}
              renderItem={(a) => (
                <Link to={paths.boardPost(a.artistId, a.id)} className={styles.item}>
                  <span className={styles.title}>{a.title}</span>
                  <span className={styles.meta}>
                    {a.artistName} ·{" "}
                    <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
                    {a.commentCount > 0 && ` · 댓글 ${a.commentCount}`}
                  </span>
                </Link>
              )}
            />
          ))}
      </ListSection>
      <ListSection id="my-comments" title="내 댓글" count={comments.data?.length}>
        {states(
          comments,
          "Failed to load comments. Please try again later.",
          "Loading comments...",
        ) ??
          (comments.data?.length === 0 ? (
            <EmptyState>No comments available.</EmptyState>
          ) : (
            <CollapsibleList
              items={comments.data ?? []}
              collapsed={COLLAPSED}
              label="내 댓글"
              className={listSectionListClass}
              getKey={(c) => c.id}
              renderItem={(c) => (
                <Link to={paths.boardPost(c.artistId, c.articleId)} className={styles.item}>
                  <span className={styles.comment}>{c.content}</span>
                  <span className={styles.meta}>
                    <span className={styles.on}>{c.articleTitle}</span>
                    {" · "}
                    <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                  </span>
                </Link>
              )}
            />
          ))}
      </ListSection>
    </ListSections>
  );
}

/** Loading, 'Login required' when the session is gone, or the list's failure; null when loaded. */
function states(query: UseQueryResult, failed: string, loading: string): ReactNode | null {
  if (query.isPending) return <LoadingState label={loading} />;
  if (!query.isError) return null;
  if (query.error instanceof ApiError && query.error.status === 401) {
    return <ErrorState message="Login required" />;
  }
  return <ErrorState error={query.error} message={failed} onRetry={() => void query.refetch()} />;
}
