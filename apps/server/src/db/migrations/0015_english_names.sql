ALTER TABLE "apps" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "dicts" ADD COLUMN "name_en" text;