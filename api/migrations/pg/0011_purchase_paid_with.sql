ALTER TABLE "purchases" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "ideal_bank" text;