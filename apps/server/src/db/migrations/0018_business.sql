CREATE TABLE "biz_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"open_date" date,
	"close_date" date,
	"description" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "biz_papers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"biz_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"kind" smallint NOT NULL,
	"form_name" text NOT NULL,
	"form_json" text NOT NULL,
	"total" numeric,
	"experts" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_papers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "biz_reviews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"submitter_tenant_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"comment" text,
	"field_comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_reviews_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "biz_scores" (
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"expert_name" text NOT NULL,
	"submitter_tenant_id" uuid NOT NULL,
	"items" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_scores_tenant_id_submission_id_expert_id_pk" PRIMARY KEY("tenant_id","submission_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "biz_submission_versions" (
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"submitter_tenant_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_submission_versions_tenant_id_submission_id_version_pk" PRIMARY KEY("tenant_id","submission_id","version")
);
--> statement-breakpoint
CREATE TABLE "biz_submissions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"no" text NOT NULL,
	"biz_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"submitter_tenant_id" uuid NOT NULL,
	"submitter_id" uuid NOT NULL,
	"submitter_name" text NOT NULL,
	"submitter_tenant_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft_saved_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"wf_instance_id" uuid,
	"auto_score" numeric,
	"score" numeric,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "biz_suggestions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"submitter_tenant_id" uuid NOT NULL,
	"path" text NOT NULL,
	"content" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"expert_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_suggestions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "biz_tenants" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"biz_id" uuid NOT NULL,
	"target_tenant_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_tenants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "biz_items" ADD CONSTRAINT "biz_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_papers" ADD CONSTRAINT "biz_papers_tenant_id_biz_id_biz_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","biz_id") REFERENCES "public"."biz_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_reviews" ADD CONSTRAINT "biz_reviews_tenant_id_submission_id_biz_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."biz_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_scores" ADD CONSTRAINT "biz_scores_tenant_id_submission_id_biz_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."biz_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_submission_versions" ADD CONSTRAINT "biz_submission_versions_tenant_id_submission_id_biz_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."biz_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_submissions" ADD CONSTRAINT "biz_submissions_submitter_tenant_id_tenants_id_fk" FOREIGN KEY ("submitter_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_submissions" ADD CONSTRAINT "biz_submissions_tenant_id_biz_id_biz_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","biz_id") REFERENCES "public"."biz_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_submissions" ADD CONSTRAINT "biz_submissions_tenant_id_paper_id_biz_papers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","paper_id") REFERENCES "public"."biz_papers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_suggestions" ADD CONSTRAINT "biz_suggestions_tenant_id_submission_id_biz_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."biz_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_tenants" ADD CONSTRAINT "biz_tenants_target_tenant_id_tenants_id_fk" FOREIGN KEY ("target_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_tenants" ADD CONSTRAINT "biz_tenants_tenant_id_biz_id_biz_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","biz_id") REFERENCES "public"."biz_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biz_items_tenant_updated_idx" ON "biz_items" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_papers_biz_form_key" ON "biz_papers" USING btree ("tenant_id","biz_id","form_id");--> statement-breakpoint
CREATE INDEX "biz_reviews_submission_idx" ON "biz_reviews" USING btree ("tenant_id","submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_submissions_no_key" ON "biz_submissions" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_submissions_paper_submitter_key" ON "biz_submissions" USING btree ("tenant_id","paper_id","submitter_id");--> statement-breakpoint
CREATE INDEX "biz_submissions_review_idx" ON "biz_submissions" USING btree ("tenant_id","biz_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "biz_submissions_paper_idx" ON "biz_submissions" USING btree ("tenant_id","paper_id","submitted_at");--> statement-breakpoint
CREATE INDEX "biz_submissions_submitter_idx" ON "biz_submissions" USING btree ("submitter_tenant_id","submitter_id","updated_at");--> statement-breakpoint
CREATE INDEX "biz_suggestions_submission_idx" ON "biz_suggestions" USING btree ("tenant_id","submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_tenants_biz_target_key" ON "biz_tenants" USING btree ("tenant_id","biz_id","target_tenant_id");--> statement-breakpoint
CREATE INDEX "biz_tenants_target_idx" ON "biz_tenants" USING btree ("target_tenant_id","biz_id");--> statement-breakpoint
-- Row-level security as for every tenant-owned table (migration 0012): the publishing tenant sees
-- and writes its business items and everything under them.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['biz_items', 'biz_papers', 'biz_tenants', 'biz_submissions',
    'biz_submission_versions', 'biz_reviews', 'biz_scores', 'biz_suggestions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING (platform_tenant_row(tenant_id)) WITH CHECK (platform_tenant_row(tenant_id))',
      t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A tenant an item is published to reads the item, its papers and its own publication row.
CREATE POLICY "target_rows_read" ON "biz_tenants" FOR SELECT USING (platform_tenant_row("target_tenant_id"));
--> statement-breakpoint
CREATE POLICY "target_rows_read" ON "biz_items" FOR SELECT USING (EXISTS (
  SELECT 1 FROM "biz_tenants" bt WHERE bt."tenant_id" = "biz_items"."tenant_id" AND bt."biz_id" = "biz_items"."id"
    AND bt."notified_at" IS NOT NULL AND platform_tenant_row(bt."target_tenant_id")));
--> statement-breakpoint
CREATE POLICY "target_rows_read" ON "biz_papers" FOR SELECT USING (EXISTS (
  SELECT 1 FROM "biz_tenants" bt WHERE bt."tenant_id" = "biz_papers"."tenant_id" AND bt."biz_id" = "biz_papers"."biz_id"
    AND bt."notified_at" IS NOT NULL AND platform_tenant_row(bt."target_tenant_id")));
--> statement-breakpoint
-- The submitting tenant reads and writes its submissions and versions, and reads what reviewers and
-- experts said about them.
CREATE POLICY "submitter_rows" ON "biz_submissions" USING (platform_tenant_row("submitter_tenant_id")) WITH CHECK (platform_tenant_row("submitter_tenant_id"));
--> statement-breakpoint
CREATE POLICY "submitter_rows" ON "biz_submission_versions" USING (platform_tenant_row("submitter_tenant_id")) WITH CHECK (platform_tenant_row("submitter_tenant_id"));
--> statement-breakpoint
CREATE POLICY "submitter_rows_read" ON "biz_reviews" FOR SELECT USING (platform_tenant_row("submitter_tenant_id"));
--> statement-breakpoint
CREATE POLICY "submitter_rows_read" ON "biz_scores" FOR SELECT USING (platform_tenant_row("submitter_tenant_id"));
--> statement-breakpoint
CREATE POLICY "submitter_rows_read" ON "biz_suggestions" FOR SELECT USING (platform_tenant_row("submitter_tenant_id"));
