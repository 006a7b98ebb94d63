ALTER TABLE "conversations" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_user_source_key" ON "conversations" USING btree ("user_id","imported_from","source_id") WHERE "conversations"."source_id" is not null;