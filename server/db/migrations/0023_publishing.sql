CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"post_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"canonical_url" text,
	"featured_image_url" text,
	"job_token" uuid,
	"remote_id" text,
	"remote_url" text,
	"remote_status" text,
	"remote_media" jsonb,
	"create_started_at" timestamp with time zone,
	"attempt_started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" jsonb,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_post_connection_key" UNIQUE("post_id","connection_id"),
	CONSTRAINT "publications_mode_check" CHECK ("publications"."mode" in ('publish', 'draft', 'schedule')),
	CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('scheduled', 'queued', 'publishing', 'retrying', 'published', 'failed', 'cancelled')),
	CONSTRAINT "publications_remote_status_check" CHECK ("publications"."remote_status" is null or "publications"."remote_status" in ('live', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "publish_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"site_url" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"credentials" text NOT NULL,
	"secret_hint" text NOT NULL,
	"seo_plugin" text,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publish_connections_platform_check" CHECK ("publish_connections"."platform" in ('wordpress', 'ghost', 'webhook')),
	CONSTRAINT "publish_connections_seo_plugin_check" CHECK ("publish_connections"."seo_plugin" is null or "publish_connections"."seo_plugin" in ('yoast', 'rankmath'))
);
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_connection_id_publish_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."publish_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_connections" ADD CONSTRAINT "publish_connections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_connection_idx" ON "publications" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "publish_connections_user_idx" ON "publish_connections" USING btree ("user_id","created_at" DESC NULLS LAST);