DROP INDEX "blog_posts_user_created_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_user_updated_idx" ON "blog_posts" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_user_title_idx" ON "blog_posts" USING btree ("user_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "blog_posts_user_type_created_idx" ON "blog_posts" USING btree ("user_id","content_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_user_words_idx" ON "blog_posts" USING btree ("user_id","word_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_user_created_idx" ON "blog_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);