ALTER TYPE "public"."notification_kind" ADD VALUE 'RESALE_ROUND';--> statement-breakpoint
CREATE TABLE "resale_watches" (
	"user_id" integer NOT NULL,
	"new_concert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_watches_user_id_new_concert_id_pk" PRIMARY KEY("user_id","new_concert_id")
);
--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "start_time" time;--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "doors_time" time;--> statement-breakpoint
ALTER TABLE "concert_events" ADD COLUMN "round_id" integer;--> statement-breakpoint
ALTER TABLE "resale_watches" ADD CONSTRAINT "resale_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_watches" ADD CONSTRAINT "resale_watches_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resale_watches_concert_idx" ON "resale_watches" USING btree ("new_concert_id");