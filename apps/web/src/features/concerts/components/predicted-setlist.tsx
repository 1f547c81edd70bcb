import type { ConcertDetail, PredictionSummary } from "@naehan/contract";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { CONFIDENCE_LABELS } from "../../../lib/format";
import { usePredictedSetlist } from "../api/get-predicted-setlist";
import { PredictedSongList } from "./predicted-song-list";
import { PredictionAudit } from "./prediction-audit";
import styles from "./predicted-setlist.module.css";

/**
 * 예상 셋리스트: the predicted songs in order, each with its calibrated chance and a video link,
 * how far the whole prediction can be trusted and why, and once the show is over, how it went.
 */
export function PredictedSetlist({ concert }: { concert: ConcertDetail }) {
  const query = usePredictedSetlist(concert.newConcertId);
  const prediction = query.data?.length ? concert.prediction : null;
  return (
    <section className={styles.section} aria-labelledby="predicted-title">
      <div className={styles.head}>
        <h2 id="predicted-title" className={styles.title}>
          예상 셋리스트
        </h2>
        {prediction && (
          <p className={`${styles.confidence} ${styles[prediction.confidence]}`}>
            예측 신뢰도 <strong>{CONFIDENCE_LABELS[prediction.confidence]}</strong>
          </p>
        )}
      </div>
      <QueryState
        query={query}
        texts={STATE_TEXTS.setlist}
        isEmpty={(songs) => songs.length === 0}
        empty={
          <>
            <EmptyState>{STATE_TEXTS.setlist.empty}</EmptyState>
            <p className={styles.why}>
              {concert.hasEarlierSetlists
                ? "아직 이 공연의 예상 셋리스트를 만들지 않았어요."
                : "이 공연 전의 셋리스트 기록이 없어 예측할 수 없어요."}
            </p>
          </>
        }
      >
        {(songs) => {
          const encore = songs.filter((song) => song.encore);
          return (
            <>
              {prediction && <PredictionBasis prediction={prediction} />}
              <ProbabilityLegend
                rotating={songs.some((song) => song.slotAlternatives.length > 0)}
              />
              {prediction?.audit && (
                <PredictionAudit
                  artistId={concert.artistId}
                  audit={prediction.audit}
                  hitRate={prediction.hitRate}
                  predictedAt={prediction.predictedAt}
                  songs={songs}
                />
              )}
              <PredictedSongList songs={songs.filter((song) => !song.encore)} label="본 공연" />
              {encore.length > 0 && (
                <>
                  <h3 className={styles.encoreTitle}>앙코르</h3>
                  <PredictedSongList songs={encore} label="앙코르" />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/**
 * What the prediction rests on: the reason of its confidence and the shows it read, unless the
 * reason already counts them ("지난 공연 2회뿐" is not followed by "지난 공연 2회 분석").
 */
function PredictionBasis({ prediction }: { prediction: PredictionSummary }) {
  const shows = prediction.basedOnShows;
  const counted = new RegExp(`(^|\\D)${shows}회`).test(prediction.reason);
  return (
    <p className={styles.basis}>
      <span>{prediction.reason}</span>
      {shows > 0 && !counted && <span>지난 공연 {shows}회 분석</span>}
    </p>
  );
}

/**
 * What the percent pills mean: one scale, darker for likelier, so no colour reads as "highlighted";
 * and, when the prediction has rotating places, what "또는" says.
 */
function ProbabilityLegend({ rotating }: { rotating: boolean }) {
  return (
    <div className={styles.legend}>
      <p>퍼센트는 그 곡이 이번 공연에서 연주될 확률이에요.</p>
      <p className={styles.scale} aria-label="색이 진할수록 연주될 가능성이 커요">
        <span className={`${styles.swatch} ${styles.certain}`}>90% 이상</span>
        <span className={`${styles.swatch} ${styles.likely}`}>50–89%</span>
        <span className={`${styles.swatch} ${styles.unlikely}`}>50% 미만</span>
      </p>
      {rotating && <p>‘또는’은 공연마다 그 자리에 번갈아 나온 곡이에요. 20% 이상인 곡만 보여요.</p>}
    </div>
  );
}
