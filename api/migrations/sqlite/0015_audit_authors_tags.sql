PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer NOT NULL,
	`on_behalf_of_id` integer,
	`operation` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`fields_before` text,
	`fields_after` text,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`on_behalf_of_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "audit_log_entity_type_check" CHECK("__new_audit_log"."entity_type" in ('Product', 'Subscription', 'Article', 'Author', 'Tag'))
);
--> statement-breakpoint
INSERT INTO `__new_audit_log`("id", "at", "actor_id", "on_behalf_of_id", "operation", "entity_type", "entity_id", "fields_before", "fields_after") SELECT "id", "at", "actor_id", "on_behalf_of_id", "operation", "entity_type", "entity_id", "fields_before", "fields_after" FROM `audit_log`;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
-- Rebuilding the table dropped its append-only triggers (0013): they come back.
-- Append-only (DESIGN.md "Decisions"): nothing updates or deletes a row. A later migration that
-- rebuilds this table must create these triggers again (audit-log.test.ts checks them).
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
