CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"form_id" uuid,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_version_key" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","language","version")
);
--> statement-breakpoint
CREATE TABLE "external_upload_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"accept" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_files" integer DEFAULT 10 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploader_name" text NOT NULL,
	"uploader_org" text,
	"uploader_phone" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"page_id" uuid,
	"form_id" uuid,
	"form_version" integer,
	"data" jsonb NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"ip" text,
	"status" integer DEFAULT 0 NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid,
	"provider" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"template_code" text,
	"ok" boolean NOT NULL,
	"provider_message_id" text,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_upload_links" ADD CONSTRAINT "external_upload_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_uploads" ADD CONSTRAINT "external_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_uploads" ADD CONSTRAINT "external_uploads_link_id_external_upload_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."external_upload_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_submissions" ADD CONSTRAINT "report_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_submissions" ADD CONSTRAINT "report_submissions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_attempts" ADD CONSTRAINT "sms_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_kind_idx" ON "content_pages" USING btree ("kind","language","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_upload_links_token_key" ON "external_upload_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_upload_links_target_idx" ON "external_upload_links" USING btree ("tenant_id","target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "external_uploads_link_idx" ON "external_uploads" USING btree ("tenant_id","link_id","created_at");--> statement-breakpoint
CREATE INDEX "report_submissions_status_idx" ON "report_submissions" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sms_attempts_created_idx" ON "sms_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_attempts_outbox_idx" ON "sms_attempts" USING btree ("outbox_id");--> statement-breakpoint
-- Row-level security as for every tenant-owned table, in the InitPlan form of 0022. sms_attempts is
-- platform-wide, like the outbox it records.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['external_upload_links', 'external_uploads', 'report_submissions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid)) WITH CHECK ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid))',
      t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Content pages: every tenant reads the platform's text (no tenant) and its own; only the system
-- scope writes the platform's.
ALTER TABLE "content_pages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "content_pages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "content_pages" USING (platform_tenant_row("tenant_id")) WITH CHECK (platform_tenant_row("tenant_id"));
--> statement-breakpoint
CREATE POLICY "platform_rows_read" ON "content_pages" FOR SELECT USING ("tenant_id" IS NULL);
