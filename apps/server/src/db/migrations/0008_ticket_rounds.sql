CREATE TYPE "public"."ticket_round_kind" AS ENUM('FANCLUB_PRESALE', 'MEMBERSHIP_PRESALE', 'GENERAL', 'EXTRA', 'RESALE');--> statement-breakpoint
CREATE TABLE "ticket_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"new_concert_id" integer NOT NULL,
	"position" integer NOT NULL,
	"grade" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "ticket_prices_concert_position_key" UNIQUE("new_concert_id","position"),
	CONSTRAINT "ticket_prices_concert_grade_key" UNIQUE("new_concert_id","grade"),
	CONSTRAINT "ticket_prices_price_check" CHECK ("ticket_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"new_concert_id" integer NOT NULL,
	"kind" "ticket_round_kind" NOT NULL,
	"label" text NOT NULL,
	"vendor" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"url" text,
	"eligibility" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_rounds_closes_after_opens_check" CHECK ("ticket_rounds"."closes_at" > "ticket_rounds"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rounds" ADD CONSTRAINT "ticket_rounds_new_concert_id_new_concerts_id_fk" FOREIGN KEY ("new_concert_id") REFERENCES "public"."new_concerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_rounds_concert_opens_idx" ON "ticket_rounds" USING btree ("new_concert_id","opens_at","id");--> statement-breakpoint
CREATE INDEX "ticket_rounds_opens_idx" ON "ticket_rounds" USING btree ("opens_at","id");