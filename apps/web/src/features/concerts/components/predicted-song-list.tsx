import type { PredictedSong } from "@naehan/contract";
import { PlayIcon } from "../../../components/icons";
import { SongTitle } from "../../../components/song-title";
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
 * ("A 또는 B", each with its own chance) and, after the show, whether it was played. A place
 * leads with its likeliest song: the model picks a place's song by how often it was played, and
 * calibration can then put one of its alternatives a little above it.
 */
export function PredictedSongList({ songs, label }: { songs: PredictedSong[]; label: string }) {
  if (songs.length === 0) return null;
  return (
    <ol className={styles.list} aria-label={label} start={songs[0]?.order}>
      {songs.map((song) => {
        const [lead = song, ...others] = [song, ...song.slotAlternatives].sort(
          (a, b) => b.probability - a.probability,
        );
        const probability = probabilityLabel(lead.probability);
        const video = lead === song ? song.ytLink : null;
        return (
          <li key={song.songId} className={styles.song}>
            <span className={`${styles.order} tabular`} aria-hidden="true">
              {song.order}
            </span>
            <span className={styles.songText}>
              <span className={styles.songTitle}>
                <SongTitle title={lead.songTitle} reading={lead.songReading} />
              </span>
              <Verdict played={lead.played} />
              {others.map((alt) => (
                <span key={alt.songId} className={styles.alternative}>
                  또는{" "}
                  <span className={styles.alternativeTitle}>
                    <SongTitle title={alt.songTitle} reading={alt.songReading} />
                  </span>{" "}
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
            {video ? (
              <a
                className={styles.video}
                href={video}
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
