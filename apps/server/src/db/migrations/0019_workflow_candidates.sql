CREATE TABLE "wf_task_candidates" (
	"tenant_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"queue" text,
	"due_at" timestamp with time zone,
	CONSTRAINT "wf_task_candidates_task_id_kind_ref_pk" PRIMARY KEY("task_id","kind","ref")
);
--> statement-breakpoint
ALTER TABLE "wf_task_candidates" ADD CONSTRAINT "wf_task_candidates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task_candidates" ADD CONSTRAINT "wf_task_candidates_task_id_wf_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."wf_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_task_candidates_key_idx" ON "wf_task_candidates" USING btree ("tenant_id","kind","ref","created_at","task_id","queue","due_at");--> statement-breakpoint
-- Row-level security as for every tenant-owned table (migrations 0012, 0017), with the meaning of
-- platform_tenant_row(tenant_id) written so that the scope is read once per query (two InitPlans)
-- instead of once per row: counting a role's ten thousand candidate tasks spent most of its time in
-- current_setting() otherwise.
ALTER TABLE "wf_task_candidates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "wf_task_candidates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON "wf_task_candidates"
  USING (
    (SELECT current_setting('app.tenant_id', true)) = 'system'
    OR tenant_id = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid))
  WITH CHECK (
    (SELECT current_setting('app.tenant_id', true)) = 'system'
    OR tenant_id = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid));
--> statement-breakpoint
-- The candidates of the tasks open and unclaimed now.
INSERT INTO "wf_task_candidates" ("tenant_id", "task_id", "kind", "ref", "created_at", "queue", "due_at")
SELECT t.tenant_id, t.id, c.kind, c.ref, t.created_at, t.queue, t.due_at
FROM "wf_tasks" t
CROSS JOIN LATERAL (
  SELECT 'user' AS kind, u::text AS ref FROM unnest(t.candidate_users) u
  UNION SELECT 'role', r::text FROM unnest(t.candidate_roles) r
  UNION SELECT 'dept', d::text FROM unnest(t.candidate_depts) d
) c
WHERE t.status = 'open' AND t.assignee_id IS NULL;
