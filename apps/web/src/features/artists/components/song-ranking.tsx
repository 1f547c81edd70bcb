import { RANKING_SIZE } from "@naehan/contract";
import { useRef } from "react";
import { QueryState } from "../../../components/query-state";
import { SongTitle } from "../../../components/song-title";
import { STATE_TEXTS } from "../../../components/state-texts";
import { usePageFlag } from "../../../lib/use-page-flag";
import { useSongRanking } from "../api/get-song-ranking";
import { ExpandToggle } from "../../../components/expand-toggle";
import { tieRanks } from "../model/tie-ranks";
import { keepInView } from "./keep-in-view";
import styles from "./song-ranking.module.css";

export const RANKING_COLLAPSED = 5;

/** 곡 랭킹: the artist's most played songs of the recent concerts, 5 at first, 30 when expanded. */
export function SongRanking({ artistId }: { artistId: number }) {
  const query = useSongRanking(artistId);
  const [expanded, setExpanded] = usePageFlag("ranking-expanded");
  const section = useRef<HTMLDivElement>(null);
  const listId = `ranking-list-${artistId}`;

  return (
    <div ref={section} className={styles.section}>
      <div className={styles.head}>
        <h2 className={styles.title}>곡 랭킹</h2>
        {query.data?.window && <p className={styles.note}>최근 {query.data.window}회 공연 기준</p>}
      </div>
      <QueryState
        query={query}
        texts={STATE_TEXTS.ranking}
        isEmpty={(ranking) => ranking.songs.length === 0}
      >
        {({ songs, window }) => {
          const ranks = tieRanks(songs.map((song) => song.count));
          const shared = (rank: number) => ranks.filter((r) => r === rank).length > 1;
          return (
            <>
              <ol id={listId} className={styles.list}>
                {songs.slice(0, expanded ? RANKING_SIZE : RANKING_COLLAPSED).map((song, index) => {
                  const rank = ranks[index] ?? index + 1;
                  const everyShow = window !== null && song.count >= window;
                  return (
                    <li key={song.songId} className={styles.row}>
                      <span className={`${styles.rank} ${rank <= 3 ? styles.top : ""} tabular`}>
                        {shared(rank) && <span className="visually-hidden">공동 </span>}
                        {rank}
                        <span className="visually-hidden">위</span>
                      </span>
                      <div className={styles.song}>
                        <span className={styles.songTitle}>
                          <SongTitle title={song.title} reading={song.reading} />
                        </span>
                        {window && (
                          <span className={styles.meter} aria-hidden="true">
                            <span
                              className={styles.fill}
                              style={{ width: `${Math.min(100, (song.count / window) * 100)}%` }}
                            />
                          </span>
                        )}
                      </div>
                      <span className={`${styles.count} tabular`}>
                        {everyShow && <span className={styles.every}>매 공연 연주</span>}
                        {song.count}회
                      </span>
                    </li>
                  );
                })}
              </ol>
              {songs.length > RANKING_COLLAPSED && (
                <ExpandToggle
                  expanded={expanded}
                  controls={listId}
                  label="곡 랭킹"
                  onToggle={() => {
                    if (expanded) keepInView(section.current);
                    setExpanded(!expanded);
                  }}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
