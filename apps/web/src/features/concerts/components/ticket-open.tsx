import type { ConcertSummary, TicketPrice, TicketRound } from "@naehan/contract";
import type { ReactNode } from "react";
import {
  concertEnded,
  formatWon,
  nextRound,
  roundCountdown,
  roundPhase,
} from "../model/ticket-time";
import { useNow } from "../model/use-now";
import styles from "./ticket-open.module.css";
import { formatDateTime } from "../../../lib/format";

/** What a round card offers about its reminders (the page composes it), for a round yet to open. */
export type RoundAlarm = (round: TicketRound) => ReactNode;

function RoundItem({
  round,
  now,
  next,
  ended,
  alarm,
}: {
  round: TicketRound;
  now: number | null;
  next: boolean;
  ended: boolean;
  alarm?: RoundAlarm;
}) {
  const phase = now === null ? (ended ? "closed" : null) : roundPhase(round, now, ended);
  return (
    <li className={styles.round} data-next={next || undefined} data-phase={phase ?? undefined}>
      <div className={styles.roundHead}>
        <h3 className={styles.label}>{round.label}</h3>
        {now !== null && (
          <span className={styles.countdown} role="timer">
            {roundCountdown(round, now, ended)}
          </span>
        )}
      </div>
      <p className={styles.vendor}>{round.vendor}</p>
      <p className={`${styles.time} tabular`}>
        <time dateTime={round.opensAt}>{formatDateTime(round.opensAt, { weekday: true })}</time>{" "}
        오픈
        {round.closesAt && (
          <>
            <br />
            <time dateTime={round.closesAt}>
              {formatDateTime(round.closesAt, { weekday: true })}
            </time>{" "}
            마감
          </>
        )}
      </p>
      {round.eligibility.length > 0 && (
        <ul className={styles.chips} aria-label="예매 조건">
          {round.eligibility.map((condition) => (
            <li key={condition} className={styles.chip}>
              {condition}
            </li>
          ))}
        </ul>
      )}
      {round.note && <p className={styles.note}>{round.note}</p>}
      {alarm && phase === "upcoming" && alarm(round)}
      {round.url && phase !== "closed" && (
        <a
          className={styles.link}
          href={round.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${round.vendor} ${round.label} 예매 페이지`}
        >
          {round.vendor}에서 예매하기
        </a>
      )}
    </li>
  );
}

/**
 * 티켓 오픈: every round soonest first, with vendor, Korean time, conditions as chips and a live
 * countdown (the round a fan waits for stands out), then the seat prices. Nothing when the
 * concert has neither. Once the show is over every round reads 마감, with no vendor link.
 */
export function TicketOpen({
  rounds,
  prices,
  concert,
  alarm,
}: {
  rounds: TicketRound[];
  prices: TicketPrice[];
  /** 알림 받기 on each round still to open. */
  alarm?: RoundAlarm;
  /** The show's mark and last day: when it is over. */
  concert?: Pick<ConcertSummary, "concertStatus" | "endDate">;
}) {
  const now = useNow();
  if (rounds.length === 0 && prices.length === 0) return null;
  const ended = concert ? concertEnded(concert, now) : false;
  const next = now === null || ended ? null : nextRound(rounds, now);
  return (
    <section className={styles.section} aria-labelledby="ticket-open-title">
      <h2 id="ticket-open-title" className={styles.title}>
        티켓 오픈
      </h2>
      {rounds.length > 0 && (
        <ol className={styles.rounds}>
          {rounds.map((round) => (
            <RoundItem
              key={round.ticketRoundId}
              round={round}
              now={now}
              next={round === next}
              ended={ended}
              alarm={alarm}
            />
          ))}
        </ol>
      )}
      {prices.length > 0 && (
        <table className={styles.prices}>
          <caption className={styles.caption}>좌석 가격</caption>
          <tbody>
            {prices.map((row) => (
              <tr key={row.grade}>
                <th scope="row">{row.grade}</th>
                <td className="tabular">{formatWon(row.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
