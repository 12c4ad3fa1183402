PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_user_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_codes_purpose_check" CHECK("__new_user_codes"."purpose" in ('PasswordReset', 'Activation'))
);
--> statement-breakpoint
INSERT INTO `__new_user_codes`("id", "code_hash", "user_id", "purpose", "created_at", "expires_at", "used_at") SELECT "id", "code_hash", "user_id", "purpose", "created_at", "expires_at", "used_at" FROM `user_codes`;--> statement-breakpoint
DROP TABLE `user_codes`;--> statement-breakpoint
ALTER TABLE `__new_user_codes` RENAME TO `user_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `user_codes_code_hash_unique` ON `user_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `user_codes_user_id_idx` ON `user_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`password_hash` text,
	`type` text NOT NULL,
	`currency` text NOT NULL,
	`language` text NOT NULL,
	`confirmed` integer NOT NULL,
	`in_the_red` integer NOT NULL,
	`stripe_customer_id` text,
	`stripe_payment_method_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_type_check" CHECK("__new_users"."type" in ('Admin', 'Publisher', 'Editor', 'Customer')),
	CONSTRAINT "users_currency_check" CHECK("__new_users"."currency" in ('USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD')),
	CONSTRAINT "users_language_check" CHECK("__new_users"."language" in ('enGB', 'nlNL'))
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "first_name", "last_name", "password_hash", "type", "currency", "language", "confirmed", "in_the_red", "stripe_customer_id", "stripe_payment_method_id", "created_at", "updated_at") SELECT "id", "email", "first_name", "last_name", "password_hash", "type", "currency", "language", "confirmed", "in_the_red", "stripe_customer_id", "stripe_payment_method_id", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);