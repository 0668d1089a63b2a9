import { createContext, useContext } from 'react';

import type { StaffSessionView } from '../../contracts/staff-console';

export const StaffSessionContext = createContext<StaffSessionView | null>(null);

/** The signed-in staff member (the console renders pages only once there is one). */
export function useStaffSession(): StaffSessionView {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside a signed-in console');
  return session;
}
