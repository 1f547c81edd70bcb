-- Sessions (token families) as rows: revoking one ends its refresh and access tokens together.
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_families_user_idx" ON "token_families" USING btree ("user_id");--> statement-breakpoint
-- Sessions that exist already become families (revoked if any of their tokens was revoked).
INSERT INTO "token_families" ("id", "user_id", "created_at", "revoked_at")
SELECT "family_id", min("user_id"), min("created_at"), max("revoked_at")
FROM "refresh_tokens" GROUP BY "family_id"
ON CONFLICT DO NOTHING;
