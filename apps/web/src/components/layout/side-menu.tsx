import { GENRE_SLUGS, type GenreSlug, paths } from "../../lib/paths";
import type { Session } from "../../lib/session";
import { DialogCloseButton, DialogShell } from "../dialog-shell";
import { UserIcon } from "../icons";
import { Link } from "../link";
import styles from "./side-menu.module.css";

const MENU_GENRES: GenreSlug[] = ["new", "all", "pop", "rock", "hiphop", "rnb", "jpop"];

/**
 * The header's drawer: a modal dialog, so the page is inert and Tab stays inside; Escape, the close
 * button and a tap beside it close it. It lives on a history entry of its own (see AppShell): its
 * links replace that entry, so back from where they lead returns to the page, not to the menu.
 * The app shell hands it the session (so its code does not carry the session store's).
 */
export function SideMenu({
  session,
  onClose,
  onLogout,
}: {
  session: Session;
  onClose: () => void;
  onLogout: () => void;
}) {
  return (
    // Escape and a tap beside it close it by going back over the menu's entry, like every other
    // way out.
    <DialogShell className={styles.menu} aria-label="메뉴" onClose={onClose}>
      <div className={styles.panel}>
        <div className={styles.top}>
          {session.isLoggedIn ? (
            <Link to={paths.myPage()} replace className={styles.profile}>
              <span className={styles.avatar} aria-hidden="true">
                <UserIcon size={22} />
              </span>
              <span className={styles.nickname}>{session.nickname ?? "내 정보"}</span>
            </Link>
          ) : (
            <Link to={paths.login()} replace className={styles.login}>
              로그인
            </Link>
          )}
          <DialogCloseButton label="메뉴 닫기" onClick={onClose} />
        </div>
        <nav aria-label="장르">
          <ul className={styles.genres}>
            {MENU_GENRES.map((slug) => (
              <li key={slug}>
                <Link to={paths.genre(slug)} replace className={styles.genre}>
                  {GENRE_SLUGS[slug].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.extra}>
          <li>
            <Link to={paths.predictionAccuracy()} replace className={styles.extraItem}>
              예측 정확도
            </Link>
          </li>
          {/* Named in the menu, with nowhere to go yet. */}
          <li className={styles.extraItem}>문의하기</li>
          <li className={styles.extraItem}>서비스 소개</li>
          {session.isLoggedIn && (
            <li>
              <button type="button" className={styles.extraItem} onClick={onLogout}>
                로그아웃
              </button>
            </li>
          )}
        </ul>
      </div>
    </DialogShell>
  );
}
