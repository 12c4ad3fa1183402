ALTER TABLE `purchases` ADD `renewal_invoice_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_renewal_invoice_id_unique` ON `purchases` (`renewal_invoice_id`);--> statement-breakpoint
ALTER TABLE `user_subscription_plans` ADD `renewal_unpaid` integer DEFAULT false NOT NULL;