import type { PredictedSong } from "@naehan/contract";
import { useEffect, useRef, useState } from "react";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { formatDateRange } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useAdminArtistConcerts } from "../api/get-artist-concerts";
import { useAdminArtists } from "../api/get-artists";
import { usePredictSetlist } from "../api/predict-setlist";
import { failureMessage } from "../model/form-errors";
import { FormMessage } from "./form-parts";
import { SelectField } from "./select-field";
import styles from "./admin.module.css";
import panel from "./result-panel.module.css";
import { toast } from "../../../lib/feedback";

interface Prediction {
  concertId: number;
  title: string;
  songs: PredictedSong[];
}

/**
 * 공연 관리 › 예상 셋리스트: choose an artist and one of its upcoming concerts, generate the
 * prediction from the artist's recent setlists (it replaces the old one) and see the list.
 */
export function PredictPanel() {
  const artists = useAdminArtists();
  const [artistId, setArtistId] = useState<number | null>(null);
  const [concertId, setConcertId] = useState<number | null>(null);
  const concerts = useAdminArtistConcerts(artistId);
  const predict = usePredictSetlist();
  const [result, setResult] = useState<Prediction | null>(null);
  const concert = concerts.data?.find((c) => c.newConcertId === concertId) ?? null;

  const onPredict = () => {
    if (artistId === null || !concert) return;
    setResult(null);
    predict.mutate(
      { artistId, concertId: concert.newConcertId },
      {
        onSuccess: (songs) => {
          setResult({ concertId: concert.newConcertId, title: concert.title, songs });
          toast(`예상 셋리스트가 생성되었습니다. (${songs.length}곡)`);
        },
      },
    );
  };

  return (
    <QueryState query={artists} texts={STATE_TEXTS.artist}>
      {(list) => (
        <>
          <section className={styles.card} aria-labelledby="predict-title">
            <div>
              <h2 id="predict-title" className={styles.sectionTitle}>
                예상 셋리스트 생성
              </h2>
              <p className={styles.note}>
                아티스트의 최근 셋리스트 20개로 곡별 연주 확률과 순서를 계산해요. 이전 예상
                셋리스트는 새 결과로 바뀝니다.
              </p>
            </div>
            <SelectField
              label="아티스트"
              value={artistId ?? ""}
              disabled={predict.isPending}
              onChange={(e) => {
                setArtistId(e.target.value ? Number(e.target.value) : null);
                setConcertId(null);
              }}
            >
              <option value="">아티스트 선택</option>
              {list.map((a) => (
                <option key={a.artistId} value={a.artistId}>
                  {a.krName ? `${a.name} (${a.krName})` : a.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="공연"
              value={concertId ?? ""}
              disabled={artistId === null || concerts.isPending || predict.isPending}
              onChange={(e) => setConcertId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">
                {artistId === null
                  ? "아티스트를 먼저 선택하세요"
                  : concerts.isPending
                    ? "불러오는 중…"
                    : concerts.data?.length
                      ? "공연 선택"
                      : "예정된 공연이 없습니다"}
              </option>
              {concerts.data?.map((c) => (
                <option key={c.newConcertId} value={c.newConcertId}>
                  {`${c.title} · ${formatDateRange(c.startDate, c.endDate)}`}
                </option>
              ))}
            </SelectField>
            {concerts.isError && (
              <FormMessage tone="error">{failureMessage(concerts.error)}</FormMessage>
            )}
            <button
              type="button"
              className={styles.primary}
              disabled={!concert || predict.isPending}
              aria-busy={predict.isPending || undefined}
              onClick={onPredict}
            >
              {predict.isPending && <span className={styles.spinner} aria-hidden="true" />}
              {predict.isPending ? "생성 중…" : "예상 셋리스트 생성"}
            </button>
            {predict.isError && (
              <FormMessage tone="error">{failureMessage(predict.error)}</FormMessage>
            )}
          </section>
          {result && <PredictionResult prediction={result} />}
        </>
      )}
    </QueryState>
  );
}

function PredictionResult({ prediction }: { prediction: Prediction }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // A block body: scrollIntoView may return a promise, which must not become the cleanup.
    ref.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, []);
  return (
    <section ref={ref} className={panel.result} aria-labelledby="predict-result-title">
      <div>
        <h2 id="predict-result-title" className={styles.sectionTitle}>
          {prediction.title}
        </h2>
        <p className={styles.note}>
          {prediction.songs.length}곡을 예측했어요. 공연 페이지에도 바로 반영돼요.
        </p>
      </div>
      {prediction.songs.length === 0 ? (
        <EmptyState>{STATE_TEXTS.setlist.empty}</EmptyState>
      ) : (
        <ol className={panel.songs} aria-label="예상 셋리스트">
          {prediction.songs.map((song) => (
            <li key={song.songId} className={panel.song}>
              <span className={`${panel.order} tabular`}>{song.order}</span>
              <span className={panel.songTitle}>{song.songTitle}</span>
              {song.encore && <span className={panel.encore}>앙코르</span>}
              <span className={`${panel.percent} tabular`}>
                <span className="visually-hidden">연주 확률 </span>
                {Math.round(song.probability * 100)}%
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to={paths.concert(prediction.concertId)} className={panel.link}>
        공연 페이지에서 보기
      </Link>
    </section>
  );
}
