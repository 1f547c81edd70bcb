import type { UpcomingTicketRound } from "@naehan/contract";
import type { ReactNode } from "react";
import { Link } from "../../../components/link";
import { Poster } from "../../../components/poster";
import { paths } from "../../../lib/paths";
import { useUpcomingRounds } from "../api/get-upcoming-rounds";
import { UPCOMING_ROUND_DAYS } from "../model/home-rows";
import { roundCountdown } from "../model/ticket-time";
import { useNow } from "../model/use-now";
import styles from "./ticket-opening-row.module.css";
import { formatDateTime } from "../../../lib/format";

function OpeningCard({
  round,
  now,
  offscreen,
}: {
  round: UpcomingTicketRound;
  now: number | null;
  offscreen: boolean;
}) {
  return (
    <Link to={paths.concert(round.concert.newConcertId)} className={styles.card}>
      <Poster
        src={round.concert.posterUrl}
        alt=""
        className={styles.poster}
        sizes="56px"
        offscreen={offscreen}
      />
      <span className={styles.body}>
        <span className={styles.countdown} role="timer">
          {now === null ? "\u00a0" : roundCountdown(round, now)}
        </span>
        <span className={styles.title}>{round.concert.title}</span>
        <span className={styles.meta}>
          {round.label} · {round.vendor}
        </span>
        <time className={`${styles.meta} tabular`} dateTime={round.opensAt}>
          {formatDateTime(round.opensAt, { weekday: true })}
        </time>
      </span>
    </Link>
  );
}

/**
 * 예매 임박: ticket rounds opening within a week, soonest first, each with a live countdown and a
 * link to its concert, and under it what `alarm` draws for the round (the home page's 알림 받기).
 * Left out while loading, on failure, and when nothing opens that soon: the genre rows below are
 * the page.
 */
export function TicketOpeningRow({ alarm }: { alarm?: (round: UpcomingTicketRound) => ReactNode }) {
  const query = useUpcomingRounds(UPCOMING_ROUND_DAYS);
  // The concert page's clock (every second): the two never disagree about the minutes left.
  const now = useNow();
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby="row-ticket-opening">
      <h2 id="row-ticket-opening" className={styles.heading}>
        예매 임박
      </h2>
      <ul className={styles.scroller}>
        {query.data.map((round, index) => (
          <li key={round.ticketRoundId} className={styles.item}>
            <OpeningCard round={round} now={now} offscreen={index >= 2} />
            {alarm && <div className={styles.alarm}>{alarm(round)}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
