CREATE TABLE "artist_requests" (
	"user_id" integer NOT NULL,
	"term" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "artist_requests_user_id_term_pk" PRIMARY KEY("user_id","term")
);
--> statement-breakpoint
ALTER TABLE "artist_requests" ADD CONSTRAINT "artist_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_requests_waiting_idx" ON "artist_requests" USING btree ("term") WHERE "artist_requests"."notified_at" is null;