CREATE TYPE "public"."article_category" AS ENUM('FREE_BOARD', 'NEW_CONCERT');--> statement-breakpoint
CREATE TYPE "public"."concert_status" AS ENUM('UPCOMING', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."genre" AS ENUM('POP', 'ROCK', 'HIPHOP', 'R&B', 'JPOP');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ROLE_USER', 'ROLE_ADMIN');--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" DEFAULT 'ROLE_USER' NOT NULL,
	"calendar_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"mbid" text,
	"name" text NOT NULL,
	"kr_name" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"img_url" text,
	"sns_url" text,
	"media_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_concerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"poster_url" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue_name" text NOT NULL,
	"city_name" text NOT NULL,
	"country_name" text NOT NULL,
	"country_code" text NOT NULL,
	"ticket_platforms" text,
	"ticket_url" text,
	"genre" "genre" NOT NULL,
	"status" "concert_status" DEFAULT 'UPCOMING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_concerts_dates_check" CHECK ("new_concerts"."end_date" >= "new_concerts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "past_concerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"setlistfm_id" text,
	"version_id" text,
	"event_date" date NOT NULL,
	"venue_name" text NOT NULL,
	"city_name" text NOT NULL,
	"country_name" text NOT NULL,
	"country_code" text,
	"tour_name" text,
	"setlist_url" text,
	"info" text,
	"song_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predicted_setlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"new_concert_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"position" integer NOT NULL,
	"encore" boolean DEFAULT false NOT NULL,
	"probability" real NOT NULL,
	"yt_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predicted_setlist_concert_position_key" UNIQUE("new_concert_id","position")
);
--> statement-breakpoint
CREATE TABLE "setlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"past_concert_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"position" integer NOT NULL,
	"encore" integer DEFAULT 0 NOT NULL,
	"tape" boolean DEFAULT false NOT NULL,
	"cover_artist" text,
	"with_artist" text,
	"info" text,
	CONSTRAINT "setlist_entries_concert_position_key" UNIQUE("past_concert_id","position")
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	CONSTRAINT "songs_artist_title_key" UNIQUE("artist_id","title_key")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"user_id" integer,
	"new_concert_id" integer,
	"category" "article_category" DEFAULT 'FREE_BOARD' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"artist_id" integer,
	"new_concert_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_artist_key" UNIQUE("user_id","artist_id"),
	CONSTRAINT "favorites_user_concert_key" UNIQUE("user_id","new_concert_id"),
	CONSTRAINT "favorites_one_target_check" CHECK (num_nonnulls("favorites"."artist_id", "favorites"."new_concert_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_concerts" ADD CONSTRAINT "new_concerts_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_concerts" ADD CONSTRAINT "past_concerts_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predicted_setlist_entries" ADD CONSTRAINT "predicted_setlist_entries_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predicted_setlist_entries" ADD CONSTRAINT "predicted_setlist_entries_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_entries" ADD CONSTRAINT "setlist_entries_past_concert_id_past_concerts_id_fk" FOREIGN KEY ("past_concert_id") REFERENCES "public"."past_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setlist_entries" ADD CONSTRAINT "setlist_entries_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key" ON "users" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_key_key" ON "users" USING btree ("calendar_key");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_mbid_key" ON "artists" USING btree ("mbid");--> statement-breakpoint
CREATE INDEX "new_concerts_genre_idx" ON "new_concerts" USING btree ("genre","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "new_concerts_artist_start_idx" ON "new_concerts" USING btree ("artist_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "past_concerts_setlistfm_id_key" ON "past_concerts" USING btree ("setlistfm_id");--> statement-breakpoint
CREATE INDEX "past_concerts_artist_date_idx" ON "past_concerts" USING btree ("artist_id","event_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "predicted_setlist_song_idx" ON "predicted_setlist_entries" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "setlist_entries_song_idx" ON "setlist_entries" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "articles_artist_idx" ON "articles" USING btree ("artist_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_user_idx" ON "articles" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_concert_idx" ON "articles" USING btree ("new_concert_id");--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_artist_idx" ON "favorites" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "favorites_concert_idx" ON "favorites" USING btree ("new_concert_id");