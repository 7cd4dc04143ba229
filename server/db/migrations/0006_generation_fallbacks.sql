ALTER TABLE "generations" ADD COLUMN "fallbacks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_post_idx" ON "generations" USING btree ("post_id");