import { CollapsibleList } from "../../../components/collapsible-list";
import { Link } from "../../../components/link";
import { ListSection, ListSections, listSectionListClass } from "../../../components/list-section";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { formatDateTime } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useMyArticles } from "../api/get-my-articles";
import { useMyComments } from "../api/get-my-comments";
import styles from "./my-posts.module.css";

const COLLAPSED = 2;
const none = (list: unknown[]) => list.length === 0;

/** The my-page 게시물 tab: my posts and my comments, each leading to its post on the board. */
export function MyPosts() {
  const articles = useMyArticles();
  const comments = useMyComments();
  return (
    <ListSections>
      <ListSection id="my-articles" title="내가 쓴 글" count={articles.data?.length}>
        <QueryState query={articles} texts={STATE_TEXTS.myArticles} isEmpty={none}>
          {(list) => (
            <CollapsibleList
              items={list}
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
          )}
        </QueryState>
      </ListSection>
      <ListSection id="my-comments" title="내 댓글" count={comments.data?.length}>
        <QueryState query={comments} texts={STATE_TEXTS.myComments} isEmpty={none}>
          {(list) => (
            <CollapsibleList
              items={list}
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
          )}
        </QueryState>
      </ListSection>
    </ListSections>
  );
}
