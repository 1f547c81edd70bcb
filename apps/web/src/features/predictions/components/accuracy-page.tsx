import type { AuditedConcert, CalibrationBucket } from "@naehan/contract";
import { Link } from "../../../components/link";
import { EmptyState, ErrorState, LoadingState } from "../../../components/states";
import { CONFIDENCE_LABELS, formatDateRange, formatPercent as percent } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { usePredictionAccuracy } from "../api/get-prediction-accuracy";
import styles from "./accuracy-page.module.css";

/**
 * /prediction-accuracy (예측 정확도): every concert whose predicted setlist was compared with what
 * was played, and whether the percentages meant what they said (songs shown at about 70 % should
 * be played about 7 times in 10).
 */
export function AccuracyPage() {
  const query = usePredictionAccuracy();
  return (
    <section className={styles.page} aria-labelledby="accuracy-title">
      <h1 id="accuracy-title" className={styles.title}>
        예측 정확도
      </h1>
      <p className={styles.lead}>
        공연 전에 보여 준 예상 셋리스트를 실제로 연주된 곡과 비교했어요.
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          message="Failed to load setlist."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.concerts.length === 0 ? (
        <EmptyState>아직 실제 셋리스트와 비교한 공연이 없어요.</EmptyState>
      ) : (
        <>
          <p className={styles.summary}>
            공연 {query.data.summary.concerts}회 · 예측한 {query.data.summary.predictedCount}곡 중{" "}
            {query.data.summary.hitCount}곡 연주 · 적중률{" "}
            <strong className="tabular">{percent(query.data.summary.hitRate ?? 0)}</strong>
          </p>
          <Calibration buckets={query.data.calibration} />
          <h2 className={styles.heading}>비교한 공연</h2>
          <ul className={styles.concerts}>
            {query.data.concerts.map((concert) => (
              <ConcertRow key={concert.newConcertId} concert={concert} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ConcertRow({ concert }: { concert: AuditedConcert }) {
  return (
    <li>
      <Link to={paths.concert(concert.newConcertId)} className={styles.concert}>
        <span className={styles.concertTitle}>{concert.title}</span>
        <span className={styles.concertMeta}>
          {concert.artistName} · {formatDateRange(concert.startDate, concert.endDate)} · 신뢰도{" "}
          {CONFIDENCE_LABELS[concert.confidence]}
        </span>
        <span className={styles.concertFigures}>
          적중률 <strong className="tabular">{percent(concert.hitRate)}</strong> · 예측{" "}
          {concert.predictedCount}곡 중 {concert.hitCount}곡 연주 · 실제 {concert.playedCount}곡 중{" "}
          {concert.hitCount}곡 예측
        </span>
      </Link>
    </li>
  );
}

/** Predicted chance against how often the songs shown with it were played, bucket by bucket. */
function Calibration({ buckets }: { buckets: CalibrationBucket[] }) {
  return (
    <>
      <h2 className={styles.heading}>확률은 믿을 만했을까</h2>
      <p className={styles.note}>
        같은 확률로 보여 준 곡(대체곡 포함)이 실제로 연주된 비율이에요. 두 값이 가까울수록 확률이
        정직해요.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">예측 확률</th>
            <th scope="col">곡 수</th>
            <th scope="col">평균 예측</th>
            <th scope="col">실제 연주</th>
          </tr>
        </thead>
        <tbody className="tabular">
          {buckets.map((bucket) => (
            <tr key={bucket.from}>
              <th scope="row">
                {percent(bucket.from)}–{percent(bucket.to)}
              </th>
              <td>{bucket.songs}</td>
              <td>{percent(bucket.meanProbability)}</td>
              <td>{percent(bucket.playedRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
