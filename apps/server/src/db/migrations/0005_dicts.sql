CREATE TABLE "dicts" (
	"tenant_id" uuid,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_layouts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"page_id" text,
	"body" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_layouts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dicts" ADD CONSTRAINT "dicts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicts" ADD CONSTRAINT "dicts_parent_id_dicts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dicts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dicts_platform_code_key" ON "dicts" USING btree ("code") WHERE "dicts"."tenant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dicts_tenant_code_key" ON "dicts" USING btree ("tenant_id","code") WHERE "dicts"."tenant_id" is not null;--> statement-breakpoint
CREATE INDEX "dicts_tenant_parent_idx" ON "dicts" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_layouts_page_key" ON "page_layouts" USING btree ("tenant_id","page_id") WHERE "page_layouts"."page_id" is not null;