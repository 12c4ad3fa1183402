ALTER TABLE "purchases" ADD COLUMN "renewal_invoice_id" text;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD COLUMN "renewal_unpaid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_renewal_invoice_id_unique" UNIQUE("renewal_invoice_id");