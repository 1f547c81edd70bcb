import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { logout } from "../../lib/logout";
import { GENRE_SLUGS, type GenreSlug, paths } from "../../lib/paths";
import { useSession } from "../../lib/session";
import { CloseIcon, UserIcon } from "../icons";
import styles from "./side-menu.module.css";

const MENU_GENRES: GenreSlug[] = ["new", "all", "pop", "rock", "hiphop", "rnb", "jpop"];

/** The header's drawer: a modal dialog, so focus stays inside and Escape closes it. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onLogout = async () => {
    onClose();
    await logout();
    void navigate(paths.home());
  };

  return (
    // A click on the backdrop lands on the dialog itself: close then.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.menu}
      aria-label="메뉴"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          {session.isLoggedIn ? (
            <Link to={paths.myPage()} className={styles.profile} onClick={onClose}>
              <span className={styles.avatar} aria-hidden="true">
                <UserIcon size={22} />
              </span>
              <span className={styles.nickname}>{session.nickname ?? "내 정보"}</span>
            </Link>
          ) : (
            <Link to={paths.login()} className={styles.login} onClick={onClose}>
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
                <Link to={paths.genre(slug)} className={styles.genre} onClick={onClose}>
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
              <button type="button" className={styles.extraItem} onClick={() => void onLogout()}>
                로그아웃
              </button>
            </li>
          )}
        </ul>
      </div>
    </dialog>
  );
}
