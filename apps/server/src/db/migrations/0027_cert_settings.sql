CREATE TABLE "cert_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"application_form_id" uuid,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cert_settings" ADD CONSTRAINT "cert_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security as for every certification table (0024).
ALTER TABLE "cert_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cert_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON "cert_settings" USING ((SELECT current_setting('app.tenant_id', true)) = 'system' OR tenant_id = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid)) WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'system' OR tenant_id = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid));
