import { BellIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api-client";
import { useSignedInSwitch } from "../../../lib/use-signed-in-switch";
import { resaleWatchSwitch } from "../api/resale-watch";
import styles from "./resale-watch.module.css";

/**
 * 취소표 알림 on a concert page: a fan asks to be told when the concert gets a 취소표 (resale)
 * round; each such round is one alert, in the inbox and by push. Logged out, it asks to log in.
 */
export function ResaleWatch({ concertId }: { concertId: number }) {
  const watch = useSignedInSwitch(resaleWatchSwitch(concertId), {
    turnedOn: "취소표가 열리면 알려 드릴게요.",
    turnedOff: "취소표 알림을 껐어요.",
    // The server's own words when it refused (a show that is over); otherwise a plain failure.
    failed: (error) =>
      error instanceof ApiError ? error.message : "취소표 알림을 바꾸지 못했어요.",
  });

  return (
    <section className={styles.box} aria-labelledby="resale-watch-title">
      <BellIcon size={22} />
      <div className={styles.text}>
        <h2 id="resale-watch-title" className={styles.title}>
          취소표 알림
        </h2>
        <p className={styles.hint}>취소표가 열리면 바로 알려 드려요.</p>
      </div>
      <button
        type="button"
        className={`${styles.toggle} ${watch.on ? styles.on : ""}`}
        onClick={watch.toggle}
        disabled={watch.busy || watch.loading}
        aria-pressed={watch.on}
      >
        {watch.on ? "알림 받는 중" : "알림 받기"}
      </button>
    </section>
  );
}
