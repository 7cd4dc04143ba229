CREATE TABLE "idea_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"niche" text NOT NULL,
	"audience" text,
	"language" text DEFAULT 'en' NOT NULL,
	"refresh" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"short_by" smallint DEFAULT 0 NOT NULL,
	"free_set" boolean DEFAULT false NOT NULL,
	"credit" numeric(4, 1) NOT NULL,
	"month_year" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_runs_platform_check" CHECK ("idea_runs"."platform" in ('blog', 'instagram', 'youtube', 'linkedin', 'twitter', 'tiktok')),
	CONSTRAINT "idea_runs_status_check" CHECK ("idea_runs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "idea_runs_percent_check" CHECK ("idea_runs"."percent" between 0 and 100),
	CONSTRAINT "idea_runs_credit_check" CHECK ("idea_runs"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idea_runs" ADD CONSTRAINT "idea_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_runs_user_created_idx" ON "idea_runs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_run_id_idea_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."idea_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_ideas_run_idx" ON "content_ideas" USING btree ("run_id","position");