import type { PredictedSong } from "@naehan/contract";
import { PlayIcon } from "../../../components/icons";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { usePredictedSetlist } from "../api/get-predicted-setlist";
import { probabilityLabel } from "../model/probability-label";
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
      <QueryState query={query} texts={STATE_TEXTS.setlist} isEmpty={(songs) => songs.length === 0}>
        {(songs) => {
          const encore = songs.filter((song) => song.encore);
          return (
            <>
              <p className={styles.legend}>곡 옆 숫자는 연주 확률이에요.</p>
              <SongList songs={songs.filter((song) => !song.encore)} label="본 공연" />
              {encore.length > 0 && (
                <>
                  <h3 className={styles.encoreTitle}>앙코르</h3>
                  <SongList songs={encore} label="앙코르" />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function SongList({ songs, label }: { songs: PredictedSong[]; label: string }) {
  if (songs.length === 0) return null;
  return (
    <ol className={styles.list} aria-label={label} start={songs[0]?.order}>
      {songs.map((song) => {
        const probability = probabilityLabel(song.probability);
        return (
          <li key={song.songId} className={styles.song}>
            <span className={`${styles.order} tabular`} aria-hidden="true">
              {song.order}
            </span>
            <span className={styles.songTitle}>{song.songTitle}</span>
            <span className={`${styles.probability} ${styles[probability.tier]} tabular`}>
              <span className="visually-hidden">연주 확률 </span>
              {probability.text}
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
          </li>
        );
      })}
    </ol>
  );
}
