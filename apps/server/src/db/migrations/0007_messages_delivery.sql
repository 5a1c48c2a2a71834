CREATE TABLE "message_deliveries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"send_id" uuid NOT NULL,
	"receiver_tenant_user_id" uuid NOT NULL,
	"channel" smallint NOT NULL,
	"recipient" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_sends" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sender_tenant_user_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"channels" smallint[] NOT NULL,
	"receiver_type" text NOT NULL,
	"receivers" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sends_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_schemes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"process_id" text NOT NULL,
	"phase" smallint NOT NULL,
	"org_name" text NOT NULL,
	"cert_name" text NOT NULL,
	"audit_date_begin" date NOT NULL,
	"audit_date_end" date NOT NULL,
	"field" text NOT NULL,
	"audit_type" text NOT NULL,
	"criteria" text NOT NULL,
	"contact_user" text NOT NULL,
	"contact_tel" text NOT NULL,
	"contact_email" text NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb,
	"report_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_schemes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_team_members" (
	"tenant_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"realname" text NOT NULL,
	"gender" smallint NOT NULL,
	"field_major_codes" text DEFAULT '' NOT NULL,
	"audit_post" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	CONSTRAINT "audit_team_members_tenant_id_scheme_id_seq_pk" PRIMARY KEY("tenant_id","scheme_id","seq")
);
--> statement-breakpoint
DROP INDEX "messages_receiver_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_tenant_id_send_id_message_sends_tenant_id_id_fk" FOREIGN KEY ("tenant_id","send_id") REFERENCES "public"."message_sends"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_tenant_id_receiver_tenant_user_id_tenant_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receiver_tenant_user_id") REFERENCES "public"."tenant_users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_stream_tickets" ADD CONSTRAINT "message_stream_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_schemes" ADD CONSTRAINT "audit_schemes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_team_members" ADD CONSTRAINT "audit_team_members_tenant_id_scheme_id_audit_schemes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","scheme_id") REFERENCES "public"."audit_schemes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_send_idx" ON "message_deliveries" USING btree ("tenant_id","send_id","created_at");--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("next_attempt_at") WHERE "message_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "message_sends_tenant_time_idx" ON "message_sends" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "audit_schemes_process_phase_key" ON "audit_schemes" USING btree ("tenant_id","process_id","phase");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_file_id_message_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."message_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_receiver_time_idx" ON "messages" USING btree ("tenant_id","receiver_tenant_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("tenant_id","receiver_tenant_user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);