import { BellIcon } from "../../components/icons";
import { formatDateTime } from "../../lib/format";
import { useSignedInSwitch } from "../../lib/use-signed-in-switch";
import { useAlertSettings } from "../../features/alerts/api/alert-settings";
import { reminderScheduleText } from "../../features/alerts/model/reminder-offsets";
import { favoriteSwitch } from "../../features/favorites/api/favorite-status";
import styles from "./round-alarm.module.css";

/**
 * 알림 받기 on a round: on a round card of the concert page and on the home page's 예매 임박 row.
 * Reminders of a round go to the fans of its concert, so the switch is the concert's favourite;
 * when it is on, it says when the reminders go out. Composed here, over the favourites and alerts
 * features, for the screens that show rounds.
 */
export function RoundAlarm({
  concertId,
  round,
  name,
}: {
  concertId: number;
  round: { label: string; opensAt: string };
  /** What the button is read as, before 알림 받기: the round's label unless given. */
  name?: string;
}) {
  const alarm = useSignedInSwitch(favoriteSwitch("concert", concertId), {
    turnedOn: "공연을 즐겨찾기했어요. 티켓 오픈 알림을 보내 드릴게요.",
    turnedOff: "즐겨찾기를 해제해 티켓 오픈 알림을 껐어요.",
    failed: () => "즐겨찾기 처리 중 문제가 발생했습니다.",
  });
  const settings = useAlertSettings(alarm.on);
  const schedule = settings.data ? reminderScheduleText(settings.data.reminderOffsets) : null;
  return (
    <div className={styles.alarm}>
      <button
        type="button"
        className={`${styles.toggle} ${alarm.on ? styles.on : ""}`}
        onClick={alarm.toggle}
        disabled={alarm.busy || alarm.loading}
        aria-pressed={alarm.on}
        aria-label={`${name ?? round.label} 알림 받기`}
      >
        <BellIcon size={16} />
        {alarm.on ? "알림 받는 중" : "알림 받기"}
      </button>
      {alarm.on && schedule && (
        <p className={`${styles.schedule} tabular`}>
          {formatDateTime(round.opensAt)} 오픈 · {schedule}
        </p>
      )}
    </div>
  );
}
