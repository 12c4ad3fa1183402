-- The catalogue's version: one row, moved by a trigger on every write to a table the catalogue
-- caches read (api/src/db/catalogue-version.ts, CATALOGUE_TABLES), so that no write path can
-- forget to tell them; the same transaction notifies the channel `catalogue_changed` with the
-- new version, which PostgreSQL delivers to every listening process at the commit.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Once per transaction: the first catalogue write moves the version and notifies, and marks the
-- transaction (a setting local to it) so that its later rows cost no more than that check.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	IF current_setting('tenace.catalogue_changed', true) = 'yes' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('tenace.catalogue_changed', 'yes', true);
	UPDATE "catalogue_version" SET "version" = "version" + 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('catalogue_changed', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "prices_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "prices" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "prices_catalogue_truncate" AFTER TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "authors_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "authors" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "authors_catalogue_truncate" AFTER TRUNCATE ON "authors" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "author_links_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "author_links" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "author_links_catalogue_truncate" AFTER TRUNCATE ON "author_links" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "tag_groups_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "tag_groups" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "tag_groups_catalogue_truncate" AFTER TRUNCATE ON "tag_groups" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "tags" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalogue_truncate" AFTER TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "product_tags" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_catalogue_truncate" AFTER TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "collection_sets_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "collection_sets" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "collection_sets_catalogue_truncate" AFTER TRUNCATE ON "collection_sets" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_links_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "product_links" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_links_catalogue_truncate" AFTER TRUNCATE ON "product_links" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "hands_catalogue_rows" AFTER INSERT OR UPDATE OR DELETE ON "hands" FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "hands_catalogue_truncate" AFTER TRUNCATE ON "hands" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
