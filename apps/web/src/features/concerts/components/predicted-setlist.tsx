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
              <p className={styles.legend}>퍼센트는 그 곡이 이번 공연에서 연주될 확률이에요.</p>
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

/** What the prediction rests on: the reason of its confidence and the shows it read. */
function PredictionBasis({ prediction }: { prediction: PredictionSummary }) {
  return (
    <p className={styles.basis}>
      <span>{prediction.reason}</span>
      {prediction.basedOnShows > 0 && <span>지난 공연 {prediction.basedOnShows}회 분석</span>}
    </p>
  );
}
