ALTER TABLE `hands` ADD `content_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_hands` ADD `hand_version` integer;