-- The inventory sums a model's readings per device and month: with the value in the unique index the
-- sums are read from the index alone (no heap visit per device and year).
DROP INDEX "carbon_activity_device_month_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_activity_device_month_key" ON "carbon_activity" USING btree ("tenant_id","device_id","year","month") INCLUDE ("value");
