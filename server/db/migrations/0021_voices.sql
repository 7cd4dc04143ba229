CREATE TABLE "voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"credit" numeric(4, 1) NOT NULL,
	"month_year" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"samples" jsonb NOT NULL,
	"fingerprint" jsonb,
	"guide" jsonb,
	CONSTRAINT "voices_language_check" CHECK ("voices"."language" in ('en', 'es', 'fr', 'de', 'hi', 'zh', 'ar', 'ja', 'pt')),
	CONSTRAINT "voices_name_check" CHECK (char_length("voices"."name") between 1 and 80),
	CONSTRAINT "voices_samples_check" CHECK (jsonb_array_length("voices"."samples") between 3 and 10),
	CONSTRAINT "voices_status_check" CHECK ("voices"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "voices_percent_check" CHECK ("voices"."percent" between 0 and 100),
	CONSTRAINT "voices_credit_check" CHECK ("voices"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "voice_id" uuid;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voices_user_created_idx" ON "voices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_voice_id_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."voices"("id") ON DELETE set null ON UPDATE no action;