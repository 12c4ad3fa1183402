ALTER TABLE `purchases` ADD `terms_accepted_at` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `terms_version` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `immediate_access_consented_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `terms_accepted_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `terms_version` text;