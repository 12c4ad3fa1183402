ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_purpose_check" CHECK ("user_codes"."purpose" in ('PasswordReset', 'Activation'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_check" CHECK ("users"."type" in ('Admin', 'Publisher', 'Editor', 'Customer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_check" CHECK ("users"."currency" in ('USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('enGB', 'nlNL'));