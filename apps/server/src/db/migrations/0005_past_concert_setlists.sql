ALTER TABLE "past_concerts" ADD COLUMN "setlists" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
UPDATE "past_concerts" "p" SET "setlists" = coalesce((
  SELECT json_agg(json_build_object(
    'order', "e"."position", 'encore', "e"."encore", 'tape', "e"."tape",
    'cover', "e"."cover_artist", 'with', "e"."with_artist", 'info', "e"."info",
    'song', json_build_object('songId', "s"."id", 'title', "s"."title")
  ) ORDER BY "e"."position")
  FROM "setlist_entries" "e" JOIN "songs" "s" ON "s"."id" = "e"."song_id"
  WHERE "e"."past_concert_id" = "p"."id"
), '[]'::json);
