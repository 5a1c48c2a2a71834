-- Row-level security as defence in depth (README "Row-level security"): every tenant-owned row is
-- visible and writable only while the connection's app.tenant_id names its tenant, or holds 'system'
-- (work that spans tenants by design: sign-in, the delivery worker, seeding). Unset or empty: nothing.
-- FORCE makes the policies bind the tables' owner too; only superusers and BYPASSRLS roles pass by,
-- so the server runs its queries as the NOLOGIN role platform_app, created here when the migrating
-- user may create roles (db/client.ts switches every connection to it).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'platform_app')
    AND EXISTS (SELECT FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolcreaterole)) THEN
    -- Roles are cluster-wide and the migration lock is per database: a database migrating beside
    -- this one may create the role first.
    BEGIN
      CREATE ROLE platform_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'platform_app') THEN
    IF NOT pg_has_role(current_user, 'platform_app', 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT platform_app TO %I', current_user);
      EXCEPTION
        WHEN unique_violation THEN NULL; -- granted by a database migrating beside this one
        WHEN insufficient_privilege THEN
        RAISE NOTICE 'platform_app exists but % may not join it; row-level security binds % as the tables'' owner', current_user, current_user;
      END;
    END IF;
    GRANT USAGE ON SCHEMA public TO platform_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO platform_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO platform_app;
    REVOKE ALL ON schema_migrations FROM platform_app;
    -- Tables and sequences that later migrations create (as this same user) are granted too.
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO platform_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO platform_app;
  END IF;
END $$;
--> statement-breakpoint
-- Inlined into every policy (a single-SELECT SQL function). The CASE keeps 'system' and '' away
-- from the uuid cast; a setting never made in the session reads as NULL and matches nothing.
CREATE FUNCTION "platform_tenant_row"("tenant" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE current_setting('app.tenant_id', true)
    WHEN 'system' THEN true
    WHEN '' THEN false
    ELSE "tenant" = current_setting('app.tenant_id', true)::uuid
  END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'sessions', 'tenant_apps', 'tenant_users', 'roles', 'tenant_user_roles', 'depts', 'positions',
    'operation_logs', 'dicts', 'page_layouts', 'message_files', 'messages', 'message_sends',
    'message_deliveries', 'audit_schemes', 'audit_team_members', 'uploads', 'forms', 'form_versions'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %I USING (platform_tenant_row(tenant_id)) WITH CHECK (platform_tenant_row(tenant_id))',
      t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Platform roles and dictionaries (no tenant) are read by every tenant; only system scope writes them.
CREATE POLICY "platform_rows_read" ON "roles" FOR SELECT USING ("tenant_id" IS NULL);
--> statement-breakpoint
CREATE POLICY "platform_rows_read" ON "dicts" FOR SELECT USING ("tenant_id" IS NULL);
