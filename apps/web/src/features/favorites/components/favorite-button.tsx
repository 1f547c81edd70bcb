import { useLocation, useNavigate } from "react-router";
import { HeartIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { useQueryClient } from "@tanstack/react-query";
import {
  type FavoriteTarget,
  favoriteStatusQueryOptions,
  useFavoriteStatus,
  useToggleFavorite,
} from "../api/favorite-status";
import styles from "./favorite-button.module.css";
import { toast } from "../../../lib/feedback";

/**
 * The heart on the concert page, the artist page and the board header. Logged out, it asks the fan
 * to log in; logged in, it loads the status on mount and is disabled while a toggle runs. A tap
 * before the status has arrived is not lost: it toggles the status once it is known.
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useFavoriteStatus(target, id, session.isLoggedIn);
  const toggle = useToggleFavorite(target, id);
  const favorite = session.isLoggedIn && status.data?.favorite === true;

  const failed = () => toast("즐겨찾기 처리 중 문제가 발생했습니다.");
  const onClick = async () => {
    if (!session.isLoggedIn) {
      toast("로그인이 필요합니다!");
      void navigate(paths.login(location.pathname));
      return;
    }
    const current =
      status.data ??
      (await queryClient
        .ensureQueryData(favoriteStatusQueryOptions(target, id, true))
        .catch(() => null));
    if (!current) return failed();
    toggle.mutate(!current.favorite, { onError: failed });
  };

  return (
    <button
      type="button"
      className={`${styles.heart} ${favorite ? styles.on : ""}`}
      onClick={() => void onClick()}
      disabled={toggle.isPending}
      aria-busy={session.isLoggedIn && status.isPending}
      aria-pressed={favorite}
      aria-label={`${label} 즐겨찾기`}
    >
      <HeartIcon size={26} filled={favorite} />
    </button>
  );
}
