-- Library search (see docs/performance.md, "Library"): one GIN index that holds the owner and the
-- trigrams of the searchable text, so a search reads only the matching rows of that one user.
-- Both extensions are "trusted": a database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- array_to_string is only STABLE in general; for text[] joined by a space it cannot change, so
-- this wrapper may be IMMUTABLE, which an index expression requires.
CREATE FUNCTION inkwell_post_search_text(title text, topic text, description text, keywords text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN coalesce(title, '') || ' ' || coalesce(topic, '') || ' ' || coalesce(description, '') || ' ' || array_to_string(keywords, ' ');--> statement-breakpoint
CREATE INDEX blog_posts_user_search_idx ON blog_posts USING gin (
  user_id,
  inkwell_post_search_text(title, topic, description, keywords) gin_trgm_ops
);
