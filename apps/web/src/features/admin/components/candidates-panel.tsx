import { GENRES, type Genre, type ImportCandidate, type ImportRun } from "@naehan/contract";
import { useId, useState } from "react";
import { Link } from "../../../components/link";
import { LoadMore } from "../../../components/load-more";
import { Poster } from "../../../components/poster";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { toast } from "../../../lib/feedback";
import { formatDateRange } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useAdminArtists } from "../api/get-artists";
import {
  useApproveCandidate,
  useDismissCandidate,
  useImportCandidates,
  useImportRun,
  useStartKopisImport,
} from "../api/kopis-import";
import { useSearchSetlistFm } from "../api/search-setlistfm";
import { failureMessage } from "../model/form-errors";
import { FormMessage } from "./form-parts";
import { SelectField } from "./select-field";
import styles from "./admin.module.css";
import own from "./candidates-panel.module.css";

const RUN_STATES: Record<ImportRun["state"], string> = {
  QUEUED: "대기 중",
  RUNNING: "가져오는 중",
  DONE: "완료",
  FAILED: "실패",
};
const KEPT: Record<ImportCandidate["keptBecause"], string> = {
  visit: "KOPIS 내한 표시",
  title: "제목에 내한 표시",
  festival: "페스티벌",
};

/** The import button, the run's state and counts, and one line per failure. */
function ImportBar() {
  const start = useStartKopisImport();
  const [runId, setRunId] = useState<number | null>(null);
  const run = useImportRun(runId);
  const statusId = useId();
  const busy = start.isPending || run.data?.state === "QUEUED" || run.data?.state === "RUNNING";
  return (
    <section className={styles.card} aria-labelledby="kopis-import-title">
      <h2 id="kopis-import-title" className={styles.sectionTitle}>
        KOPIS에서 가져오기
      </h2>
      <p className={styles.note}>
        공연예술통합전산망(KOPIS)에서 오늘부터 12개월 뒤까지의 대중음악 공연을 읽어 내한 공연만
        후보로 올려요. 매일 아침 6시에도 자동으로 가져와요. 승인하기 전에는 팬에게 보이지 않아요.
      </p>
      <button
        type="button"
        className={styles.primary}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={statusId}
        onClick={() => start.mutate(undefined, { onSuccess: (queued) => setRunId(queued.runId) })}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? "가져오는 중…" : "지금 가져오기"}
      </button>
      <div id={statusId} aria-live="polite">
        {start.isError && <FormMessage tone="error">{failureMessage(start.error)}</FormMessage>}
        {run.data && (
          <div className={own.run}>
            <p className={own.runState}>
              가져오기 #{run.data.runId} · {RUN_STATES[run.data.state]}
            </p>
            <p className={`${own.counts} tabular`}>
              읽음 {run.data.counts.read} · 새 후보 {run.data.counts.new} · 변경{" "}
              {run.data.counts.changed} · 건너뜀 {run.data.counts.skipped} · 실패{" "}
              {run.data.counts.failed}
            </p>
            {run.data.failures.length > 0 && (
              <ul className={own.failures} aria-label="실패한 항목">
                {run.data.failures.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

const won = (price: number) => `${price.toLocaleString("ko-KR")}원`;

/** One listing: what KOPIS says, and approve (artist and genre preset: three taps) or dismiss. */
function CandidateCard({
  candidate,
  onApproved,
}: {
  candidate: ImportCandidate;
  onApproved: (made: { title: string; newConcertId: number }) => void;
}) {
  const artists = useAdminArtists();
  const approve = useApproveCandidate();
  const dismiss = useDismissCandidate();
  const [open, setOpen] = useState(false);
  const proposed = candidate.proposedArtist?.artistId;
  const [artistChoice, setArtistChoice] = useState<string>(proposed ? String(proposed) : "new");
  const [genre, setGenre] = useState<Genre>("POP");
  const [name, setName] = useState("");
  const [krName, setKrName] = useState(candidate.cast);
  const [mbid, setMbid] = useState("");
  const lookup = useSearchSetlistFm();
  const titleId = useId();

  const onApprove = () => {
    const body =
      artistChoice === "new"
        ? {
            newArtist: { name: name.trim(), krName: krName.trim() || null, mbid: mbid || null },
            genre,
          }
        : { artistId: Number(artistChoice), genre };
    approve.mutate(
      { id: candidate.candidateId, body },
      {
        onSuccess: ({ newConcertId }) => {
          onApproved({ title: candidate.title, newConcertId });
          toast("공연을 등록했어요. 아티스트를 즐겨찾기한 팬에게 알림이 가요.");
        },
      },
    );
  };

  return (
    <li className={own.item}>
      <article className={own.candidate} aria-labelledby={titleId}>
        <Poster
          src={candidate.posterUrl}
          alt={`${candidate.title} 포스터`}
          className={own.poster}
          sizes="96px"
        />
        <div className={own.body}>
          <h3 id={titleId} className={own.title}>
            {candidate.title}
          </h3>
          <p className={own.meta}>
            {formatDateRange(candidate.startDate, candidate.endDate)} · {candidate.venueName}
            {candidate.area && ` (${candidate.area})`}
          </p>
          <p className={own.kept}>
            {KEPT[candidate.keptBecause]} · {candidate.kopisId}
          </p>
          {candidate.prices.length > 0 ? (
            <p className={own.prices}>
              {candidate.prices.map((p) => `${p.grade} ${won(p.price)}`).join(" · ")}
            </p>
          ) : (
            candidate.priceText && <p className={own.prices}>{candidate.priceText}</p>
          )}
          {candidate.ticketLinks.length > 0 && (
            <p className={own.links}>
              예매처:{" "}
              {candidate.ticketLinks.map((l, i) => (
                <span key={l.url}>
                  {i > 0 && ", "}
                  <a href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.vendor}
                  </a>
                </span>
              ))}
            </p>
          )}
          <p className={own.artist}>
            아티스트:{" "}
            {candidate.proposedArtist
              ? `${candidate.proposedArtist.name}${candidate.proposedArtist.krName ? ` (${candidate.proposedArtist.krName})` : ""}`
              : "찾지 못함 — 새로 만들거나 고르세요"}
          </p>
          {candidate.changes.length > 0 && (
            <ul className={own.changes} aria-label="바뀐 내용">
              {candidate.changes.map((c) => (
                <li key={c.field}>
                  {c.field}: {c.before} → {c.after}
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
      {open ? (
        <div className={own.approve}>
          <SelectField
            label="아티스트"
            value={artistChoice}
            onChange={(e) => setArtistChoice(e.target.value)}
          >
            <option value="new">새 아티스트 만들기</option>
            {artists.data?.map((a) => (
              <option key={a.artistId} value={a.artistId}>
                {a.krName ? `${a.name} (${a.krName})` : a.name}
              </option>
            ))}
          </SelectField>
          {artistChoice === "new" && (
            <div className={styles.pair}>
              <label className={own.field}>
                영문 이름
                <input value={name} onChange={(e) => setName(e.target.value)} required />
              </label>
              <label className={own.field}>
                한글 이름
                <input value={krName} onChange={(e) => setKrName(e.target.value)} />
              </label>
            </div>
          )}
          {artistChoice === "new" && (
            <div className={own.lookup}>
              <button
                type="button"
                className={styles.cancel}
                disabled={name.trim() === "" || lookup.isPending}
                aria-busy={lookup.isPending || undefined}
                onClick={() => lookup.mutate(name.trim())}
              >
                {lookup.isPending ? "찾는 중…" : "setlist.fm에서 MBID 찾기"}
              </button>
              {lookup.isError && (
                <FormMessage tone="error">{failureMessage(lookup.error)}</FormMessage>
              )}
              {lookup.data?.length === 0 && (
                <p className={own.kept}>setlist.fm에서 ‘{name.trim()}’을(를) 찾지 못했어요.</p>
              )}
              {lookup.data && lookup.data.length > 0 && (
                <div role="radiogroup" aria-label="setlist.fm 아티스트" className={own.found}>
                  {lookup.data.map((a) => (
                    <button
                      key={a.mbid}
                      type="button"
                      role="radio"
                      aria-checked={mbid === a.mbid}
                      className={own.genre}
                      onClick={() => setMbid(mbid === a.mbid ? "" : a.mbid)}
                    >
                      {a.disambiguation ? `${a.name} · ${a.disambiguation}` : a.name}
                    </button>
                  ))}
                </div>
              )}
              {mbid && <p className={own.kept}>MBID {mbid}</p>}
            </div>
          )}
          <div role="radiogroup" aria-label="장르" className={own.genres}>
            {GENRES.map((g) => (
              <button
                key={g}
                type="button"
                role="radio"
                aria-checked={genre === g}
                className={own.genre}
                onClick={() => setGenre(g)}
              >
                {g}
              </button>
            ))}
          </div>
          {approve.isError && (
            <FormMessage tone="error">{failureMessage(approve.error)}</FormMessage>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={approve.isPending || (artistChoice === "new" && name.trim() === "")}
              aria-busy={approve.isPending || undefined}
              onClick={onApprove}
            >
              이대로 등록
            </button>
            <button type="button" className={styles.cancel} onClick={() => setOpen(false)}>
              취소
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setOpen(true)}>
            승인
          </button>
          <button
            type="button"
            className={styles.cancel}
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(candidate.candidateId)}
          >
            숨기기
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * 새 공연 후보: the listings KOPIS imports propose, each approved into a concert (poster, prices,
 * 예매처 and venue kept) or dismissed for good, and the import itself.
 */
export function CandidatesPanel() {
  const candidates = useImportCandidates();
  const [approved, setApproved] = useState<{ title: string; newConcertId: number } | null>(null);
  const items = candidates.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <ImportBar />
      {approved && (
        <FormMessage tone="success">
          ‘{approved.title}’ 공연을 등록했어요.{" "}
          <Link to={paths.concert(approved.newConcertId)}>공연 페이지 보기</Link>
        </FormMessage>
      )}
      <QueryState
        query={candidates}
        texts={STATE_TEXTS.importCandidates}
        isEmpty={() => items.length === 0}
        empty={<EmptyState>{STATE_TEXTS.importCandidates.empty}</EmptyState>}
      >
        {() => (
          <section aria-labelledby="candidates-title">
            <h2 id="candidates-title" className={styles.sectionTitle}>
              새 공연 후보 <span className={styles.count}>{items.length}</span>
            </h2>
            <ul className={own.list}>
              {items.map((candidate) => (
                <CandidateCard
                  key={candidate.candidateId}
                  candidate={candidate}
                  onApproved={setApproved}
                />
              ))}
            </ul>
            <LoadMore query={candidates} texts={STATE_TEXTS.importCandidates} />
          </section>
        )}
      </QueryState>
    </>
  );
}
