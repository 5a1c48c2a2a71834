-- Server instances cache resolved sessions, app subscriptions and built menus (modules/account/
-- access-cache.ts). Every change that could make a cached answer wrong announces itself on the channel
-- platform_access from inside its transaction, so the announcement leaves only if the change commits
-- and reaches every instance, whichever module (or hand-written SQL) made the change.
CREATE FUNCTION "platform_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('platform_access', 'session:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('platform_access', 'user:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'tenant_users' THEN
    PERFORM pg_notify('platform_access', 'user:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('platform_access', 'tenant:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "platform_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('platform_access', 'access');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_access_notice" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.tenant_user_id IS DISTINCT FROM NEW.tenant_user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_delete_notice" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_access_notice" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_platform_admin IS DISTINCT FROM NEW.is_platform_admin
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_delete_notice" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_users_access_notice" AFTER UPDATE ON "tenant_users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_users_delete_notice" AFTER DELETE ON "tenant_users" FOR EACH ROW
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenants_access_notice" AFTER UPDATE ON "tenants" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenants_delete_notice" AFTER DELETE ON "tenants" FOR EACH ROW
  EXECUTE FUNCTION "platform_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "apps_access_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apps"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_apps_access_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_apps"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "resources_access_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_access_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_resources_access_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_resources"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_user_roles_access_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_access_changed"();
