// An edit of the app the administrator is working in shows at once: its name and logo in the sidebar,
// its menu colours and layout where the user has not picked their own (spec §3 App info config).
import type { ManagedApp } from '@platform/contract';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { useUser } from '../../../stores/user';

export function applyIfCurrentApp(app: ManagedApp): void {
  if (app.key !== useSession.getState().appKey) return;
  const config = JSON.stringify(app.config);
  useUser.setState((state) =>
    state.app
      ? {
          app: {
            ...state.app,
            name: app.name,
            nameEn: app.nameEn ?? null,
            logo: app.logo,
            domain: app.domain,
            config,
            privileges: app.privileges,
            ssoUrl: app.ssoUrl,
            showTenantName: app.showTenantName,
          },
        }
      : {},
  );
  useSettings.getState().applyAppConfig(config);
}
