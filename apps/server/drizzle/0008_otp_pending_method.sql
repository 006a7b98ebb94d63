ALTER TABLE "users" ADD COLUMN "pending_otp_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_totp_secret" text;