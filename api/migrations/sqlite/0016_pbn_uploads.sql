CREATE TABLE `pbn_upload_games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`upload_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`hand_id` integer,
	`problems` text NOT NULL,
	FOREIGN KEY (`upload_id`) REFERENCES `pbn_uploads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hand_id`) REFERENCES `hands`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pbn_upload_games_upload_position_unique` ON `pbn_upload_games` (`upload_id`,`position`);--> statement-breakpoint
CREATE TABLE `pbn_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`product_id` integer,
	`article_id` integer,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "pbn_uploads_status_check" CHECK("pbn_uploads"."status" in ('Processing', 'Complete', 'Failed')),
	CONSTRAINT "pbn_uploads_one_parent_check" CHECK(("pbn_uploads"."product_id" is null) <> ("pbn_uploads"."article_id" is null))
);
--> statement-breakpoint
CREATE INDEX `pbn_uploads_product_id_idx` ON `pbn_uploads` (`product_id`);--> statement-breakpoint
CREATE INDEX `pbn_uploads_article_id_idx` ON `pbn_uploads` (`article_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `pbn_uploads_file_name_unique` ON `pbn_uploads` (`file_name`);