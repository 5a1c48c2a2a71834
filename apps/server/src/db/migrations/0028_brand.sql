CREATE TABLE "brand_answers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"qs_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_answers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_experts" (
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"expert_id" text NOT NULL,
	"expert_name" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_experts_tenant_id_process_id_expert_id_pk" PRIMARY KEY("tenant_id","process_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "brand_processes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"no" text NOT NULL,
	"applicant_id" text NOT NULL,
	"business_type" text NOT NULL,
	"brand_name" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_tel" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"instance_id" uuid,
	"check_comment" text,
	"strength_score" numeric(8, 2),
	"level" text,
	"brand_value" numeric(18, 2),
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_processes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_qs_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dimension" text NOT NULL,
	"weight" numeric(8, 4) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_qs_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_questionnaires" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"name" text NOT NULL,
	"form_json" text NOT NULL,
	"weight" numeric(8, 4) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_questionnaires_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_reports" (
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_reports_tenant_id_process_id_version_pk" PRIMARY KEY("tenant_id","process_id","version")
);
--> statement-breakpoint
CREATE TABLE "brand_scores" (
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"expert_id" text NOT NULL,
	"qs_id" uuid NOT NULL,
	"indicator" text NOT NULL,
	"score" numeric(8, 2) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_scores_tenant_id_process_id_expert_id_qs_id_indicator_pk" PRIMARY KEY("tenant_id","process_id","expert_id","qs_id","indicator")
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"deviation_share" numeric(8, 4) NOT NULL,
	"royalty_min" numeric(8, 4) NOT NULL,
	"royalty_max" numeric(8, 4) NOT NULL,
	"tax_rate" numeric(8, 4) NOT NULL,
	"discount_rate" numeric(8, 4) NOT NULL,
	"terminal_growth" numeric(8, 4) NOT NULL,
	"forecast_years" smallint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_suggestions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"qs_id" uuid NOT NULL,
	"path" text NOT NULL,
	"content" text NOT NULL,
	"expert_id" text NOT NULL,
	"expert_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_suggestions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_value_inputs" (
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"inputs" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_value_inputs_tenant_id_process_id_pk" PRIMARY KEY("tenant_id","process_id")
);
--> statement-breakpoint
ALTER TABLE "brand_answers" ADD CONSTRAINT "brand_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_experts" ADD CONSTRAINT "brand_experts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_processes" ADD CONSTRAINT "brand_processes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_qs_groups" ADD CONSTRAINT "brand_qs_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_questionnaires" ADD CONSTRAINT "brand_questionnaires_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_reports" ADD CONSTRAINT "brand_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_scores" ADD CONSTRAINT "brand_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_suggestions" ADD CONSTRAINT "brand_suggestions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_value_inputs" ADD CONSTRAINT "brand_value_inputs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_answers_process_qs_key" ON "brand_answers" USING btree ("tenant_id","process_id","qs_id");--> statement-breakpoint
CREATE INDEX "brand_experts_expert_idx" ON "brand_experts" USING btree ("tenant_id","expert_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_processes_no_key" ON "brand_processes" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "brand_processes_status_idx" ON "brand_processes" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "brand_processes_applicant_idx" ON "brand_processes" USING btree ("tenant_id","applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_processes_instance_idx" ON "brand_processes" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "brand_qs_groups_sort_idx" ON "brand_qs_groups" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "brand_questionnaires_group_idx" ON "brand_questionnaires" USING btree ("tenant_id","group_id","sort");--> statement-breakpoint
CREATE INDEX "brand_suggestions_process_idx" ON "brand_suggestions" USING btree ("tenant_id","process_id","qs_id","created_at");--> statement-breakpoint
-- Row-level security as for every tenant-owned table, in the InitPlan form of 0022.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['brand_qs_groups', 'brand_questionnaires', 'brand_processes', 'brand_answers',
    'brand_experts', 'brand_scores', 'brand_suggestions', 'brand_value_inputs', 'brand_reports',
    'brand_settings'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid)) WITH CHECK ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid))',
      t);
  END LOOP;
END $$;
