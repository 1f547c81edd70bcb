CREATE TYPE "public"."import_candidate_status" AS ENUM('PENDING', 'APPROVED', 'DISMISSED');--> statement-breakpoint
CREATE TYPE "public"."import_run_state" AS ENUM('QUEUED', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "import_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"mt20id" text NOT NULL,
	"title" text NOT NULL,
	"cast" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue_name" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"venue_address" text,
	"venue_lat" double precision,
	"venue_lng" double precision,
	"source_poster_url" text,
	"poster_url" text,
	"prices" json DEFAULT '[]'::json NOT NULL,
	"price_text" text DEFAULT '' NOT NULL,
	"ticket_links" json DEFAULT '[]'::json NOT NULL,
	"show_times" text DEFAULT '' NOT NULL,
	"kopis_state" text NOT NULL,
	"visit" boolean,
	"festival" boolean DEFAULT false NOT NULL,
	"kept_because" text NOT NULL,
	"fingerprint" text NOT NULL,
	"changes" json DEFAULT '[]'::json NOT NULL,
	"changed_at" timestamp with time zone,
	"status" "import_candidate_status" DEFAULT 'PENDING' NOT NULL,
	"proposed_artist_id" integer,
	"new_concert_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'kopis' NOT NULL,
	"state" "import_run_state" DEFAULT 'QUEUED' NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failures" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "ticket_links" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "venue_lat" double precision;--> statement-breakpoint
ALTER TABLE "new_concerts" ADD COLUMN "venue_lng" double precision;--> statement-breakpoint
ALTER TABLE "import_candidates" ADD CONSTRAINT "import_candidates_proposed_artist_id_artists_id_fk" FOREIGN KEY ("proposed_artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_candidates" ADD CONSTRAINT "import_candidates_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_candidates_mt20id_key" ON "import_candidates" USING btree ("mt20id");--> statement-breakpoint
CREATE INDEX "import_candidates_status_idx" ON "import_candidates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "import_candidates_concert_idx" ON "import_candidates" USING btree ("new_concert_id");