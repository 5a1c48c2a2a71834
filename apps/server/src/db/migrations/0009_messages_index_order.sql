DROP INDEX "messages_receiver_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_time_idx";--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("tenant_id","receiver_tenant_user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_receiver_time_idx" ON "messages" USING btree ("tenant_id","receiver_tenant_user_id","created_at","id");