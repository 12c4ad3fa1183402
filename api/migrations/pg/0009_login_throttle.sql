CREATE TABLE "login_clients" (
	"user_id" integer NOT NULL,
	"client_ip" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_clients_user_id_client_ip_pk" PRIMARY KEY("user_id","client_ip")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_clients" ADD CONSTRAINT "login_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_clients_last_login_at_idx" ON "login_clients" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "login_failures_forget_at_idx" ON "login_failures" USING btree ("forget_at");