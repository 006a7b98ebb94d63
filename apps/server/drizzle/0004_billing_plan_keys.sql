ALTER TABLE "plans" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "plan_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "interval";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "plan_name";