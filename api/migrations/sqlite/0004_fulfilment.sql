ALTER TABLE `purchases` ADD `fulfilled_at` integer;--> statement-breakpoint
ALTER TABLE `vouchers` ADD `purchase_item_id` integer REFERENCES purchase_items(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `vouchers_purchase_item_id_unique` ON `vouchers` (`purchase_item_id`);--> statement-breakpoint
-- Purchases that succeeded before fulfilment was recorded were fulfilled when they last changed.
UPDATE `purchases` SET `fulfilled_at` = `updated_at` WHERE `status` = 'Succeeded';
