CREATE TABLE "ai_edits" (
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
	"action" text NOT NULL,
	"input" jsonb NOT NULL,
	"base_hash" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "ai_edits_status_check" CHECK ("ai_edits"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "ai_edits_percent_check" CHECK ("ai_edits"."percent" between 0 and 100),
	CONSTRAINT "ai_edits_credit_check" CHECK ("ai_edits"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"restored_from" integer,
	"title" text NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"snapshot" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_versions_post_number_key" UNIQUE("post_id","number"),
	CONSTRAINT "post_versions_kind_check" CHECK ("post_versions"."kind" in ('generation', 'save', 'ai', 'restore')),
	CONSTRAINT "post_versions_number_check" CHECK ("post_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ai_edits" ADD CONSTRAINT "ai_edits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_edits" ADD CONSTRAINT "ai_edits_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_edits_user_created_idx" ON "ai_edits" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_edits_post_idx" ON "ai_edits" USING btree ("post_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_versions_user_idx" ON "post_versions" USING btree ("user_id");