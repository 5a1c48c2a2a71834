-- The name of the record a write touched, kept by the operation log: after a delete the id names nothing.
ALTER TABLE "operation_logs" ADD COLUMN "target_name" text;