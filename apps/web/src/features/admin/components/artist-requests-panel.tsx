import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { formatDateTime } from "../../../lib/format";
import { useArtistRequests } from "../api/get-artist-requests";
import styles from "./admin.module.css";

/**
 * 내한 요청: the names fans searched for in vain and asked to be told about, with how many asked
 * and how many still wait (a concert of an artist so named or aliased tells them and they stop
 * waiting). An artist added with that name or alias answers them.
 */
export function ArtistRequestsPanel() {
  const query = useArtistRequests();
  return (
    <section className={styles.list} aria-labelledby="artist-requests-title">
      <div className={styles.sectionHead}>
        <h2 id="artist-requests-title" className={styles.sectionTitle}>
          내한 요청
        </h2>
        {query.data && <span className={styles.count}>{query.data.length}개 이름</span>}
      </div>
      <QueryState
        query={query}
        texts={STATE_TEXTS.artistRequests}
        isEmpty={(groups) => groups.length === 0}
        empty={<EmptyState>{STATE_TEXTS.artistRequests.empty}</EmptyState>}
      >
        {(groups) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">아티스트 이름</th>
                <th scope="col" className={styles.requestCount}>
                  기다리는 팬
                </th>
                <th scope="col" className={styles.requestWhen}>
                  마지막 요청
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.name}>
                  <th scope="row" className={styles.requestName}>
                    {group.name}
                  </th>
                  <td className={`${styles.requestCount} tabular`}>
                    {group.waiting}명
                    {group.fans > group.waiting && (
                      <span className={styles.requestTold}>
                        {" "}
                        (알림 보냄 {group.fans - group.waiting})
                      </span>
                    )}
                  </td>
                  <td className={`${styles.requestWhen} tabular`}>
                    {formatDateTime(group.lastRequestedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
