CREATE TABLE "biz_submission_files" (
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"key" text NOT NULL,
	"submitter_tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_submission_files_tenant_id_submission_id_key_pk" PRIMARY KEY("tenant_id","submission_id","key")
);
--> statement-breakpoint
ALTER TABLE "biz_submission_files" ADD CONSTRAINT "biz_submission_files_tenant_id_submission_id_biz_submissions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","submission_id") REFERENCES "public"."biz_submissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biz_submission_files_key_idx" ON "biz_submission_files" USING btree ("tenant_id","key");--> statement-breakpoint
-- Row-level security as for the other business tables (0018): the publisher's rows; the submitting
-- tenant writes them when it submits and reads its own.
ALTER TABLE "biz_submission_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "biz_submission_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "biz_submission_files" USING (platform_tenant_row("tenant_id")) WITH CHECK (platform_tenant_row("tenant_id"));
--> statement-breakpoint
CREATE POLICY "submitter_rows" ON "biz_submission_files" USING (platform_tenant_row("submitter_tenant_id")) WITH CHECK (platform_tenant_row("submitter_tenant_id"));
