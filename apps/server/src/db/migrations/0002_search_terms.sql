-- Trigram operators for the search index (substring and typo-tolerant matching).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."search_source" AS ENUM('name', 'alias', 'title', 'venue');--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"concert_id" integer,
	"concert_start" date,
	"concert_upcoming" boolean DEFAULT false NOT NULL,
	"source" "search_source" NOT NULL,
	"term" text NOT NULL,
	"keys" text NOT NULL,
	"choseong" text,
	CONSTRAINT "search_terms_concert_check" CHECK (("search_terms"."concert_id" is null) = ("search_terms"."concert_start" is null))
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_concert_id_new_concerts_id_fk" FOREIGN KEY ("concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_keys_trgm_idx" ON "search_terms" USING gin ("keys" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_keys_prefix_idx" ON "search_terms" USING btree ("keys" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_choseong_trgm_idx" ON "search_terms" USING gin ("choseong" gin_trgm_ops) WHERE "search_terms"."choseong" is not null;--> statement-breakpoint
CREATE INDEX "search_terms_choseong_prefix_idx" ON "search_terms" USING btree ("choseong" text_pattern_ops) WHERE "search_terms"."choseong" is not null;--> statement-breakpoint
CREATE INDEX "search_terms_artist_idx" ON "search_terms" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "search_terms_concert_idx" ON "search_terms" USING btree ("concert_id");