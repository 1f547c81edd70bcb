import type { SetlistEntry } from "@naehan/contract";
import { SongTitle } from "../../../components/song-title";
import { setlistParts } from "../model/setlist-parts";
import styles from "./setlist-songs.module.css";

const encoreLabel = (encore: number) => (encore === 1 ? "앙코르" : `앙코르 ${encore}`);

/**
 * The songs of a show in order: the main set, then each encore under its own label. Tape is shown
 * but not numbered; covers, guests and notes sit quietly under the title.
 */
export function SetlistSongs({ entries }: { entries: SetlistEntry[] }) {
  return (
    <div className={styles.setlist}>
      {setlistParts(entries).map((part, index) => (
        <div key={`${part.encore}-${index}`} className={styles.part}>
          {part.encore > 0 && <h2 className={styles.encore}>{encoreLabel(part.encore)}</h2>}
          <ol className={styles.list}>
            {part.entries.map(({ entry, number }) => (
              <li key={entry.order} className={`${styles.song} ${entry.tape ? styles.tape : ""}`}>
                <span className={`${styles.number} tabular`} aria-hidden={number === null}>
                  {number ?? "–"}
                </span>
                <div className={styles.text}>
                  <span className={styles.title}>
                    <SongTitle title={entry.song.title} reading={entry.song.reading} />
                    {entry.tape && <span className={styles.tag}>테이프</span>}
                  </span>
                  {(entry.cover || entry.with || entry.info) && (
                    <span className={styles.notes}>
                      {[
                        entry.cover && `${entry.cover} 커버`,
                        entry.with && `with ${entry.with}`,
                        entry.info,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
