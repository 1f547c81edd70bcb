import type { PredictedSong } from "@naehan/contract";
import { PlayIcon } from "../../../components/icons";
import { probabilityLabel } from "../model/probability-label";
import styles from "./predicted-setlist.module.css";

/** Whether a song was played, once the actual setlist is known. */
function Verdict({ played }: { played: boolean | null }) {
  if (played === null) return null;
  return (
    <span className={`${styles.verdict} ${played ? styles.hit : styles.miss}`}>
      {played ? "연주됨" : "연주 안 됨"}
    </span>
  );
}

/**
 * Predicted songs in order: each with its chance, the songs that take its place on other nights
 * ("A 또는 B", each with its own chance) and, after the show, whether it was played.
 */
export function PredictedSongList({ songs, label }: { songs: PredictedSong[]; label: string }) {
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
            <span className={styles.songText}>
              <span className={styles.songTitle}>{song.songTitle}</span>
              <Verdict played={song.played} />
              {song.slotAlternatives.map((alt) => (
                <span key={alt.songId} className={styles.alternative}>
                  또는 <span className={styles.alternativeTitle}>{alt.songTitle}</span>{" "}
                  <span className="tabular">
                    <span className="visually-hidden">연주 확률 </span>
                    {probabilityLabel(alt.probability).text}
                  </span>
                  <Verdict played={alt.played} />
                </span>
              ))}
            </span>
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
