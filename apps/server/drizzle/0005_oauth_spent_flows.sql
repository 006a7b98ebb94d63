CREATE TABLE "oauth_spent_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oauth_spent_flows_expires_at_idx" ON "oauth_spent_flows" USING btree ("expires_at");