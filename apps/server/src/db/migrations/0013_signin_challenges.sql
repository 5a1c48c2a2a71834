-- Image captchas give way to proof-of-work sign-in challenges (ALTCHA), and failed sign-ins are
-- counted per account and source in throttles instead of per user in login_failures.
CREATE TABLE "sign_in_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hmac_keys" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "captchas" CASCADE;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires_idx" ON "sign_in_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttles_window_idx" ON "throttles" USING btree ("window_started_at");
