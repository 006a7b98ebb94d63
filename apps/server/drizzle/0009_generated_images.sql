CREATE TABLE "generated_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"revised_prompt" text NOT NULL,
	"style_id" integer NOT NULL,
	"aspect_ratio" text NOT NULL,
	"size" text NOT NULL,
	"model_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_images_user_created_idx" ON "generated_images" USING btree ("user_id","created_at");