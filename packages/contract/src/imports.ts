import * as z from "zod/mini";
import { ADMIN_MESSAGES, artistInput } from "./admin";
import { bodyId, dateTuple, id, isoDateTime } from "./common";
import { GENRES, IMPORT_CANDIDATE_STATUSES, IMPORT_RUN_STATES } from "./constants";
import { ticketPriceList } from "./ticket-rounds";

export const IMPORT_MESSAGES = {
  noKey:
    "KOPIS 인증키가 설정되지 않아 가져올 수 없습니다. kopis.or.kr → 오픈API → 인증키 신청에서 키를 받아 서버의 KOPIS_API_KEY에 넣어 주세요.",
  artistOneOf: "기존 아티스트를 고르거나 새 아티스트를 입력하세요 (둘 중 하나만).",
  alreadyDecided: "이미 승인했거나 숨긴 후보입니다.",
} as const;

/** `POST /api/admin/imports/kopis`: the run queued. */
export const importRunQueued = z.object({ runId: id });
export type ImportRunQueued = z.infer<typeof importRunQueued>;

/** `GET /api/admin/imports/kopis/{runId}`: where the run stands. */
export const importRun = z.object({
  runId: id,
  state: z.enum(IMPORT_RUN_STATES),
  /** Listings read, and what became of them: new candidates, changed, skipped, failed. */
  counts: z.object({
    read: z.int(),
    new: z.int(),
    changed: z.int(),
    skipped: z.int(),
    failed: z.int(),
  }),
  /** One Korean line per failure (a listing, a venue, a poster, a page). */
  failures: z.array(z.string()),
  queuedAt: isoDateTime,
  startedAt: z.nullable(isoDateTime),
  finishedAt: z.nullable(isoDateTime),
});
export type ImportRun = z.infer<typeof importRun>;

export const ticketLink = z.object({ vendor: z.string(), url: z.string() });
export type TicketLink = z.infer<typeof ticketLink>;

/** A field a later import saw changed. */
export const candidateChange = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});

/** A KOPIS listing waiting for the admin (`GET /api/admin/import-candidates`, newest first). */
export const importCandidate = z.object({
  candidateId: id,
  kopisId: z.string(),
  title: z.string(),
  cast: z.string(),
  startDate: dateTuple,
  endDate: dateTuple,
  venueName: z.string(),
  area: z.string(),
  venueAddress: z.nullable(z.string()),
  posterUrl: z.nullable(z.string()),
  prices: ticketPriceList,
  priceText: z.string(),
  ticketLinks: z.array(ticketLink),
  showTimes: z.string(),
  kopisState: z.string(),
  /** Why it was proposed: KOPIS's 내한 flag, its title, or a festival to judge. */
  keptBecause: z.enum(["visit", "title", "festival"]),
  status: z.enum(IMPORT_CANDIDATE_STATUSES),
  newConcertId: z.nullable(id),
  /** The artist the Korean-aware search found for its cast or title; null when none. */
  proposedArtist: z.nullable(
    z.object({ artistId: id, name: z.string(), krName: z.nullable(z.string()) }),
  ),
  changes: z.array(candidateChange),
  changedAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type ImportCandidate = z.infer<typeof importCandidate>;
export const importCandidateList = z.array(importCandidate);

/** `POST /api/admin/import-candidates/{id}/approve`: exactly one of `artistId` or `newArtist`. */
export const approveCandidateInput = z
  .object({
    artistId: z.optional(bodyId(ADMIN_MESSAGES.artistRequired)),
    newArtist: z.optional(z.pick(artistInput, { name: true, krName: true, mbid: true })),
    genre: z.enum(GENRES, { error: ADMIN_MESSAGES.genreRequired }),
  })
  .check(
    z.refine((b) => (b.artistId === undefined) !== (b.newArtist === undefined), {
      error: IMPORT_MESSAGES.artistOneOf,
      path: ["artistId"],
    }),
  );
export type ApproveCandidateInput = z.infer<typeof approveCandidateInput>;

export const candidateApproved = z.object({ newConcertId: id });
export type CandidateApproved = z.infer<typeof candidateApproved>;
