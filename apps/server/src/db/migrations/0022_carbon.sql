CREATE TABLE "carbon_activity" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" smallint NOT NULL,
	"value" numeric(30, 10) NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"import_id" uuid,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_activity_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"old_value" numeric(30, 10),
	"new_value" numeric(30, 10),
	"reason" text,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_activity_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_devices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"activity_kind" text NOT NULL,
	"carrier" text,
	"unit" text NOT NULL,
	"description" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"key" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"gas" text NOT NULL,
	"value" numeric(30, 10) NOT NULL,
	"numerator_unit" text NOT NULL,
	"denominator_unit" text NOT NULL,
	"ncv" numeric(30, 10),
	"ncv_unit" text,
	"carrier" text,
	"source" text NOT NULL,
	"year" integer NOT NULL,
	"region" text,
	"description" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_findings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"verification_id" uuid NOT NULL,
	"activity_id" uuid,
	"source_id" uuid,
	"severity" text NOT NULL,
	"text" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"raised_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "carbon_findings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_imports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"file_name" text NOT NULL,
	"year" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "carbon_imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_models" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"boundary" text NOT NULL,
	"gwp_set" text DEFAULT 'AR6' NOT NULL,
	"output_value" numeric(30, 10),
	"output_unit" text,
	"description" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_models_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_orgs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"region" text,
	"address" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_orgs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_paths" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"boundary" text NOT NULL,
	"gwp_set" text DEFAULT 'AR6' NOT NULL,
	"output_amount" numeric(30, 10) NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_paths_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_plans" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"base_year" integer NOT NULL,
	"base_emission" numeric(30, 10) NOT NULL,
	"target_emission" numeric(30, 10) NOT NULL,
	"scopes" smallint[] NOT NULL,
	"measures" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid,
	"name" text NOT NULL,
	"code" text,
	"declared_unit" text NOT NULL,
	"cbam_goods" text,
	"cn_code" text,
	"description" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_samples" (
	"tenant_id" uuid NOT NULL,
	"verification_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"result" text NOT NULL,
	"note" text,
	"checked_by" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_samples_tenant_id_verification_id_activity_id_pk" PRIMARY KEY("tenant_id","verification_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "carbon_sources" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"name" text NOT NULL,
	"activity_kind" text NOT NULL,
	"carrier" text,
	"device_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"factor_id" uuid NOT NULL,
	"activity_unit" text NOT NULL,
	"scope" smallint NOT NULL,
	"iso_category" smallint NOT NULL,
	"scope3_category" smallint,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carbon_sources_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carbon_verifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"model_version" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"instance_id" uuid,
	"submitted_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verifier" text,
	"assurance" text,
	"materiality" numeric(30, 10),
	"opinion" text,
	"figures" jsonb,
	"verified_at" timestamp with time zone,
	CONSTRAINT "carbon_verifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "carbon_activity" ADD CONSTRAINT "carbon_activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activity_history" ADD CONSTRAINT "carbon_activity_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_devices" ADD CONSTRAINT "carbon_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_factors" ADD CONSTRAINT "carbon_factors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_findings" ADD CONSTRAINT "carbon_findings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_imports" ADD CONSTRAINT "carbon_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_models" ADD CONSTRAINT "carbon_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_orgs" ADD CONSTRAINT "carbon_orgs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_paths" ADD CONSTRAINT "carbon_paths_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_plans" ADD CONSTRAINT "carbon_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_products" ADD CONSTRAINT "carbon_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_samples" ADD CONSTRAINT "carbon_samples_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_sources" ADD CONSTRAINT "carbon_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_verifications" ADD CONSTRAINT "carbon_verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_activity_device_month_key" ON "carbon_activity" USING btree ("tenant_id","device_id","year","month");--> statement-breakpoint
CREATE INDEX "carbon_activity_year_org_idx" ON "carbon_activity" USING btree ("tenant_id","year","org_id","device_id","month");--> statement-breakpoint
CREATE INDEX "carbon_activity_history_idx" ON "carbon_activity_history" USING btree ("tenant_id","activity_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_devices_code_key" ON "carbon_devices" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "carbon_devices_org_idx" ON "carbon_devices" USING btree ("tenant_id","org_id");--> statement-breakpoint
CREATE INDEX "carbon_factors_tenant_idx" ON "carbon_factors" USING btree ("tenant_id","category","year");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_factors_platform_key" ON "carbon_factors" USING btree ("key") WHERE tenant_id is null;--> statement-breakpoint
CREATE INDEX "carbon_findings_verification_idx" ON "carbon_findings" USING btree ("tenant_id","verification_id","created_at");--> statement-breakpoint
CREATE INDEX "carbon_imports_created_idx" ON "carbon_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_models_org_year_key" ON "carbon_models" USING btree ("tenant_id","org_id","year");--> statement-breakpoint
CREATE INDEX "carbon_orgs_parent_idx" ON "carbon_orgs" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "carbon_paths_product_idx" ON "carbon_paths" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_plans_org_year_key" ON "carbon_plans" USING btree ("tenant_id","org_id","year");--> statement-breakpoint
CREATE INDEX "carbon_products_updated_idx" ON "carbon_products" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "carbon_sources_model_idx" ON "carbon_sources" USING btree ("tenant_id","model_id");--> statement-breakpoint
CREATE INDEX "carbon_verifications_model_idx" ON "carbon_verifications" USING btree ("tenant_id","model_id","submitted_at");--> statement-breakpoint
-- Row-level security as for every tenant-owned table (migration 0012), in the form that reads the
-- scope once per query (InitPlans, as biz_submissions in 0020): dashboards sum many activity rows.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['carbon_orgs', 'carbon_models', 'carbon_sources', 'carbon_devices',
    'carbon_activity', 'carbon_activity_history', 'carbon_imports', 'carbon_products', 'carbon_paths',
    'carbon_plans', 'carbon_verifications', 'carbon_samples', 'carbon_findings'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid)) WITH CHECK ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid))',
      t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The factor library: every tenant reads the platform's factors (no tenant) and its own; only the
-- system scope (the seed) writes platform factors.
ALTER TABLE "carbon_factors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "carbon_factors" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "carbon_factors" USING (platform_tenant_row("tenant_id")) WITH CHECK (platform_tenant_row("tenant_id"));
--> statement-breakpoint
CREATE POLICY "platform_rows_read" ON "carbon_factors" FOR SELECT USING ("tenant_id" IS NULL);
