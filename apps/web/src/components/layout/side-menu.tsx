import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { GENRE_SLUGS, type GenreSlug, paths } from "../../lib/paths";
import type { Session } from "../../lib/session";
import { keepFocusInside } from "../dialog-focus";
import { CloseIcon, UserIcon } from "../icons";
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
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    // A click on the backdrop lands on the dialog itself: close then (Escape is the keyboard's way).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.menu}
      aria-label="메뉴"
      onCancel={(event) => {
        // Escape: closed by going back over the menu's entry, like every other way out.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepFocusInside}
    >
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
          <button type="button" className={styles.close} onClick={onClose} aria-label="메뉴 닫기">
            <CloseIcon />
          </button>
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
    </dialog>
  );
}
