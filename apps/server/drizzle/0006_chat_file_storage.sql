CREATE TABLE "chat_message_files" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "chat_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_file_id_chat_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_files_file_idx" ON "chat_message_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "chat_files_created_at_idx" ON "chat_files" USING btree ("created_at");