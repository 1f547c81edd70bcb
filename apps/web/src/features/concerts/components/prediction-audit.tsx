import type { PredictedSong, PredictionAudit as Audit } from "@naehan/contract";
import { Link } from "../../../components/link";
import { formatDateTime, formatPercent } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useActualSetlist } from "../api/get-actual-setlist";
import styles from "./prediction-audit.module.css";

/**
 * After the show: how many predicted songs were played (the hit rate), how many played songs were
 * predicted, and the songs played that the prediction did not show at all.
 */
export function PredictionAudit({
  artistId,
  audit,
  hitRate,
  predictedAt,
  songs,
}: {
  artistId: number;
  audit: Audit;
  hitRate: number | null;
  /** When the prediction was made: it is compared as it was shown before the show. */
  predictedAt: string;
  songs: PredictedSong[];
}) {
  return (
    <section className={styles.audit} aria-labelledby="audit-title">
      <h3 id="audit-title" className={styles.title}>
        예측 vs 실제
      </h3>
      <p className={styles.rate}>
        적중률 <strong className="tabular">{formatPercent(hitRate ?? 0)}</strong>
      </p>
      <ul className={styles.facts}>
        <li>
          예측한 {audit.predictedCount}곡 중 {audit.hitCount}곡이 연주됐어요
        </li>
        <li>
          실제 연주된 {audit.playedCount}곡 중 {audit.hitCount}곡을 예측했어요
        </li>
      </ul>
      <p className={styles.when}>
        <span className="tabular">{formatDateTime(predictedAt)}</span>에 만든 예측 그대로
        비교했어요.
      </p>
      <Unpredicted artistId={artistId} pastConcertId={audit.pastConcertId} songs={songs} />
      <div className={styles.links}>
        <Link to={paths.setlist(artistId, audit.pastConcertId)} className={styles.link}>
          실제 셋리스트 보기
        </Link>
        <Link to={paths.predictionAccuracy()} className={styles.link}>
          예측 정확도
        </Link>
      </div>
    </section>
  );
}

/** Songs of the actual setlist that were neither predicted nor shown as an alternative. */
function Unpredicted({
  artistId,
  pastConcertId,
  songs,
}: {
  artistId: number;
  pastConcertId: number;
  songs: PredictedSong[];
}) {
  const actual = useActualSetlist(artistId, pastConcertId);
  if (!actual.data) return null;
  const shown = new Set(
    songs.flatMap((song) => [song.songId, ...song.slotAlternatives.map((alt) => alt.songId)]),
  );
  const seen = new Set<number>();
  const missed = actual.data.setlists.filter((entry) => {
    const { songId } = entry.song;
    if (entry.tape || shown.has(songId) || seen.has(songId)) return false;
    seen.add(songId);
    return true;
  });
  if (missed.length === 0) return null;
  return (
    <div>
      <h4 className={styles.subtitle}>예측에 없던 곡</h4>
      <ol className={styles.missed} aria-label="예측에 없던 곡">
        {missed.map((entry) => (
          <li key={entry.song.songId}>{entry.song.title}</li>
        ))}
      </ol>
    </div>
  );
}
