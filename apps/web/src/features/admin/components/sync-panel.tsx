import type { SyncResult } from "@naehan/contract";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { paths } from "../../../lib/paths";
import { useAdminArtists } from "../api/get-artists";
import { useSyncArtist } from "../api/sync-artist";
import { failureMessage } from "../model/form-errors";
import { FormMessage } from "./form-parts";
import { SelectField } from "./select-field";
import styles from "./admin.module.css";
import panel from "./result-panel.module.css";
import { toast } from "../../../lib/feedback";

const COUNTS: { key: keyof SyncResult; label: string }[] = [
  { key: "imported", label: "새로 가져옴" },
  { key: "updated", label: "업데이트" },
  { key: "skipped", label: "변경 없음·건너뜀" },
  { key: "pages", label: "읽은 페이지" },
  { key: "linked", label: "실제 셋리스트 연결" },
  { key: "predicted", label: "예상 셋리스트 갱신" },
];

/**
 * 아티스트 관리 › 데이터 동기화: pulls an artist's setlists from setlist.fm by its MBID, shows the
 * progress while the server pages through them, then the counts.
 */
export function SyncPanel() {
  const artists = useAdminArtists();
  const sync = useSyncArtist();
  const [artistId, setArtistId] = useState<number | null>(null);
  const [done, setDone] = useState<{ artistId: number; name: string; result: SyncResult } | null>(
    null,
  );
  const statusId = useId();
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (done) resultRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [done]);
  const withMbid = artists.data?.filter((a) => a.mbid) ?? [];
  const chosen = withMbid.find((a) => a.artistId === artistId) ?? null;

  const onSync = () => {
    if (!chosen?.mbid) return;
    setDone(null);
    sync.mutate(chosen.mbid, {
      onSuccess: (result) => {
        setDone({ artistId: chosen.artistId, name: chosen.name, result });
        toast(
          `데이터 동기화가 완료되었습니다.\n새로 가져옴 ${result.imported} · 업데이트 ${result.updated} · 건너뜀 ${result.skipped}`,
        );
      },
    });
  };

  return (
    <QueryState
      query={artists}
      texts={STATE_TEXTS.artist}
      isEmpty={() => withMbid.length === 0}
      empty={
        <EmptyState>
          MBID가 등록된 아티스트가 없습니다. CRUD 탭에서 아티스트의 MBID를 입력하세요.
        </EmptyState>
      }
    >
      {() => (
        <>
          <section className={styles.card} aria-labelledby="sync-title">
            <div>
              <h2 id="sync-title" className={styles.sectionTitle}>
                setlist.fm 데이터 동기화
              </h2>
              <p className={styles.note}>
                아티스트의 최근 셋리스트(최대 100개)를 가져와 지난 공연과 곡 랭킹을 갱신해요. 공연
                날짜 전후 하루 안의 셋리스트는 그 공연의 실제 셋리스트로 연결하고, 다가오는 공연의
                예상 셋리스트를 새로 만들어요.
              </p>
            </div>
            <SelectField
              label="아티스트"
              value={artistId ?? ""}
              onChange={(e) => setArtistId(e.target.value ? Number(e.target.value) : null)}
              disabled={sync.isPending}
            >
              <option value="">동기화할 아티스트 선택</option>
              {withMbid.map((a) => (
                <option key={a.artistId} value={a.artistId}>
                  {a.krName ? `${a.name} (${a.krName})` : a.name}
                </option>
              ))}
            </SelectField>
            <dl className={panel.facts}>
              <dt>MBID</dt>
              <dd className={styles.mono}>{chosen?.mbid ?? "—"}</dd>
            </dl>
            <button
              type="button"
              className={styles.primary}
              disabled={!chosen || sync.isPending}
              aria-busy={sync.isPending || undefined}
              aria-describedby={statusId}
              onClick={onSync}
            >
              {sync.isPending && <span className={styles.spinner} aria-hidden="true" />}
              {sync.isPending ? "동기화 중…" : "동기화"}
            </button>
            <div id={statusId} aria-live="polite">
              {sync.isPending && (
                <p className={styles.note}>
                  setlist.fm에서 셋리스트를 페이지별로 받아오고 있어요. 초당 2회까지만 요청할 수
                  있어 최대 1분 정도 걸릴 수 있습니다.
                </p>
              )}
              {sync.isError && <FormMessage tone="error">{failureMessage(sync.error)}</FormMessage>}
            </div>
          </section>
          {done && (
            <section ref={resultRef} className={panel.result} aria-labelledby="sync-result-title">
              <h2 id="sync-result-title" className={styles.sectionTitle}>
                {done.name} 동기화 결과
              </h2>
              <dl className={panel.counts}>
                {COUNTS.map(({ key, label }) => (
                  <div key={key} className={panel.countItem}>
                    <dt>{label}</dt>
                    <dd className="tabular">{done.result[key]}</dd>
                  </div>
                ))}
              </dl>
              <Link to={paths.pastConcerts(done.artistId)} className={panel.link}>
                지난 공연 보기
              </Link>
            </section>
          )}
        </>
      )}
    </QueryState>
  );
}
