import { type ReactNode, Suspense, lazy, useLayoutEffect } from "react";
import {
  type Location,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from "react-router";
import { logout } from "../../lib/logout";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session";
import { useHistoryOverlay } from "../../lib/use-history-overlay";
import { FeedbackHost } from "../feedback/feedback-host";
import { Header } from "./header";
import { OfflineBanner } from "./offline-banner";
import styles from "./app-shell.module.css";

const loadSideMenu = () => import("./side-menu");
// Loaded when the menu button is first touched: the first screen does not need it.
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

export interface RouteHandle {
  /** Detail pages show a back button before the logo. */
  detail?: boolean;
  /** The source module of a screen loaded on demand (for the server to link its files). */
  module?: string;
  /** A page about the signed-in fan: the browser renders it, the server sends the shell. */
  browserOnly?: boolean;
}

/** The next screen's frame while a navigation loads (null: keep the current screen). */
export type PendingScreen = (location: Location) => ReactNode;

/** Scrolls to the top as it appears: a frame stands for a new page. */
function Frame({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    // A statement, not the effect's value: newer browsers return a promise from scrollTo.
    window.scrollTo(0, 0);
  }, []);
  return children;
}

/**
 * Header, side menu, toasts and dialogs, and the mobile-width content column around every screen.
 * While a navigation loads another screen's code, `pending` may draw that screen's frame at once
 * instead. The menu is a history entry of its own, so the phone's back button closes it.
 */
export function AppShell({
  pending,
  headerActions,
}: {
  pending?: PendingScreen;
  /** Composed by the app: the inbox's bell. */
  headerActions?: ReactNode;
}) {
  const menu = useHistoryOverlay("menu");
  const session = useSession();
  const navigate = useNavigate();
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  // Opening or closing an overlay navigates on the same page: that is no new screen.
  const next = navigation.location?.pathname === location.pathname ? null : navigation.location;
  const frame = next && pending ? pending(next) : null;
  const detail =
    frame !== null || matches.some((m) => (m.handle as RouteHandle | undefined)?.detail === true);

  return (
    <div className={styles.column}>
      <a href="#content" className={styles.skip}>
        본문 바로가기
      </a>
      <Header
        detail={detail}
        onOpenMenu={menu.show}
        onPrepareMenu={() => void loadSideMenu()}
        actions={headerActions}
      />
      <OfflineBanner />
      <FeedbackHost />
      {menu.open && (
        <Suspense fallback={null}>
          <SideMenu
            session={session}
            onClose={menu.hide}
            onLogout={() => void logout().then(() => navigate(paths.home(), { replace: true }))}
          />
        </Suspense>
      )}
      <main id="content" className={styles.main}>
        {frame !== null ? <Frame>{frame}</Frame> : <Outlet />}
      </main>
      <ScrollRestoration />
    </div>
  );
}
