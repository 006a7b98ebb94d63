-- A promo code's redemption is now written when its payment succeeds: holds are the pending
-- payments themselves. Rows of payments not paid go; a paid payment whose row a replaced
-- checkout took away gets it back (once per account and code).
DELETE FROM "promo_redemptions" AS "r" USING "payments" AS "p"
WHERE "p"."id" = "r"."payment_id" AND "p"."status" <> 'succeeded';--> statement-breakpoint
INSERT INTO "promo_redemptions" ("promo_code_id", "user_id", "payment_id", "created_at")
SELECT DISTINCT ON ("promo_code_id", "user_id") "promo_code_id", "user_id", "id", coalesce("paid_at", "created_at")
FROM "payments"
WHERE "status" = 'succeeded' AND "promo_code_id" IS NOT NULL
ORDER BY "promo_code_id", "user_id", "paid_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A term's price is what its period cost after the promo code: an upgrade credits no more.
UPDATE "subscriptions" AS "s" SET "price" = "p"."subtotal" - "p"."discount"
FROM "payments" AS "p"
WHERE "p"."id" = "s"."payment_id" AND "p"."discount" > 0;
