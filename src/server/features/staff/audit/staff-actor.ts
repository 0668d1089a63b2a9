import type { AuditActor } from './audit-log.repository';

/** A signed-in staff member acting on something: audited by id and email. */
export interface StaffActor extends AuditActor {
  id: string;
}
