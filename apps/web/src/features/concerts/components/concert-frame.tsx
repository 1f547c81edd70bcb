import type { ConcertPreview } from "../../../components/concert-card";
import { CalendarIcon } from "../../../components/icons";
import { formatDateWithWeekday } from "../../../lib/format";
import { ConcertHero } from "./concert-hero";
import styles from "./concert-detail.module.css";

/** The schedule as the concert page shows it: one day, or the first and last. */
export function scheduleText({
  startDate,
  endDate,
}: Pick<ConcertPreview, "startDate" | "endDate">) {
  return startDate.join("-") === endDate.join("-")
    ? formatDateWithWeekday(startDate)
    : `${formatDateWithWeekday(startDate)} ~ ${formatDateWithWeekday(endDate)}`;
}

/** `19:30 공연 시작 · 18:00 입장`, or null while no time is announced. */
export function showTimesText({
  startTime,
  doorsTime,
}: {
  startTime: string | null;
  doorsTime: string | null;
}): string | null {
  const parts = [
    startTime ? `${startTime} 공연 시작` : null,
    doorsTime ? `${doorsTime} 입장` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * The concert page drawn from what the tapped card already knows (poster, title, artist, dates),
 * shown the moment it is tapped, until the page's code and data are there (`busy`), or for good
 * when they could not be loaded.
 */
export function ConcertFrame({
  preview,
  busy = true,
}: {
  preview: ConcertPreview;
  busy?: boolean;
}) {
  return (
    <article className={styles.page} aria-busy={busy}>
      <ConcertHero posterUrl={preview.posterUrl} title={preview.title} />
      <header className={styles.heading}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{preview.title}</h1>
          <p className={styles.subtitle}>{preview.artistName}</p>
        </div>
      </header>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            <CalendarIcon size={18} />
            <span>일정</span>
          </dt>
          <dd className="tabular">{scheduleText(preview)}</dd>
        </div>
      </dl>
    </article>
  );
}
