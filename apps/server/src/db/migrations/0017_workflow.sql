CREATE TABLE "wf_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"xml" text NOT NULL,
	"deployed_by" text,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"xml" text NOT NULL,
	"deployed_by" text,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"element_id" text,
	"element_name" text,
	"actor_id" uuid,
	"actor_name" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "wf_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"business_key" text,
	"title" text,
	"status" text NOT NULL,
	"state" jsonb,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" uuid,
	"started_by_name" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"element_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"handler" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"output" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"element_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"name" text NOT NULL,
	"queue" text,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" uuid,
	"candidate_users" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"candidate_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"candidate_depts" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"form_id" uuid,
	"form_version" integer,
	"due_at" timestamp with time zone,
	"previous_element_id" text,
	"outcome" text,
	"comment" text,
	"completed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"overdue_notified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_decisions" ADD CONSTRAINT "wf_decisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_definitions" ADD CONSTRAINT "wf_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_history" ADD CONSTRAINT "wf_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_history" ADD CONSTRAINT "wf_history_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD CONSTRAINT "wf_instances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD CONSTRAINT "wf_instances_definition_id_wf_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."wf_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_jobs" ADD CONSTRAINT "wf_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_jobs" ADD CONSTRAINT "wf_jobs_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD CONSTRAINT "wf_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_tasks" ADD CONSTRAINT "wf_tasks_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_decisions_tenant_key_version_key" ON "wf_decisions" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definitions_tenant_key_version_key" ON "wf_definitions" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "wf_definitions_key_idx" ON "wf_definitions" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "wf_history_instance_idx" ON "wf_history" USING btree ("instance_id","at");--> statement-breakpoint
CREATE INDEX "wf_instances_tenant_definition_idx" ON "wf_instances" USING btree ("tenant_id","definition_id","status");--> statement-breakpoint
CREATE INDEX "wf_instances_tenant_started_idx" ON "wf_instances" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "wf_jobs_due_idx" ON "wf_jobs" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "wf_jobs_instance_idx" ON "wf_jobs" USING btree ("instance_id","status");--> statement-breakpoint
CREATE INDEX "wf_tasks_assignee_open_idx" ON "wf_tasks" USING btree ("tenant_id","assignee_id","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "wf_tasks_candidates_open_idx" ON "wf_tasks" USING gin ("candidate_users","candidate_roles","candidate_depts") WHERE status = 'open' and assignee_id is null;--> statement-breakpoint
CREATE INDEX "wf_tasks_instance_idx" ON "wf_tasks" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "wf_tasks_completed_by_idx" ON "wf_tasks" USING btree ("tenant_id","completed_by","completed_at") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "wf_tasks_due_open_idx" ON "wf_tasks" USING btree ("due_at") WHERE status = 'open' and due_at is not null and not overdue_notified;--> statement-breakpoint
-- Row-level security as for every tenant-owned table (migration 0012); definitions and decisions
-- without a tenant are platform templates every tenant reads.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['wf_definitions', 'wf_decisions', 'wf_instances', 'wf_tasks', 'wf_jobs', 'wf_history'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING (platform_tenant_row(tenant_id)) WITH CHECK (platform_tenant_row(tenant_id))',
      t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY "platform_rows_read" ON "wf_definitions" FOR SELECT USING ("tenant_id" IS NULL);
--> statement-breakpoint
CREATE POLICY "platform_rows_read" ON "wf_decisions" FOR SELECT USING ("tenant_id" IS NULL);
