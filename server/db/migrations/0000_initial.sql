CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"second_name" text,
	"username" text,
	"country" text,
	"profession" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_key" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'super_admin'))
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_tier_check" CHECK ("user_subscriptions"."tier" in ('free', 'lite', 'pro', 'elite')),
	CONSTRAINT "user_subscriptions_status_check" CHECK ("user_subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "user_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"month_year" text NOT NULL,
	"words_generated" bigint DEFAULT 0 NOT NULL,
	"generations_used" numeric(12, 1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_usage_user_month_key" UNIQUE("user_id","month_year"),
	CONSTRAINT "user_usage_month_year_check" CHECK ("user_usage"."month_year" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "user_usage_half_units_check" CHECK ("user_usage"."generations_used" * 2 = trunc("user_usage"."generations_used" * 2)),
	CONSTRAINT "user_usage_words_check" CHECK ("user_usage"."words_generated" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"topic" text,
	"description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"tone" text,
	"audience" text,
	"content" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'blog' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"meta_description" text,
	"synopsis" text,
	"abstract" text,
	"slug" text,
	"caption" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_description" text,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_content_type_check" CHECK ("blog_posts"."content_type" in ('blog', 'help', 'website', 'social', 'video', 'email', 'ecommerce')),
	CONSTRAINT "blog_posts_word_count_check" CHECK ("blog_posts"."word_count" >= 0),
	CONSTRAINT "blog_posts_meta_description_check" CHECK (char_length("blog_posts"."meta_description") <= 160)
);
--> statement-breakpoint
CREATE TABLE "content_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"title" text NOT NULL,
	"hook" text NOT NULL,
	"reason" text NOT NULL,
	"category" text NOT NULL,
	"viral_score" smallint NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"niche" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_ideas_platform_check" CHECK ("content_ideas"."platform" in ('blog', 'instagram', 'youtube', 'linkedin', 'twitter', 'tiktok')),
	CONSTRAINT "content_ideas_category_check" CHECK ("content_ideas"."category" in ('trending', 'evergreen', 'seasonal')),
	CONSTRAINT "content_ideas_viral_score_check" CHECK ("content_ideas"."viral_score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presets_name_check" CHECK (char_length(btrim("presets"."name")) > 0),
	CONSTRAINT "presets_content_type_check" CHECK ("presets"."content_type" in ('blog', 'help', 'website', 'social', 'video', 'email', 'ecommerce'))
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_slug" text NOT NULL,
	"page_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"twitter_card" text DEFAULT 'summary_large_image' NOT NULL,
	"canonical_url" text,
	"schema_type" text DEFAULT 'WebPage' NOT NULL,
	"additional_schema" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_settings_page_slug_key" UNIQUE("page_slug"),
	CONSTRAINT "seo_settings_page_title_check" CHECK (char_length("seo_settings"."page_title") between 1 and 60),
	CONSTRAINT "seo_settings_meta_description_check" CHECK (char_length("seo_settings"."meta_description") between 1 and 160),
	CONSTRAINT "seo_settings_twitter_card_check" CHECK ("seo_settings"."twitter_card" in ('summary', 'summary_large_image', 'app', 'player')),
	CONSTRAINT "seo_settings_schema_type_check" CHECK ("seo_settings"."schema_type" in ('WebPage', 'Organization', 'Article', 'Blog', 'AboutPage', 'ContactPage'))
);
--> statement-breakpoint
CREATE TABLE "website_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"content_type" text DEFAULT 'blog_post' NOT NULL,
	"featured_image_url" text,
	"video_url" text,
	"meta_title" text,
	"meta_description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_content_slug_key" UNIQUE("slug"),
	CONSTRAINT "website_content_type_check" CHECK ("website_content"."content_type" in ('blog_post', 'help_article', 'user_guide', 'demo_video', 'email_marketing', 'ecommerce', 'webpage', 'social_media')),
	CONSTRAINT "website_content_status_check" CHECK ("website_content"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "website_content_slug_format_check" CHECK ("website_content"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "website_content_slug_reserved_check" CHECK (not ("website_content"."slug" in ('guides', 'help', 'videos', 'email-marketing', 'ecommerce', 'webpages', 'social-media', 'articles'))),
	CONSTRAINT "website_content_meta_title_check" CHECK (char_length("website_content"."meta_title") <= 60),
	CONSTRAINT "website_content_meta_description_check" CHECK (char_length("website_content"."meta_description") <= 160),
	CONSTRAINT "website_content_published_at_check" CHECK (("website_content"."status" = 'published') = ("website_content"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_usage" ADD CONSTRAINT "user_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presets" ADD CONSTRAINT "presets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_content" ADD CONSTRAINT "website_content_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_user_id_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "blog_posts_user_created_idx" ON "blog_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_ideas_user_created_idx" ON "content_ideas" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_ideas_user_bookmarked_idx" ON "content_ideas" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "content_ideas"."bookmarked";--> statement-breakpoint
CREATE INDEX "presets_user_created_idx" ON "presets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "website_content_created_idx" ON "website_content" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "website_content_published_idx" ON "website_content" USING btree ("published_at" DESC NULLS LAST) WHERE "website_content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "website_content_type_published_idx" ON "website_content" USING btree ("content_type","published_at" DESC NULLS LAST) WHERE "website_content"."status" = 'published';