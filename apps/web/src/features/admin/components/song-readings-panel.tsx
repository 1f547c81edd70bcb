import type { AdminSong } from "@naehan/contract";
import { useId, useState } from "react";
import formStyles from "../../../components/form.module.css";
import { useArtistSongs, useSaveSongReading } from "../api/song-readings";
import { failureMessage } from "../model/form-errors";
import { FormMessage } from "./form-parts";
import styles from "./admin.module.css";

/**
 * 곡 한글 표기: the artist's songs, each with the Korean reading or translation shown beside its
 * title on setlists, the song ranking and predicted setlists (夜に駆ける · 밤을 달리다).
 */
export function SongReadingsPanel({ artistId, name }: { artistId: number; name: string }) {
  const songs = useArtistSongs(artistId);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        곡 한글 표기 · {name}
      </h2>
      <p className={styles.note}>
        일본어 등 외국어 제목 옆에 보여 줄 한글 독음이나 번역을 입력하세요. 비우면 지워집니다.
      </p>
      {songs.isPending && <p className={styles.note}>불러오는 중…</p>}
      {songs.isError && <FormMessage tone="error">{failureMessage(songs.error)}</FormMessage>}
      {songs.data?.length === 0 && (
        <p className={styles.note}>
          아직 곡이 없습니다. setlist.fm 동기화 후에 입력할 수 있습니다.
        </p>
      )}
      {songs.data && songs.data.length > 0 && (
        <ul className={styles.readingList}>
          {songs.data.map((song) => (
            <SongReadingRow key={song.songId} song={song} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SongReadingRow({ song }: { song: AdminSong }) {
  const [reading, setReading] = useState(song.reading ?? "");
  const save = useSaveSongReading();
  const inputId = useId();
  const unchanged = reading.trim() === (song.reading ?? "");
  return (
    <li>
      <form
        className={formStyles.field}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ songId: song.songId, reading });
        }}
      >
        <label htmlFor={inputId} className={formStyles.label}>
          {song.title}
        </label>
        <div className={styles.readingRow}>
          <input
            id={inputId}
            className={formStyles.input}
            value={reading}
            maxLength={100}
            placeholder="한글 독음/번역"
            onChange={(event) => setReading(event.target.value)}
            aria-invalid={save.isError || undefined}
          />
          <button
            type="submit"
            className={styles.readingSave}
            disabled={save.isPending || unchanged}
            aria-label={`${song.title} 한글 표기 저장`}
          >
            저장
          </button>
        </div>
        {save.isError && <FormMessage tone="error">{failureMessage(save.error)}</FormMessage>}
        {save.isSuccess && unchanged && <FormMessage tone="success">저장했습니다.</FormMessage>}
      </form>
    </li>
  );
}
