ALTER TABLE "chat_messages" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "search" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "web_search" boolean DEFAULT false NOT NULL;