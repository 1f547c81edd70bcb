import type {
  ActualSetlistOption,
  ActualSetlistState,
  actualSetlistInput,
  actualSetlistLink,
} from "@naehan/contract";
import type * as z from "zod/mini";
import type { Database } from "../../db/client";
import { addDays, toDateTuple, todayInSeoul } from "../../lib/dates";
import { invalidFields, notFound } from "../../lib/http/errors";
import {
  type AuditConcert,
  type PastConcertOption,
  actualSetlistOf,
  findPastConcertOption,
  lockConcertForAudit,
  setActualSetlist,
  storeEnteredSetlist,
} from "./actual-setlist.queries";

function presentOption(row: PastConcertOption): ActualSetlistOption {
  return {
    pastConcertId: row.id,
    date: toDateTuple(row.eventDate),
    venueName: row.venueName,
    cityName: row.cityName,
    songCount: row.songCount,
    entered: row.entered,
  };
}

/** `GET /api/admin/new-concerts/{id}/actual-setlist` (and the answer of the calls that set it). */
export async function getActualSetlist(
  db: Database,
  concertId: number,
): Promise<ActualSetlistState> {
  const state = await actualSetlistOf(db, concertId);
  if (!state) throw notFound("concert");
  const { concert, candidates, linked } = state;
  return {
    newConcertId: concert.id,
    linked: linked ? presentOption(linked) : null,
    candidates: candidates.map(presentOption),
    predicted: concert.confidence !== null,
    // Scored only when the prediction was made before the show started (decision 014): the
    // summary's counts are null otherwise.
    audit:
      linked && concert.confidence !== null && concert.playedCount !== null
        ? {
            pastConcertId: linked.id,
            playedCount: concert.playedCount ?? 0,
            hitCount: concert.hitCount ?? 0,
            predictedCount: concert.predictedCount ?? 0,
          }
        : null,
  };
}

async function lockedConcert(tx: Database, concertId: number): Promise<AuditConcert> {
  const concert = await lockConcertForAudit(tx, concertId);
  if (!concert) throw notFound("concert");
  return concert;
}

/**
 * Links a past concert of the artist as the concert's actual setlist (in place of any other): it
 * must have songs and be dated within a day of the concert's dates. Its prediction is frozen
 * from then on.
 */
export async function linkActualSetlist(
  db: Database,
  concertId: number,
  input: z.infer<typeof actualSetlistLink>,
): Promise<ActualSetlistState> {
  await db.transaction(async (tx) => {
    const concert = await lockedConcert(tx, concertId);
    const past = await findPastConcertOption(tx, input.pastConcertId);
    if (!past) throw notFound("pastConcert");
    if (past.artistId !== concert.artistId) {
      throw invalidFields({ pastConcertId: "이 공연의 아티스트의 지난 공연이 아닙니다." });
    }
    if (past.songCount === 0) {
      throw invalidFields({ pastConcertId: "곡이 없는 셋리스트는 연결할 수 없습니다." });
    }
    if (
      past.eventDate < addDays(concert.startDate, -1) ||
      past.eventDate > addDays(concert.endDate, 1)
    ) {
      throw invalidFields({
        pastConcertId: "공연 날짜 전후 하루 안에 열린 지난 공연만 연결할 수 있습니다.",
      });
    }
    await setActualSetlist(tx, concert.id, past.id);
  });
  return getActualSetlist(db, concertId);
}

/**
 * Stores the setlist as the admin typed it, as a past concert of the artist on the concert's first
 * day, and links it. Typing again replaces the songs of the one typed before; a synced show linked
 * before is left as it is and no longer linked. Only once the show has started.
 */
export async function enterActualSetlist(
  db: Database,
  concertId: number,
  input: z.infer<typeof actualSetlistInput>,
): Promise<ActualSetlistState> {
  await db.transaction(async (tx) => {
    const concert = await lockedConcert(tx, concertId);
    if (concert.startDate > todayInSeoul()) {
      throw invalidFields({
        songs: "공연이 시작된 뒤에 실제 셋리스트를 입력할 수 있습니다.",
      });
    }
    const linked =
      concert.actualPastConcertId === null
        ? null
        : await findPastConcertOption(tx, concert.actualPastConcertId);
    const entries = input.songs.map((song) => ({
      title: song.title.replace(/\s+/g, " "),
      encore: song.encore ? 1 : 0,
      tape: false,
      coverArtist: null,
      withArtist: null,
      info: null,
    }));
    const id = await storeEnteredSetlist(tx, concert, entries, linked?.entered ? linked.id : null);
    await setActualSetlist(tx, concert.id, id);
  });
  return getActualSetlist(db, concertId);
}
