-- Nicknames compared on their confusable skeleton; start-up fills the key of older rows (modules/auth/nicknames.ts).
ALTER TABLE "users" ADD COLUMN "nickname_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_skeleton_key" ON "users" USING btree ("nickname_key");