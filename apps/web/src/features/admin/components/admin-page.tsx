import { useSearchParams } from "react-router";
import { ArtistCrud } from "./artist-crud";
import { ConcertCrud } from "./concert-crud";
import { PredictPanel } from "./predict-panel";
import { SyncPanel } from "./sync-panel";
import { TabBar } from "./tab-bar";
import styles from "./admin-page.module.css";

type Section = "artists" | "concerts";
type View = "crud" | "sync" | "predict";

const SECTIONS: { id: Section; label: string }[] = [
  { id: "artists", label: "아티스트 관리" },
  { id: "concerts", label: "공연 관리" },
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
};

/**
 * /admin: 아티스트 관리 (CRUD, 데이터 동기화) and 공연 관리 (CRUD, 예상 셋리스트). The open tab lives
 * in the URL (?tab=concerts&view=predict), so reload and back keep it.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get("tab") === "concerts" ? "concerts" : "artists";
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
        <TabBar
          label={section === "artists" ? "아티스트 관리 메뉴" : "공연 관리 메뉴"}
          idPrefix="admin-view"
          variant="pill"
          tabs={views}
          active={view}
          onSelect={(id) => go(section, id)}
        />
        <div
          role="tabpanel"
          id="admin-view-panel"
          aria-labelledby={`admin-view-tab-${view}`}
          className={styles.panel}
        >
          {section === "artists" ? (
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
