import { pgEnum } from "drizzle-orm/pg-core";
import {
  ARTICLE_CATEGORIES,
  CONCERT_STATUSES,
  GENRES,
  IMPORT_CANDIDATE_STATUSES,
  IMPORT_RUN_STATES,
  NOTIFICATION_KINDS,
  PREDICTION_CONFIDENCES,
  ROLES,
  TICKET_ROUND_KINDS,
} from "@naehan/contract";

export const genreEnum = pgEnum("genre", GENRES);
export const concertStatusEnum = pgEnum("concert_status", CONCERT_STATUSES);
export const articleCategoryEnum = pgEnum("article_category", ARTICLE_CATEGORIES);
export const roleEnum = pgEnum("role", ROLES);
export const predictionConfidenceEnum = pgEnum("prediction_confidence", PREDICTION_CONFIDENCES);
export const ticketRoundKindEnum = pgEnum("ticket_round_kind", TICKET_ROUND_KINDS);
export const notificationKindEnum = pgEnum("notification_kind", NOTIFICATION_KINDS);
/** A concert's announcement and the changes its fans hear about (see concert_events). */
export const concertEventKindEnum = pgEnum("concert_event_kind", [
  "NEW_CONCERT",
  "CONCERT_CHANGED",
  "ROUND_CHANGED",
  "ROUND_CANCELLED",
]);
export const importRunStateEnum = pgEnum("import_run_state", IMPORT_RUN_STATES);
export const importCandidateStatusEnum = pgEnum(
  "import_candidate_status",
  IMPORT_CANDIDATE_STATUSES,
);
