import { useSearchParams } from "react-router";
import { ArtistCrud } from "./artist-crud";
import { ArtistRequestsPanel } from "./artist-requests-panel";
import { CandidatesPanel } from "./candidates-panel";
import { ConcertCrud } from "./concert-crud";
import { PredictPanel } from "./predict-panel";
import { SyncPanel } from "./sync-panel";
import { TabBar } from "./tab-bar";
import styles from "./admin-page.module.css";

type Section = "artists" | "concerts" | "candidates" | "requests";
type View = "crud" | "sync" | "predict";

const SECTIONS: { id: Section; label: string }[] = [
  { id: "artists", label: "아티스트 관리" },
  { id: "concerts", label: "공연 관리" },
  { id: "candidates", label: "새 공연 후보" },
  { id: "requests", label: "내한 요청" },
];
const VIEWS: Record<Section, { id: View; label: string }[]> = {
  artists: [
    { id: "crud", label: "CRUD" },
    { id: "sync", label: "데이터 동기화" },
  ],
  concerts: [
    { id: "crud", label: "CRUD" },
    { id: "predict", label: "예상 셋리스트" },
  ],
  candidates: [],
  requests: [],
};

/**
 * /admin: 아티스트 관리 (CRUD, 데이터 동기화), 공연 관리 (CRUD, 예상 셋리스트), 새 공연 후보 (KOPIS) and
 * 내한 요청 (the fans' requests). The open tab lives
 * in the URL (?tab=concerts&view=predict), so reload and back keep it.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab");
  const section: Section =
    tab === "concerts" || tab === "candidates" || tab === "requests" ? tab : "artists";
  const views = VIEWS[section];
  const view = views.find((v) => v.id === params.get("view"))?.id ?? "crud";
  const go = (next: Section, nextView: View = "crud") =>
    setParams(next === "artists" && nextView === "crud" ? {} : { tab: next, view: nextView }, {
      replace: true,
    });

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>관리자</h1>
        <p className={styles.lead}>아티스트와 공연을 등록하고, 셋리스트 데이터를 관리해요.</p>
      </header>
      <TabBar
        label="관리 메뉴"
        idPrefix="admin-section"
        variant="line"
        tabs={SECTIONS}
        active={section}
        onSelect={(id) => go(id)}
      />
      <div
        role="tabpanel"
        id="admin-section-panel"
        aria-labelledby={`admin-section-tab-${section}`}
        className={styles.body}
      >
        {views.length > 0 && (
          <TabBar
            label={section === "artists" ? "아티스트 관리 메뉴" : "공연 관리 메뉴"}
            idPrefix="admin-view"
            variant="pill"
            tabs={views}
            active={view}
            onSelect={(id) => go(section, id)}
          />
        )}
        <div
          role={views.length > 0 ? "tabpanel" : undefined}
          id="admin-view-panel"
          aria-labelledby={views.length > 0 ? `admin-view-tab-${view}` : undefined}
          className={styles.panel}
        >
          {section === "requests" ? (
            <ArtistRequestsPanel />
          ) : section === "candidates" ? (
            <CandidatesPanel />
          ) : section === "artists" ? (
            view === "sync" ? (
              <SyncPanel />
            ) : (
              <ArtistCrud />
            )
          ) : view === "predict" ? (
            <PredictPanel />
          ) : (
            <ConcertCrud />
          )}
        </div>
      </div>
    </div>
  );
}
