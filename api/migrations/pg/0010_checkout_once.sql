CREATE TABLE "purchase_claims" (
	"user_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"purchase_id" integer NOT NULL,
	CONSTRAINT "purchase_claims_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "purchase_claims" ADD CONSTRAINT "purchase_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_claims" ADD CONSTRAINT "purchase_claims_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_claims_purchase_id_idx" ON "purchase_claims" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_once_key_unique" UNIQUE("once_key");--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD CONSTRAINT "local_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "local_subscriptions" ADD CONSTRAINT "local_subscriptions_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_idempotency_key_unique" UNIQUE("idempotency_key");