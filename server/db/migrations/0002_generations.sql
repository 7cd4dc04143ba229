CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"error" text,
	"credit" numeric(4, 1) NOT NULL,
	"month_year" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"post_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generations_status_check" CHECK ("generations"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "generations_content_type_check" CHECK ("generations"."content_type" in ('blog', 'help', 'website', 'social', 'video', 'email', 'ecommerce')),
	CONSTRAINT "generations_percent_check" CHECK ("generations"."percent" between 0 and 100),
	CONSTRAINT "generations_credit_check" CHECK ("generations"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_usage" ADD COLUMN "generations_reserved" numeric(12, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generations_active_idx" ON "generations" USING btree ("status") WHERE "generations"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "user_usage" ADD CONSTRAINT "user_usage_reserved_check" CHECK ("user_usage"."generations_reserved" >= 0);