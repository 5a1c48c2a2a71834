CREATE TABLE "cert_applications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"no" text,
	"applicant_id" text NOT NULL,
	"scheme" text NOT NULL,
	"standard" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region" text,
	"contact_name" text NOT NULL,
	"contact_tel" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"scope" text NOT NULL,
	"field_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employees" integer NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product" jsonb,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_id" uuid,
	"form_version" integer,
	"form_data" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"risk" text,
	"proposed_days" numeric(6, 1),
	"audit_days" numeric(6, 1),
	"days_reason" text,
	"review_comment" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"instance_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_audit_team" (
	"tenant_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"auditor_id" uuid NOT NULL,
	"post" text NOT NULL,
	"seq" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cert_audit_team_tenant_id_audit_id_auditor_id_pk" PRIMARY KEY("tenant_id","audit_id","auditor_id")
);
--> statement-breakpoint
CREATE TABLE "cert_auditors" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_user_id" text,
	"name" text NOT NULL,
	"gender" smallint DEFAULT 1 NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"qualification" text NOT NULL,
	"cert_no" text,
	"schemes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_auditors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_audits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"certificate_id" uuid,
	"kind" smallint NOT NULL,
	"seq" smallint DEFAULT 1 NOT NULL,
	"due_date" date,
	"begin_date" date,
	"end_date" date,
	"audit_days" numeric(6, 1) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"instance_id" uuid,
	"process_id" text,
	"phase" smallint,
	"criteria" text DEFAULT '' NOT NULL,
	"change_request" text,
	"confirmed_at" timestamp with time zone,
	"conclusion" text,
	"recommendation" text,
	"report_issued_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_audits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_certificate_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_certificate_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_certificates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"no" text NOT NULL,
	"application_id" uuid NOT NULL,
	"holder_id" text NOT NULL,
	"scheme" text NOT NULL,
	"standard" text NOT NULL,
	"ent_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"scope" text NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"verify_code" text NOT NULL,
	"previous_id" uuid,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_certificates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_contracts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"no" text NOT NULL,
	"audit_days" numeric(6, 1) NOT NULL,
	"day_rate" numeric(14, 2) NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"document" jsonb,
	"signed_copy" jsonb,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_contracts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_findings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"clause" text NOT NULL,
	"description" text NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"root_cause" text,
	"correction" text,
	"corrective_action" text,
	"answer_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"verify_comment" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_findings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_notices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"client" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_reviews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"opinion" text NOT NULL,
	"scope" text,
	"reviewer_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_reviews_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_audit_team" ADD CONSTRAINT "cert_audit_team_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_auditors" ADD CONSTRAINT "cert_auditors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_audits" ADD CONSTRAINT "cert_audits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_certificate_events" ADD CONSTRAINT "cert_certificate_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_certificates" ADD CONSTRAINT "cert_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_contracts" ADD CONSTRAINT "cert_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_findings" ADD CONSTRAINT "cert_findings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_notices" ADD CONSTRAINT "cert_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_reviews" ADD CONSTRAINT "cert_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cert_applications_no_key" ON "cert_applications" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "cert_applications_status_idx" ON "cert_applications" USING btree ("tenant_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "cert_applications_applicant_idx" ON "cert_applications" USING btree ("tenant_id","applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "cert_applications_submitted_idx" ON "cert_applications" USING btree ("tenant_id","submitted_at");--> statement-breakpoint
CREATE INDEX "cert_audit_team_auditor_idx" ON "cert_audit_team" USING btree ("tenant_id","auditor_id");--> statement-breakpoint
CREATE INDEX "cert_auditors_user_idx" ON "cert_auditors" USING btree ("tenant_id","tenant_user_id");--> statement-breakpoint
CREATE INDEX "cert_audits_application_idx" ON "cert_audits" USING btree ("tenant_id","application_id","kind","seq");--> statement-breakpoint
CREATE INDEX "cert_audits_status_idx" ON "cert_audits" USING btree ("tenant_id","status","begin_date");--> statement-breakpoint
CREATE INDEX "cert_audits_due_idx" ON "cert_audits" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "cert_certificate_events_cert_idx" ON "cert_certificate_events" USING btree ("tenant_id","certificate_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_certificates_no_key" ON "cert_certificates" USING btree ("no");--> statement-breakpoint
CREATE INDEX "cert_certificates_status_idx" ON "cert_certificates" USING btree ("tenant_id","status","expires_on");--> statement-breakpoint
CREATE INDEX "cert_certificates_holder_idx" ON "cert_certificates" USING btree ("tenant_id","holder_id","issued_on");--> statement-breakpoint
CREATE INDEX "cert_certificates_issued_idx" ON "cert_certificates" USING btree ("tenant_id","issued_on");--> statement-breakpoint
CREATE INDEX "cert_certificates_application_idx" ON "cert_certificates" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_contracts_no_key" ON "cert_contracts" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "cert_contracts_application_idx" ON "cert_contracts" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "cert_contracts_status_idx" ON "cert_contracts" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cert_findings_audit_idx" ON "cert_findings" USING btree ("tenant_id","audit_id","created_at");--> statement-breakpoint
CREATE INDEX "cert_findings_application_idx" ON "cert_findings" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "cert_notices_published_idx" ON "cert_notices" USING btree ("tenant_id","status","published_at");--> statement-breakpoint
CREATE INDEX "cert_reviews_audit_idx" ON "cert_reviews" USING btree ("tenant_id","audit_id","created_at");--> statement-breakpoint
CREATE INDEX "cert_reviews_kind_idx" ON "cert_reviews" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
-- Row-level security as for every tenant-owned table, in the InitPlan form of 0022 (lists and
-- statistics scan many rows). A certificate's public verification reads in the system scope.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cert_applications', 'cert_contracts', 'cert_auditors', 'cert_audits',
    'cert_audit_team', 'cert_findings', 'cert_reviews', 'cert_certificates', 'cert_certificate_events',
    'cert_notices'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid)) WITH CHECK ((SELECT current_setting(''app.tenant_id'', true)) = ''system'' OR tenant_id = (SELECT nullif(nullif(current_setting(''app.tenant_id'', true), ''system''), '''')::uuid))',
      t);
  END LOOP;
END $$;
