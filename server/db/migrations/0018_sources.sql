-- Research sources (issue 27, docs/decisions/0026-sources.md): a user's sources and their passages,
-- each passage's words indexed (GIN) in its language's text-search configuration.
CREATE TABLE "source_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "source_passages_source_ordinal_unique" UNIQUE("source_id","ordinal"),
	CONSTRAINT "source_passages_ordinal_check" CHECK ("source_passages"."ordinal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"site" text,
	"address" text,
	"post_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"error_key" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"pages" integer,
	"passages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" in ('url', 'file', 'text', 'post')),
	CONSTRAINT "sources_status_check" CHECK ("sources"."status" in ('pending', 'ready', 'failed')),
	CONSTRAINT "sources_language_check" CHECK ("sources"."language" in ('en', 'es', 'fr', 'de', 'hi', 'zh', 'ar', 'ja', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "source_passages" ADD CONSTRAINT "source_passages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_passages" ADD CONSTRAINT "source_passages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_passages_user_source_idx" ON "source_passages" USING btree ("user_id","source_id");--> statement-breakpoint
CREATE INDEX "source_passages_search_idx" ON "source_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sources_user_created_idx" ON "sources" USING btree ("user_id","created_at" DESC NULLS LAST);