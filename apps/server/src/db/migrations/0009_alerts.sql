CREATE TYPE "public"."concert_event_kind" AS ENUM('NEW_CONCERT', 'CONCERT_CHANGED', 'ROUND_CHANGED', 'ROUND_CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('TICKET_REMINDER', 'NEW_CONCERT', 'CONCERT_CHANGED', 'ROUND_CHANGED', 'ROUND_CANCELLED');--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminder_offsets" integer[] DEFAULT '{1440,60,10}'::integer[] NOT NULL,
	"new_concert_of_favorite_artist" boolean DEFAULT true NOT NULL,
	"concert_changes" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concert_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"new_concert_id" integer NOT NULL,
	"kind" "concert_event_kind" NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"event_key" text NOT NULL,
	"offset_minutes" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_user_event_offset_key" UNIQUE("user_id","event_key","offset_minutes")
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concert_events" ADD CONSTRAINT "concert_events_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concert_events_unclaimed_idx" ON "concert_events" USING btree ("created_at") WHERE "concert_events"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");