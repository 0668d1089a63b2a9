import type { Migration } from 'kysely';

import * as m0001 from './0001-jobs';
import * as m0002 from './0002-intake';
import * as m0003 from './0003-contact';
import * as m0004 from './0004-reports';
import * as m0005 from './0005-staff';
import * as m0006 from './0006-intake-agent-v2';
import * as m0007 from './0007-report-versions';
import * as m0008 from './0008-report-email-caps';
import * as m0009 from './0009-newsletter-confirmation';
import * as m0010 from './0010-report-routing';
import * as m0012 from './0012-staff-queue';
import * as m0013 from './0013-staff-inbox-links';
import * as m0014 from './0014-case-webhook-deliveries';
import * as m0016 from './0016-upload-quotas';
import * as m0018 from './0018-rate-limit-counters';
import * as m0019 from './0019-emergency-signs';
import * as m0020 from './0020-mail-sends';
import * as m0021 from './0021-newsletter-no-plain-secrets';
import * as m0023 from './0023-case-keys';
import * as m0024 from './0024-attorney-questions';

/** Every migration, in order. Names sort; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-jobs': m0001,
  '0002-intake': m0002,
  '0003-contact': m0003,
  '0004-reports': m0004,
  '0005-staff': m0005,
  '0006-intake-agent-v2': m0006,
  '0007-report-versions': m0007,
  '0008-report-email-caps': m0008,
  '0009-newsletter-confirmation': m0009,
  '0010-report-routing': m0010,
  '0012-staff-queue': m0012,
  '0013-staff-inbox-links': m0013,
  '0014-case-webhook-deliveries': m0014,
  '0016-upload-quotas': m0016,
  '0018-rate-limit-counters': m0018,
  '0019-emergency-signs': m0019,
  '0020-mail-sends': m0020,
  '0021-newsletter-no-plain-secrets': m0021,
  '0023-case-keys': m0023,
  '0024-attorney-questions': m0024,
};
