ALTER TABLE `purchases` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `card_last4` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `ideal_bank` text;