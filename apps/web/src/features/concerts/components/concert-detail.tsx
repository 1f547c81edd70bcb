import type { ConcertDetail as ConcertDetailData } from "@naehan/contract";
import type { ReactNode } from "react";
import type { ConcertPreview } from "../../../components/concert-card";
import { CalendarIcon, PinIcon, TicketIcon } from "../../../components/icons";
import { Link } from "../../../components/link";
import { QueryState } from "../../../components/query-state";
import { ShareButton } from "../../../components/share-button";
import { STATE_TEXTS } from "../../../components/state-texts";
import { NotFoundScreen } from "../../../components/not-found-screen";
import { paths } from "../../../lib/paths";
import { useConcert } from "../api/get-concert";
import styles from "./concert-detail.module.css";
import { ConcertFrame, scheduleText, showTimesText } from "./concert-frame";
import { ConcertHero } from "./concert-hero";
import { PredictedSetlist } from "./predicted-setlist";
import { type RoundAlarm, TicketOpen } from "./ticket-open";
import { concertEnded } from "../model/ticket-time";
import { useNow } from "../model/use-now";

/**
 * The concert page: poster, title, schedule, venue, tickets, links, the ticket rounds and prices,
 * and the predicted setlist.
 */
export function ConcertDetail({
  concertId,
  favorite,
  resaleWatch,
  roundAlarm,
  preview,
}: {
  concertId: number;
  favorite?: ReactNode;
  /** 알림 받기 on each round still to open. */
  roundAlarm?: RoundAlarm;
  /** 취소표 알림, offered while the show is not over. */
  resaleWatch?: ReactNode;
  /** What the card that led here knew, drawn while the concert loads. */
  preview?: ConcertPreview | null;
}) {
  const query = useConcert(concertId);
  return (
    <QueryState
      query={query}
      texts={STATE_TEXTS.concert}
      pending={preview ? <ConcertFrame preview={preview} /> : undefined}
      notFound={(message) => <NotFoundScreen title={message} />}
      // What the card that led here knew stays on screen above the error (offline, say).
      failed={
        preview
          ? (state) => (
              <>
                <ConcertFrame preview={preview} busy={false} />
                {state}
              </>
            )
          : undefined
      }
    >
      {(concert) => (
        <ConcertPage
          concert={concert}
          favorite={favorite}
          resaleWatch={resaleWatch}
          roundAlarm={roundAlarm}
        />
      )}
    </QueryState>
  );
}

function ConcertPage({
  concert,
  favorite,
  resaleWatch,
  roundAlarm,
}: {
  concert: ConcertDetailData;
  favorite?: ReactNode;
  resaleWatch?: ReactNode;
  roundAlarm?: RoundAlarm;
}) {
  const schedule = scheduleText(concert);
  const times = showTimesText(concert);
  const ended = concertEnded(concert, useNow(60_000));
  const place = [concert.cityName, concert.countryName].filter(Boolean).join(", ");

  return (
    <article className={styles.page}>
      <ConcertHero posterUrl={concert.posterUrl} title={concert.title} />

      <header className={styles.heading}>
        <div className={styles.titles}>
          {concert.concertStatus === "COMPLETED" && (
            <span className={styles.status}>공연 종료</span>
          )}
          <h1 className={styles.title}>{concert.title}</h1>
          {concert.subTitle && <p className={styles.subtitle}>{concert.subTitle}</p>}
        </div>
        <ShareButton
          label="공연"
          target={{
            title: concert.title,
            text: [schedule, concert.startTime, concert.venueName].filter(Boolean).join(" · "),
            path: paths.concert(concert.newConcertId),
          }}
        />
        {favorite}
      </header>

      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            <CalendarIcon size={18} />
            <span>일정</span>
          </dt>
          <dd className="tabular">
            {schedule}
            {times && <span className={styles.place}>{times}</span>}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>
            <PinIcon size={18} />
            <span>장소</span>
          </dt>
          <dd>
            <strong className={styles.venue}>{concert.venueName}</strong>
            {place && <span className={styles.place}>{place}</span>}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>
            <TicketIcon size={18} />
            <span>예매</span>
          </dt>
          <dd className={styles.ticket}>
            {concert.ticketPlatforms && <span>{concert.ticketPlatforms}</span>}
            {ended ? (
              <span className={styles.place}>공연 종료</span>
            ) : concert.ticketUrl ? (
              <a
                className={styles.ticketLink}
                href={concert.ticketUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                예매하기
              </a>
            ) : (
              <span className={styles.place}>예매처 미정</span>
            )}
          </dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <Link to={paths.artist(concert.artistId)} className={styles.button}>
          아티스트 정보
        </Link>
        <Link to={paths.pastConcerts(concert.artistId)} className={styles.button}>
          지난 공연 셋리스트
        </Link>
      </div>

      <TicketOpen
        rounds={concert.ticketRounds}
        prices={concert.prices}
        concert={concert}
        alarm={roundAlarm}
      />
      {!ended && resaleWatch}

      <PredictedSetlist concert={concert} />
    </article>
  );
}
