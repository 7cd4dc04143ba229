CREATE TABLE "fact_checks" (
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
	"post_id" uuid NOT NULL,
	"source_ids" uuid[] NOT NULL,
	"evidence" jsonb,
	CONSTRAINT "fact_checks_sources_check" CHECK (cardinality("fact_checks"."source_ids") <= 10),
	CONSTRAINT "fact_checks_status_check" CHECK ("fact_checks"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "fact_checks_percent_check" CHECK ("fact_checks"."percent" between 0 and 100),
	CONSTRAINT "fact_checks_credit_check" CHECK ("fact_checks"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "research_briefs" (
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
	"source_ids" uuid[] NOT NULL,
	"topic" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"post_id" uuid,
	"brief" jsonb,
	CONSTRAINT "research_briefs_language_check" CHECK ("research_briefs"."language" in ('en', 'es', 'fr', 'de', 'hi', 'zh', 'ar', 'ja', 'pt')),
	CONSTRAINT "research_briefs_sources_check" CHECK (cardinality("research_briefs"."source_ids") between 1 and 10),
	CONSTRAINT "research_briefs_status_check" CHECK ("research_briefs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "research_briefs_percent_check" CHECK ("research_briefs"."percent" between 0 and 100),
	CONSTRAINT "research_briefs_credit_check" CHECK ("research_briefs"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "source_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_briefs" ADD CONSTRAINT "research_briefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_briefs" ADD CONSTRAINT "research_briefs_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_checks_post_idx" ON "fact_checks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "fact_checks_user_created_idx" ON "fact_checks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_briefs_user_created_idx" ON "research_briefs" USING btree ("user_id","created_at" DESC NULLS LAST);