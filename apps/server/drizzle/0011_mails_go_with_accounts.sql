ALTER TABLE "mail_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
-- The mails queued before this migration: those to an account's address are about it.
UPDATE "mail_outbox" SET "user_id" = "users"."id" FROM "users" WHERE lower("mail_outbox"."to") = "users"."email";
