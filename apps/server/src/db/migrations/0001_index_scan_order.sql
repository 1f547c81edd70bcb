DROP INDEX "new_concerts_genre_idx";--> statement-breakpoint
DROP INDEX "past_concerts_artist_date_idx";--> statement-breakpoint
DROP INDEX "articles_artist_idx";--> statement-breakpoint
DROP INDEX "articles_user_idx";--> statement-breakpoint
DROP INDEX "comments_user_idx";--> statement-breakpoint
DROP INDEX "favorites_user_idx";--> statement-breakpoint
CREATE INDEX "new_concerts_genre_idx" ON "new_concerts" USING btree ("genre","id");--> statement-breakpoint
CREATE INDEX "past_concerts_artist_date_idx" ON "past_concerts" USING btree ("artist_id","event_date","id");--> statement-breakpoint
CREATE INDEX "articles_artist_idx" ON "articles" USING btree ("artist_id","id");--> statement-breakpoint
CREATE INDEX "articles_user_idx" ON "articles" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id","id");