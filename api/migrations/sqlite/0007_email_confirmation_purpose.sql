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
	CONSTRAINT "user_codes_purpose_check" CHECK("__new_user_codes"."purpose" in ('PasswordReset', 'Activation', 'EmailConfirmation'))
);
--> statement-breakpoint
INSERT INTO `__new_user_codes`("id", "code_hash", "user_id", "purpose", "created_at", "expires_at", "used_at") SELECT "id", "code_hash", "user_id", "purpose", "created_at", "expires_at", "used_at" FROM `user_codes`;--> statement-breakpoint
DROP TABLE `user_codes`;--> statement-breakpoint
ALTER TABLE `__new_user_codes` RENAME TO `user_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `user_codes_code_hash_unique` ON `user_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `user_codes_user_id_idx` ON `user_codes` (`user_id`);