CREATE TABLE `purchase_claims` (
	`user_id` integer NOT NULL,
	`item_key` text NOT NULL,
	`purchase_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `item_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `purchase_claims_purchase_id_idx` ON `purchase_claims` (`purchase_id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `once_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_once_key_unique` ON `email_outbox` (`once_key`);--> statement-breakpoint
ALTER TABLE `local_payment_intents` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `local_payment_intents_idempotency_key_unique` ON `local_payment_intents` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `local_subscriptions` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `local_subscriptions_idempotency_key_unique` ON `local_subscriptions` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `purchases` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_idempotency_key_unique` ON `purchases` (`idempotency_key`);