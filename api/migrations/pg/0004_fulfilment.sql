ALTER TABLE "purchases" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "purchase_item_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchase_item_id_unique" UNIQUE("purchase_item_id");--> statement-breakpoint
-- Purchases that succeeded before fulfilment was recorded were fulfilled when they last changed.
UPDATE "purchases" SET "fulfilled_at" = "updated_at" WHERE "status" = 'Succeeded';
