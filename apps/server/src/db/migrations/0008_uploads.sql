CREATE TABLE "uploads" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploader_id" uuid NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_key_idx" ON "uploads" USING btree ("key");