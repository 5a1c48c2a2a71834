// What the shell shows but does not own. The shell never imports pages/: app/ fills these slots with
// pages (ShellRoute) and the shell renders whatever it was given.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface MessageCentreProps {
  /** The bell's unread count, shown on the unread tab. */
  unread: number | undefined;
  /** Closes the drawer when a message leads to another page. */
  leave: () => void;
}

export interface ShellSlots {
  /** The body of the bell's drawer. */
  MessageCentre: ComponentType<MessageCentreProps>;
  /** What a side menu entry shows after its title (a work queue's open tasks), or null; `path` is its key. */
  menuExtra: (path: string) => ReactNode;
}

export const ShellSlotsContext = createContext<ShellSlots | null>(null);

export function useShellSlots(): ShellSlots {
  const slots = useContext(ShellSlotsContext);
  if (!slots) throw new Error('The shell is rendered without its slots: render it through app/ShellRoute');
  return slots;
}
