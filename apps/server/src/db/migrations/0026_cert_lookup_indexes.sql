CREATE INDEX "cert_applications_instance_idx" ON "cert_applications" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "cert_audits_instance_idx" ON "cert_audits" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "cert_audits_when_idx" ON "cert_audits" USING btree ("tenant_id",coalesce("begin_date", "due_date"));