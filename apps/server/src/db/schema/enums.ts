import { pgEnum } from "drizzle-orm/pg-core";
import {
  ARTICLE_CATEGORIES,
  CONCERT_STATUSES,
  GENRES,
  ROLES,
  TICKET_ROUND_KINDS,
} from "@naehan/contract";

export const genreEnum = pgEnum("genre", GENRES);
export const concertStatusEnum = pgEnum("concert_status", CONCERT_STATUSES);
export const articleCategoryEnum = pgEnum("article_category", ARTICLE_CATEGORIES);
export const roleEnum = pgEnum("role", ROLES);
export const ticketRoundKindEnum = pgEnum("ticket_round_kind", TICKET_ROUND_KINDS);
