import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { UserIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { logout } from "../../../lib/logout";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import styles from "./my-page.module.css";

export type MyPageTab = "favorites" | "posts";
const TABS: { id: MyPageTab; label: string }[] = [
  { id: "favorites", label: "즐겨찾기" },
  { id: "posts", label: "게시물" },
];

/**
 * My page: who I am with a logout button, then the 즐겨찾기 / 게시물 tabs. The tab lives in the URL
 * (?tab=posts), so reload and back keep it.
 */
export function MyPageLayout({
  tabs,
  account,
}: {
  tabs: Record<MyPageTab, ReactNode>;
  /** Below the tabs: password change and logging out everywhere. */
  account?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const active: MyPageTab = params.get("tab") === "posts" ? "posts" : "favorites";

  if (!session.isLoggedIn) {
    return (
      <section className={styles.loggedOut}>
        <p className={styles.loggedOutTitle}>로그인이 필요합니다.</p>
        <p className={styles.loggedOutText} lang="en">
          Login required
        </p>
        <Link to={paths.login(paths.myPage())} className={styles.loginButton}>
          로그인하러 가기
        </Link>
      </section>
    );
  }

  const onLogout = async () => {
    await logout();
    void navigate(paths.home());
  };

  return (
    <div className={styles.page}>
      <header className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={30} />
        </span>
        <h1 className={styles.nickname}>{session.nickname ?? "내 정보"}</h1>
        <button type="button" className={styles.logout} onClick={() => void onLogout()}>
          로그아웃
        </button>
      </header>
      <div role="tablist" aria-label="내 활동" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            className={styles.tab}
            onClick={() =>
              setParams(tab.id === "favorites" ? {} : { tab: tab.id }, { replace: true })
            }
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        className={styles.panel}
      >
        {tabs[active]}
      </div>
      {account && <div className={styles.account}>{account}</div>}
    </div>
  );
}
