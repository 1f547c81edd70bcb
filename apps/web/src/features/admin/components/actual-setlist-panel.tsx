import {
  type ActualSetlistOption,
  type ActualSetlistState,
  type Concert,
  actualSetlistInput,
} from "@naehan/contract";
import { type FormEvent, useId, useState } from "react";
import { Link } from "../../../components/link";
import { ErrorState, LoadingState } from "../../../components/states";
import { formatDate, formatPercent } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useActualSetlist, useSaveActualSetlist } from "../api/actual-setlist";
import { failureMessage } from "../model/form-errors";
import { FormMessage } from "./form-parts";
import styles from "./admin.module.css";
import panel from "./actual-setlist-panel.module.css";

const optionText = (show: ActualSetlistOption) =>
  `${formatDate(show.date)} ${show.venueName} · ${show.songCount}곡${show.entered ? " (직접 입력)" : ""}`;

/** One song per line; blank lines left out. */
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function auditText(state: ActualSetlistState) {
  if (!state.audit) {
    if (!state.predicted) return "이 공연에는 예상 셋리스트가 없어 비교하지 않아요.";
    // Only a prediction made before the show started is scored (decision 014).
    return state.linked ? "공연이 시작된 뒤에 만든 예측이라 적중률을 매기지 않아요." : null;
  }
  const { hitCount, predictedCount, playedCount } = state.audit;
  return `적중률 ${formatPercent(hitCount / predictedCount)} · 예측 ${predictedCount}곡 중 ${hitCount}곡 연주 · 실제 ${playedCount}곡`;
}

/**
 * The concert being edited: its actual setlist, linked from the artist's shows within a day of its
 * dates or typed in after the show. Once linked, its predicted setlist is kept as it was shown
 * and compared with it on the concert page.
 */
export function ActualSetlistPanel({ concert }: { concert: Concert }) {
  const query = useActualSetlist(concert.newConcertId);
  const save = useSaveActualSetlist();
  const [main, setMain] = useState("");
  const [encore, setEncore] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { main: useId(), encore: useId() };

  const link = (pastConcertId: number) => {
    setProblem(null);
    save.mutate({ concertId: concert.newConcertId, link: { pastConcertId } });
  };
  const enter = (event: FormEvent) => {
    event.preventDefault();
    const songs = [
      ...lines(main).map((title) => ({ title, encore: false })),
      ...lines(encore).map((title) => ({ title, encore: true })),
    ];
    const parsed = actualSetlistInput.safeParse({ songs });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    save.mutate({ concertId: concert.newConcertId, songs: parsed.data.songs });
  };

  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    body = (
      <ErrorState
        error={query.error}
        message="Failed to load setlist."
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const state = query.data;
    const audit = auditText(state);
    body = (
      <>
        <dl className={panel.facts}>
          <dt>연결된 셋리스트</dt>
          <dd>{state.linked ? optionText(state.linked) : "없음"}</dd>
        </dl>
        {state.linked && audit && <p className={panel.audit}>{audit}</p>}
        {state.candidates.length > 0 && (
          <ul className={panel.candidates} aria-label="연결할 수 있는 지난 공연">
            {state.candidates.map((show) => (
              <li key={show.pastConcertId}>
                <span>{optionText(show)}</span>
                <button
                  type="button"
                  className={panel.linkButton}
                  disabled={save.isPending || state.linked?.pastConcertId === show.pastConcertId}
                  onClick={() => link(show.pastConcertId)}
                >
                  {state.linked?.pastConcertId === show.pastConcertId ? "연결됨" : "연결"}
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="actual-title">
      <div>
        <h2 id="actual-title" className={styles.sectionTitle}>
          실제 셋리스트
        </h2>
        <p className={styles.note}>
          공연 날짜 전후 하루 안의 지난 공연을 연결하거나, 공연이 끝난 뒤 직접 입력하세요. 연결하면
          예상 셋리스트는 공연 전 모습 그대로 남고 공연 페이지에서 실제와 비교돼요.
        </p>
      </div>
      {body}
      <form className={panel.form} aria-label="실제 셋리스트 직접 입력" onSubmit={enter}>
        <label htmlFor={ids.main} className={panel.label}>
          본 공연 (한 줄에 한 곡)
        </label>
        <textarea
          id={ids.main}
          className={panel.textarea}
          rows={6}
          value={main}
          onChange={(e) => setMain(e.target.value)}
        />
        <label htmlFor={ids.encore} className={panel.label}>
          앙코르 (한 줄에 한 곡)
        </label>
        <textarea
          id={ids.encore}
          className={panel.textarea}
          rows={3}
          value={encore}
          onChange={(e) => setEncore(e.target.value)}
        />
        <button type="submit" className={styles.primary} disabled={save.isPending}>
          {save.isPending ? "저장 중…" : "실제 셋리스트 저장"}
        </button>
      </form>
      {(problem ?? save.isError) && (
        <FormMessage tone="error">{problem ?? failureMessage(save.error)}</FormMessage>
      )}
      {save.isSuccess && !problem && (
        <FormMessage tone="success">실제 셋리스트를 저장했어요.</FormMessage>
      )}
      <Link to={paths.concert(concert.newConcertId)} className={panel.pageLink}>
        공연 페이지에서 보기
      </Link>
    </section>
  );
}
