CREATE SEQUENCE "public"."invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "plan_prices_plan_id_period_pk" PRIMARY KEY("plan_id","period")
);
--> statement-breakpoint
CREATE TABLE "advance_credits" (
	"user_id" uuid NOT NULL,
	"credit_group" text NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "advance_credits_user_id_credit_group_pk" PRIMARY KEY("user_id","credit_group"),
	CONSTRAINT "advance_credits_remaining_check" CHECK ("advance_credits"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credit_group" text NOT NULL,
	"credits" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"billed_to" jsonb NOT NULL,
	"description" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"credit" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_payment_id_key" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" text,
	"plan_key" text,
	"period" text,
	"pack_id" uuid,
	"description" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"gateway_customer_id" text,
	"checkout_url" text,
	"promo_code_id" uuid,
	"billing_address" jsonb,
	"failure_message" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"amount_off" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"plan_keys" jsonb,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_promo_code_id_user_id_pk" PRIMARY KEY("promo_code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_key_key" UNIQUE("key");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_period" text;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_credits" ADD CONSTRAINT "advance_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pack_id_credit_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_issued_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_key" ON "payments" USING btree ("gateway","gateway_ref") WHERE "payments"."gateway_ref" is not null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_plan_key_plans_key_fk" FOREIGN KEY ("scheduled_plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
-- Plans get their keys: the seeded ones by name, any other from its name (made unique).
UPDATE "plans" SET "key" = CASE "name"
  WHEN 'Free Trial' THEN 'trial'
  WHEN 'Pro' THEN 'pro'
  ELSE coalesce(nullif(left(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 32), ''), 'plan') || '-' || left(md5("id"::text), 6)
END;--> statement-breakpoint
-- A subscription naming a plan the catalogue no longer has keeps it, as a plan off sale.
INSERT INTO "plans" ("key", "name", "type", "is_active")
SELECT 'legacy-' || left(md5(s."plan_name"), 8), s."plan_name", min(s."type"), false
FROM "subscriptions" s
WHERE NOT EXISTS (SELECT 1 FROM "plans" p WHERE p."name" = s."plan_name")
GROUP BY s."plan_name";--> statement-breakpoint
UPDATE "subscriptions" s SET "plan_key" = p."key" FROM "plans" p WHERE p."name" = s."plan_name";--> statement-breakpoint
-- The one price a plan had becomes its price for that period; Pro is also sold by the year.
INSERT INTO "plan_prices" ("plan_id", "period", "amount", "currency")
SELECT "id", "interval", "price", upper("currency") FROM "plans" WHERE "type" = 'paid' AND "is_active";--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_id", "period", "amount", "currency")
SELECT "id", 'year', 15000, 'USD' FROM "plans" WHERE "key" = 'pro'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "subscriptions" s SET "period" = 'month', "price" = pp."amount", "currency" = pp."currency"
FROM "plans" p JOIN "plan_prices" pp ON pp."plan_id" = p."id" AND pp."period" = 'month'
WHERE s."type" = 'paid' AND p."key" = s."plan_key";--> statement-breakpoint
-- The default catalogue: a smaller paid plan beside Pro, and advance-credit packs.
INSERT INTO "plans" ("key", "name", "type", "description", "features")
VALUES ('starter', 'Starter', 'paid', 'Amply for a few questions a day.', '["Every model family","Larger daily and monthly allowances than the trial","Image generation"]')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_id", "period", "amount", "currency")
SELECT p."id", v."period", v."amount", 'USD' FROM "plans" p
JOIN (VALUES ('month', 800), ('year', 8000)) AS v("period", "amount") ON true
WHERE p."key" = 'starter'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "plan_credits" ("plan_id", "credit_group", "daily_limit", "monthly_limit")
SELECT p."id", c."credit_group", c."daily_limit", c."monthly_limit" FROM "plans" p
JOIN (VALUES ('Standard', 200, 4000), ('Advanced', 40, 800), ('Image', 20, 400))
  AS c("credit_group", "daily_limit", "monthly_limit") ON true
WHERE p."key" = 'starter'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "credit_packs" ("key", "name", "description", "credit_group", "credits", "price", "currency") VALUES
  ('standard-500', '500 Standard queries', 'For the chat, writing and translation models.', 'Standard', 500, 500, 'USD'),
  ('advanced-100', '100 Advanced queries', 'For the reasoning and deep-thinking models.', 'Advanced', 100, 500, 'USD'),
  ('image-50', '50 images', 'For image generation.', 'Image', 50, 500, 'USD');
