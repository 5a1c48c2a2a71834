ALTER TABLE "cert_audits" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "cert_contracts" ADD COLUMN "client_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cert_contracts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "cert_contracts" ADD COLUMN "cancelled_at" timestamp with time zone;