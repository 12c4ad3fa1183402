CREATE TABLE `login_clients` (
	`user_id` integer NOT NULL,
	`client_ip` text NOT NULL,
	`last_login_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `client_ip`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `login_clients_last_login_at_idx` ON `login_clients` (`last_login_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`last_failure_at` integer NOT NULL,
	`forget_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_forget_at_idx` ON `login_failures` (`forget_at`);