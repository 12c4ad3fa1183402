CREATE TABLE `local_customers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`default_payment_method_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_payment_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`client_secret` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`payment_method_id` text,
	`customer_id` text,
	`metadata` text NOT NULL,
	`last_error` text,
	`return_url` text,
	`amount_refunded` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`customer_id` text,
	`brand` text,
	`last4` text,
	`exp_month` integer,
	`exp_year` integer,
	`behaviour` text,
	`bank` text,
	`billing_name` text,
	`billing_email` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `local_payment_methods_customer_id_idx` ON `local_payment_methods` (`customer_id`);--> statement-breakpoint
CREATE TABLE `local_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`interval` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`cancel_at_period_end` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `purchases` ADD `payment_method_id` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `save_payment_method` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscription_plans` ADD `provider_subscription_id` text;