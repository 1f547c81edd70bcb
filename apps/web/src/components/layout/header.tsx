import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../lib/paths";
import { BackIcon, MenuIcon, SearchIcon } from "../icons";
import { Link } from "../link";
import styles from "./header.module.css";

/**
 * Logo and search everywhere; detail pages add a back button before the logo, and `actions`
 * (the inbox's bell) stand before the search.
 */
export function Header({
  detail,
  onOpenMenu,
  onPrepareMenu,
  actions,
}: {
  detail: boolean;
  onOpenMenu: () => void;
  /** A finger is on the menu button: its code can start loading. */
  onPrepareMenu?: () => void;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has nowhere to go back to inside the app: go home instead.
  const goBack = () => void (location.key === "default" ? navigate(paths.home()) : navigate(-1));

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {detail && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={goBack}
            aria-label="뒤로 가기"
          >
            <BackIcon />
          </button>
        )}
        <Link to={paths.home()} className={styles.logo} aria-label="내한 홈">
          내한
        </Link>
      </div>
      <div className={styles.end}>
        {actions}
        <Link to={paths.search()} className={styles.iconButton} aria-label="검색">
          <SearchIcon />
        </Link>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onOpenMenu}
          onPointerDown={onPrepareMenu}
          aria-label="메뉴 열기"
          aria-haspopup="dialog"
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}
