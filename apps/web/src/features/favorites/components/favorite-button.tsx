import { useLocation, useNavigate } from "react-router";
import { HeartIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { type FavoriteTarget, useFavoriteStatus, useToggleFavorite } from "../api/favorite-status";
import styles from "./favorite-button.module.css";
import { toast } from "../../../lib/feedback";

/**
 * The heart on the concert page, the artist page and the board header. Logged out, it asks the fan
 * to log in; logged in, it loads the status on mount and is disabled while a toggle runs.
 */
export function FavoriteButton({
  target,
  id,
  label,
}: {
  target: FavoriteTarget;
  id: number;
  label: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useFavoriteStatus(target, id, session.isLoggedIn);
  const toggle = useToggleFavorite(target, id);
  const favorite = session.isLoggedIn && status.data?.favorite === true;

  const onClick = () => {
    if (!session.isLoggedIn) {
      toast("로그인이 필요합니다!");
      void navigate(paths.login(location.pathname));
      return;
    }
    toggle.mutate(!favorite, {
      onError: () => toast("즐겨찾기 처리 중 문제가 발생했습니다."),
    });
  };

  return (
    <button
      type="button"
      className={`${styles.heart} ${favorite ? styles.on : ""}`}
      onClick={onClick}
      disabled={toggle.isPending || (session.isLoggedIn && status.isPending)}
      aria-pressed={favorite}
      aria-label={`${label} 즐겨찾기`}
    >
      <HeartIcon size={26} filled={favorite} />
    </button>
  );
}
