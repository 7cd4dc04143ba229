-- Public pages are cached as rendered HTML (server/http/page-cache.ts). Any change to what they
-- show (published content, SEO settings), from the app, a seed or psql, tells every server
-- process to drop its cache, through one notification per statement.
CREATE OR REPLACE FUNCTION inkwell_notify_site_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inkwell_site', 'changed');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER website_content_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON website_content FOR EACH STATEMENT EXECUTE FUNCTION inkwell_notify_site_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER seo_settings_site_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON seo_settings FOR EACH STATEMENT EXECUTE FUNCTION inkwell_notify_site_change();
