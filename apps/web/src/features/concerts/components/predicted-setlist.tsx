import { PlayIcon } from "../../../components/icons";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { usePredictedSetlist } from "../api/get-predicted-setlist";
import styles from "./predicted-setlist.module.css";

/** 예상 셋리스트: the predicted songs in order, each with how likely it is and a video link. */
export function PredictedSetlist({ concertId }: { concertId: number }) {
  const query = usePredictedSetlist(concertId);
  return (
    <section className={styles.section} aria-labelledby="predicted-title">
      <div className={styles.head}>
        <h2 id="predicted-title" className={styles.title}>
          예상 셋리스트
        </h2>
        <p className={styles.note}>최근 공연 기록으로 예측했어요</p>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          message="Failed to load setlist."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState>No setlist available.</EmptyState>
      ) : (
        <ol className={styles.list}>
          {query.data.map((song, index) => {
            const firstEncore = song.encore && !query.data[index - 1]?.encore;
            return (
              <li key={song.songId} className={styles.item}>
                {firstEncore && <span className={styles.encoreLabel}>앙코르</span>}
                <div className={styles.song}>
                  <span className={`${styles.order} tabular`}>{song.order}</span>
                  <span className={styles.songTitle}>{song.songTitle}</span>
                  <span
                    className={`${styles.probability} tabular`}
                    title="최근 공연에서 연주된 비율"
                  >
                    {Math.round(song.probability * 100)}%
                  </span>
                  {song.ytLink ? (
                    <a
                      className={styles.video}
                      href={song.ytLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${song.songTitle} 영상 보기`}
                    >
                      <PlayIcon size={22} />
                    </a>
                  ) : (
                    <span className={styles.videoSpacer} />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
