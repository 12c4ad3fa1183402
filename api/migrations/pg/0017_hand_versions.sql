ALTER TABLE "hands" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_hands" ADD COLUMN "hand_version" integer;