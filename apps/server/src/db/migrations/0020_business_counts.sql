DROP INDEX "biz_submissions_review_idx";--> statement-breakpoint
DROP INDEX "biz_submissions_paper_idx";--> statement-breakpoint
CREATE INDEX "biz_submissions_review_idx" ON "biz_submissions" USING btree ("tenant_id","biz_id","status","submitted_at","submitter_tenant_id");--> statement-breakpoint
CREATE INDEX "biz_submissions_paper_idx" ON "biz_submissions" USING btree ("tenant_id","paper_id","submitted_at","status","submitter_tenant_id");--> statement-breakpoint
-- The policies of biz_submissions (0018) keep their meaning, written so that the scope is read once
-- per query (InitPlans, as wf_task_candidates in 0019) rather than once per row: counting an item's
-- tens of thousands of submissions spent most of its time in current_setting() otherwise.
DROP POLICY "tenant_rows" ON "biz_submissions";
--> statement-breakpoint
DROP POLICY "submitter_rows" ON "biz_submissions";
--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "biz_submissions"
  USING (
    (SELECT current_setting('app.tenant_id', true)) = 'system'
    OR "tenant_id" = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid))
  WITH CHECK (
    (SELECT current_setting('app.tenant_id', true)) = 'system'
    OR "tenant_id" = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid));
--> statement-breakpoint
CREATE POLICY "submitter_rows" ON "biz_submissions"
  USING ("submitter_tenant_id" = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid))
  WITH CHECK ("submitter_tenant_id" = (SELECT nullif(nullif(current_setting('app.tenant_id', true), 'system'), '')::uuid));
