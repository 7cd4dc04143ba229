CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"customer_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_tier_check" CHECK ("sandbox_checkouts"."tier" in ('lite', 'pro', 'elite')),
	CONSTRAINT "sandbox_checkouts_period_check" CHECK ("sandbox_checkouts"."period" in ('monthly', 'annual')),
	CONSTRAINT "sandbox_checkouts_status_check" CHECK ("sandbox_checkouts"."status" in ('open', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"tier" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subscriptions_tier_check" CHECK ("sandbox_subscriptions"."tier" in ('lite', 'pro', 'elite')),
	CONSTRAINT "sandbox_subscriptions_period_check" CHECK ("sandbox_subscriptions"."period" in ('monthly', 'annual')),
	CONSTRAINT "sandbox_subscriptions_status_check" CHECK ("sandbox_subscriptions"."status" in ('active', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_customer_idx" ON "sandbox_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_customer_key" ON "user_subscriptions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_period_check" CHECK ("user_subscriptions"."billing_period" in ('monthly', 'annual'));