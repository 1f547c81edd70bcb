-- Predictions keep their confidence, reason and slot alternatives; a concert links its actual setlist (issue 20).
CREATE TYPE "public"."prediction_confidence" AS ENUM('HIGH', 'MEDIUM', 'LOW');--> statement-breakpoint
CREATE TABLE "concert_predictions" (
	"new_concert_id" integer PRIMARY KEY NOT NULL,
	"confidence" "prediction_confidence" NOT NULL,
	"reason" text NOT NULL,
	"based_on_shows" integer NOT NULL,
	"predicted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predicted_slot_alternatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"probability" real NOT NULL,
	CONSTRAINT "predicted_slot_alternatives_entry_rank_key" UNIQUE("entry_id","rank")
);
--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "actual_past_concert_id" integer;--> statement-breakpoint
ALTER TABLE "concert_predictions" ADD CONSTRAINT "concert_predictions_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predicted_slot_alternatives" ADD CONSTRAINT "predicted_slot_alternatives_entry_id_predicted_setlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."predicted_setlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predicted_slot_alternatives" ADD CONSTRAINT "predicted_slot_alternatives_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predicted_slot_alternatives_song_idx" ON "predicted_slot_alternatives" USING btree ("song_id");--> statement-breakpoint
ALTER TABLE "new_concerts" ADD CONSTRAINT "new_concerts_actual_past_concert_id_past_concerts_id_fk" FOREIGN KEY ("actual_past_concert_id") REFERENCES "public"."past_concerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_concerts_actual_idx" ON "new_concerts" USING btree ("actual_past_concert_id");--> statement-breakpoint
-- Predictions stored before: made without calibration, from at most the 20 latest shows before the concert.
INSERT INTO "concert_predictions" ("new_concert_id", "confidence", "reason", "based_on_shows", "predicted_at")
SELECT e."new_concert_id", 'LOW', '확률 보정 전 방식으로 만든 예측',
  (SELECT least(count(*), 20) FROM "past_concerts" p
    WHERE p."artist_id" = c."artist_id" AND p."event_date" < c."start_date" AND p."song_count" > 0),
  min(e."created_at")
FROM "predicted_setlist_entries" e JOIN "new_concerts" c ON c."id" = e."new_concert_id"
GROUP BY e."new_concert_id", c."artist_id", c."start_date";