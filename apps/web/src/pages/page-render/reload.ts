import { createContext } from 'react';

/** The page's lists reload when an action or a form changed something. */
export const ReloadContext = createContext<{ version: number; reload: () => void }>({
  version: 0,
  reload: () => undefined,
});
