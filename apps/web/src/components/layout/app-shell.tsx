import { useState } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
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

/** Header, side menu and the mobile-width content column around every screen. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const matches = useMatches();
  const detail = matches.some((m) => (m.handle as RouteHandle | undefined)?.detail === true);

  return (
    <div className={styles.column}>
      <a href="#content" className={styles.skip}>
        본문 바로가기
      </a>
      <Header detail={detail} onOpenMenu={() => setMenuOpen(true)} />
      <OfflineBanner />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="content" className={styles.main}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
