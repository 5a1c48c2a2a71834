CREATE TABLE "form_versions" (
	"tenant_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"form_name" text NOT NULL,
	"description" text,
	"json" text NOT NULL,
	"total" numeric,
	"field_count" integer DEFAULT 0 NOT NULL,
	"restored_from" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_versions_tenant_id_form_id_version_pk" PRIMARY KEY("tenant_id","form_id","version")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" smallint NOT NULL,
	"form_name" text NOT NULL,
	"description" text,
	"json" text NOT NULL,
	"form_group_id" text,
	"qs_id" text,
	"no" text,
	"df_type" smallint,
	"total" numeric,
	"is_auto" smallint,
	"field_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_tenant_id_form_id_forms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."forms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forms_tenant_kind_updated_idx" ON "forms" USING btree ("tenant_id","kind","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_tenant_scoring_no_key" ON "forms" USING btree ("tenant_id","no") WHERE "forms"."kind" = 3;