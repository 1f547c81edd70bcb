import { type ReactNode, useLayoutEffect, useState } from "react";
import { type Location, Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { Header } from "./header";
import { OfflineBanner } from "./offline-banner";
import { SideMenu } from "./side-menu";
import styles from "./app-shell.module.css";

export interface RouteHandle {
  /** Detail pages show a back button before the logo. */
  detail?: boolean;
  /** The source module of a screen loaded on demand (for the server to link its files). */
  module?: string;
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
 * Header, side menu and the mobile-width content column around every screen. While a navigation
 * loads the next screen's code, `pending` may draw that screen's frame at once instead.
 */
export function AppShell({
  pending,
  headerActions,
}: {
  pending?: PendingScreen;
  /** Composed by the app: the inbox's bell. */
  headerActions?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const matches = useMatches();
  const navigation = useNavigation();
  const frame = navigation.location && pending ? pending(navigation.location) : null;
  const detail =
    frame !== null || matches.some((m) => (m.handle as RouteHandle | undefined)?.detail === true);

  return (
    <div className={styles.column}>
      <a href="#content" className={styles.skip}>
        본문 바로가기
      </a>
      <Header detail={detail} onOpenMenu={() => setMenuOpen(true)} actions={headerActions} />
      <OfflineBanner />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="content" className={styles.main}>
        {frame !== null ? <Frame>{frame}</Frame> : <Outlet />}
      </main>
      <ScrollRestoration />
    </div>
  );
}
