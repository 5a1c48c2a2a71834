// The shell as the router shows it, with the pages it offers from its own controls filled in.
import { lazy } from 'react';
import { queueBadgeOf } from '../pages/workflow/queue/QueueBadge';
import { ShellLayout } from '../shell/ShellLayout';
import { ShellSlotsContext, type ShellSlots } from './shellSlots';

const slots: ShellSlots = {
  // The list, its dialogs and the audit documents load with the first opening of the drawer, not with
  // every page of the shell.
  MessageCentre: lazy(() => import('../pages/messages/centre/MessageCentre')),
  menuExtra: queueBadgeOf,
};

export function ShellRoute() {
  return (
    <ShellSlotsContext.Provider value={slots}>
      <ShellLayout />
    </ShellSlotsContext.Provider>
  );
}
