import { HeartIcon } from "../../../components/icons";
import { useSignedInSwitch } from "../../../lib/use-signed-in-switch";
import { type FavoriteTarget, favoriteSwitch } from "../api/favorite-status";
import styles from "./favorite-button.module.css";

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
  const favorite = useSignedInSwitch(favoriteSwitch(target, id), {
    // A concert's heart is also its ticket reminders: the fan is told so as it turns on.
    turnedOn:
      target === "concert" ? "공연을 즐겨찾기했어요. 티켓 오픈 알림을 보내 드릴게요." : undefined,
    failed: () => "즐겨찾기 처리 중 문제가 발생했습니다.",
  });

  return (
    <button
      type="button"
      className={`${styles.heart} ${favorite.on ? styles.on : ""}`}
      onClick={favorite.toggle}
      disabled={favorite.busy}
      aria-busy={favorite.loading}
      aria-pressed={favorite.on}
      aria-label={`${label} 즐겨찾기`}
    >
      <HeartIcon size={26} filled={favorite.on} />
    </button>
  );
}
