CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"default_video_url" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_default_video_url_check" CHECK (char_length("site_settings"."default_video_url") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A change of the default video changes every article page: empty the page caches (migration 0010).
CREATE OR REPLACE TRIGGER site_settings_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION inkwell_notify_site_change();
