-- The catalogue's version: one row, moved by a trigger on every write to a table the catalogue
-- caches read (api/src/db/catalogue-version.ts, CATALOGUE_TABLES), so that no write path can
-- forget to tell them. SQLite has no statement triggers: one per row and event.
CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalogue_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `prices_catalogue_insert` AFTER INSERT ON `prices` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prices_catalogue_update` AFTER UPDATE ON `prices` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prices_catalogue_delete` AFTER DELETE ON `prices` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `authors_catalogue_insert` AFTER INSERT ON `authors` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `authors_catalogue_update` AFTER UPDATE ON `authors` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `authors_catalogue_delete` AFTER DELETE ON `authors` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `author_links_catalogue_insert` AFTER INSERT ON `author_links` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `author_links_catalogue_update` AFTER UPDATE ON `author_links` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `author_links_catalogue_delete` AFTER DELETE ON `author_links` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tag_groups_catalogue_insert` AFTER INSERT ON `tag_groups` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tag_groups_catalogue_update` AFTER UPDATE ON `tag_groups` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tag_groups_catalogue_delete` AFTER DELETE ON `tag_groups` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tags_catalogue_insert` AFTER INSERT ON `tags` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tags_catalogue_update` AFTER UPDATE ON `tags` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tags_catalogue_delete` AFTER DELETE ON `tags` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_catalogue_insert` AFTER INSERT ON `products` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_catalogue_update` AFTER UPDATE ON `products` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_catalogue_delete` AFTER DELETE ON `products` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_tags_catalogue_insert` AFTER INSERT ON `product_tags` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_tags_catalogue_update` AFTER UPDATE ON `product_tags` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_tags_catalogue_delete` AFTER DELETE ON `product_tags` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `collection_sets_catalogue_insert` AFTER INSERT ON `collection_sets` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `collection_sets_catalogue_update` AFTER UPDATE ON `collection_sets` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `collection_sets_catalogue_delete` AFTER DELETE ON `collection_sets` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_links_catalogue_insert` AFTER INSERT ON `product_links` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_links_catalogue_update` AFTER UPDATE ON `product_links` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_links_catalogue_delete` AFTER DELETE ON `product_links` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `hands_catalogue_insert` AFTER INSERT ON `hands` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `hands_catalogue_update` AFTER UPDATE ON `hands` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `hands_catalogue_delete` AFTER DELETE ON `hands` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1;
END;
