CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`subscription_id` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`summary` text NOT NULL,
	`status` text NOT NULL,
	`publish_date_time` integer,
	`free_to_read` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "articles_status_check" CHECK("articles"."status" in ('Draft', 'Pending', 'Approved', 'Published'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_public_id_unique` ON `articles` (`public_id`);--> statement-breakpoint
CREATE INDEX `articles_subscription_id_idx` ON `articles` (`subscription_id`,`publish_date_time`);--> statement-breakpoint
CREATE TABLE `author_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`link_type` text NOT NULL,
	`link_url` text NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "author_links_link_type_check" CHECK("author_links"."link_type" in ('Email', 'Facebook', 'Website', 'Twitter', 'YouTube', 'BBO', 'BridgeWinners'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `author_links_author_type_unique` ON `author_links` (`author_id`,`link_type`);--> statement-breakpoint
CREATE TABLE `authors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`last_name_key` text NOT NULL,
	`name_key` text NOT NULL,
	`bio` text NOT NULL,
	`avatar_path` text NOT NULL,
	`background_image_path` text,
	`royalty_percentage` integer NOT NULL,
	`language` text NOT NULL,
	`user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "authors_language_check" CHECK("authors"."language" in ('enGB', 'nlNL')),
	CONSTRAINT "authors_royalty_percentage_check" CHECK("authors"."royalty_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authors_user_id_unique` ON `authors` (`user_id`);--> statement-breakpoint
CREATE INDEX `authors_last_name_key_idx` ON `authors` (`last_name_key`);--> statement-breakpoint
CREATE TABLE `collection_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`collection_id` integer NOT NULL,
	`set_id` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`collection_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collection_sets_set_id_idx` ON `collection_sets` (`set_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `collection_sets_collection_set_unique` ON `collection_sets` (`collection_id`,`set_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`status` text NOT NULL,
	`hand_json` text NOT NULL,
	`free_to_play` integer NOT NULL,
	`product_id` integer,
	`article_id` integer,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "hands_status_check" CHECK("hands"."status" in ('Draft', 'Pending', 'Approved')),
	CONSTRAINT "hands_one_parent_check" CHECK(("hands"."product_id" is null) <> ("hands"."article_id" is null))
);
--> statement-breakpoint
CREATE INDEX `hands_product_id_idx` ON `hands` (`product_id`,`position`);--> statement-breakpoint
CREATE INDEX `hands_article_id_idx` ON `hands` (`article_id`,`position`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer NOT NULL,
	`run_at` integer NOT NULL,
	`locked_at` integer,
	`finished_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK("jobs"."status" in ('Queued', 'Running', 'Done', 'Failed'))
);
--> statement-breakpoint
CREATE INDEX `jobs_status_run_at_idx` ON `jobs` (`status`,`run_at`);--> statement-breakpoint
CREATE TABLE `prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`price_usd` integer NOT NULL,
	`price_gbp` integer NOT NULL,
	`price_eur` integer NOT NULL,
	`price_cad` integer NOT NULL,
	`price_aud` integer NOT NULL,
	`price_nzd` integer NOT NULL,
	CONSTRAINT "prices_not_negative_check" CHECK("prices"."price_usd" >= 0 and "prices"."price_gbp" >= 0 and "prices"."price_eur" >= 0 and "prices"."price_cad" >= 0 and "prices"."price_aud" >= 0 and "prices"."price_nzd" >= 0)
);
--> statement-breakpoint
CREATE TABLE `product_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_id` text NOT NULL,
	`product_id` integer NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_links_language_check" CHECK("product_links"."language" in ('enGB', 'nlNL'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_links_link_id_unique` ON `product_links` (`link_id`);--> statement-breakpoint
CREATE INDEX `product_links_product_id_idx` ON `product_links` (`product_id`);--> statement-breakpoint
CREATE TABLE `product_tags` (
	`product_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `tag_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_tags_tag_id_idx` ON `product_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`title_key` text NOT NULL,
	`description` text NOT NULL,
	`search_key` text NOT NULL,
	`language` text NOT NULL,
	`cover_image_path` text,
	`on_sale` integer NOT NULL,
	`promoted` integer NOT NULL,
	`product_links_enabled` integer NOT NULL,
	`price_id` integer NOT NULL,
	`author_id` integer,
	`created_by_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`price_id`) REFERENCES `prices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "products_type_check" CHECK("products"."type" in ('Set', 'Collection', 'Subscription', 'GiftVoucher')),
	CONSTRAINT "products_language_check" CHECK("products"."language" in ('enGB', 'nlNL')),
	CONSTRAINT "products_promoted_on_sale_check" CHECK("products"."on_sale" or not "products"."promoted")
);
--> statement-breakpoint
CREATE INDEX `products_listing_idx` ON `products` (`language`,`on_sale`);--> statement-breakpoint
CREATE INDEX `products_author_id_idx` ON `products` (`author_id`);--> statement-breakpoint
CREATE INDEX `products_title_key_idx` ON `products` (`title_key`);--> statement-breakpoint
CREATE TABLE `purchase_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`product_id` integer,
	`subscription_plan_id` integer,
	`price` integer NOT NULL,
	`discount` integer NOT NULL,
	`discount_type` text,
	`gifted_to_user_id` integer,
	`gift_to_first_name` text,
	`gift_to_last_name` text,
	`gift_to_email` text,
	`gift_message` text,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`subscription_plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`gifted_to_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "purchase_items_discount_type_check" CHECK("purchase_items"."discount_type" in ('Percentage', 'FixedValue')),
	CONSTRAINT "purchase_items_one_item_check" CHECK(("purchase_items"."product_id" is null) <> ("purchase_items"."subscription_plan_id" is null)),
	CONSTRAINT "purchase_items_amounts_check" CHECK("purchase_items"."price" >= 0 and "purchase_items"."discount" >= 0)
);
--> statement-breakpoint
CREATE INDEX `purchase_items_purchase_id_idx` ON `purchase_items` (`purchase_id`);--> statement-breakpoint
CREATE INDEX `purchase_items_product_id_idx` ON `purchase_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `purchase_items_gifted_to_user_id_idx` ON `purchase_items` (`gifted_to_user_id`);--> statement-breakpoint
CREATE TABLE `purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`stripe_id` text,
	`status` text NOT NULL,
	`currency` text NOT NULL,
	`total_price` integer NOT NULL,
	`payment_type` text,
	`failure_message` text,
	`voucher_id` integer,
	`purchase_date` integer NOT NULL,
	`refund_date` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "purchases_status_check" CHECK("purchases"."status" in ('Pending', 'RequiresAction', 'Processing', 'Succeeded', 'Failed', 'Canceled', 'Refunded')),
	CONSTRAINT "purchases_currency_check" CHECK("purchases"."currency" in ('USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD')),
	CONSTRAINT "purchases_payment_type_check" CHECK("purchases"."payment_type" in ('Card', 'Ideal', 'Free')),
	CONSTRAINT "purchases_total_price_check" CHECK("purchases"."total_price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_stripe_id_unique` ON `purchases` (`stripe_id`);--> statement-breakpoint
CREATE INDEX `purchases_user_id_idx` ON `purchases` (`user_id`);--> statement-breakpoint
CREATE TABLE `sample_signups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`subscription_id` integer NOT NULL,
	`user_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sample_signups_email_subscription_unique` ON `sample_signups` (`email`,`subscription_id`);--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`type` text NOT NULL,
	`price_id` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`price_id`) REFERENCES `prices`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "subscription_plans_type_check" CHECK("subscription_plans"."type" in ('Monthly', 'Yearly'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_plans_subscription_type_unique` ON `subscription_plans` (`subscription_id`,`type`);--> statement-breakpoint
CREATE TABLE `tag_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_en_gb` text NOT NULL,
	`name_nl_nl` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tag_groups_name_en_gb_unique` ON `tag_groups` (`name_en_gb`);--> statement-breakpoint
CREATE UNIQUE INDEX `tag_groups_name_nl_nl_unique` ON `tag_groups` (`name_nl_nl`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`language` text NOT NULL,
	`tag_group_id` integer,
	`position` integer NOT NULL,
	FOREIGN KEY (`tag_group_id`) REFERENCES `tag_groups`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "tags_language_check" CHECK("tags"."language" in ('enGB', 'nlNL'))
);
--> statement-breakpoint
CREATE INDEX `tags_name_idx` ON `tags` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `tags_language_group_name_unique` ON `tags` (`language`,`tag_group_id`,`name`);--> statement-breakpoint
CREATE TABLE `user_hands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`hand_id` integer NOT NULL,
	`status` text NOT NULL,
	`step` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hand_id`) REFERENCES `hands`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_hands_status_check" CHECK("user_hands"."status" in ('Played', 'PartPlayed'))
);
--> statement-breakpoint
CREATE INDEX `user_hands_hand_id_idx` ON `user_hands` (`hand_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_hands_user_hand_unique` ON `user_hands` (`user_id`,`hand_id`);--> statement-breakpoint
CREATE TABLE `user_subscription_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`subscription_plan_id` integer NOT NULL,
	`purchase_item_id` integer,
	`start_date_time` integer NOT NULL,
	`end_date_time` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`purchase_item_id`) REFERENCES `purchase_items`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_subscription_plans_user_id_idx` ON `user_subscription_plans` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_tags` (
	`user_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `tag_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `vouchers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`voucher_type` text NOT NULL,
	`discount_type` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text,
	`balance` integer,
	`activation_date` integer NOT NULL,
	`expiry_date` integer,
	`total_redemptions` integer,
	`remaining_redemptions` integer,
	`product_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "vouchers_voucher_type_check" CHECK("vouchers"."voucher_type" in ('Promotion', 'GiftVoucher')),
	CONSTRAINT "vouchers_discount_type_check" CHECK("vouchers"."discount_type" in ('Percentage', 'FixedValue')),
	CONSTRAINT "vouchers_currency_check" CHECK("vouchers"."currency" in ('USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD')),
	CONSTRAINT "vouchers_value_check" CHECK("vouchers"."value" >= 0 and ("vouchers"."discount_type" <> 'Percentage' or "vouchers"."value" <= 100)),
	CONSTRAINT "vouchers_fixed_value_currency_check" CHECK("vouchers"."discount_type" <> 'FixedValue' or "vouchers"."currency" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vouchers_code_unique` ON `vouchers` (`code`);