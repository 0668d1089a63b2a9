import { describe, expect, it } from 'vitest';

import { quotaAddressOf } from './upload-quota';

describe('the address an upload quota counts', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:85a3:1234:8a2e:370:7334:1', '2001:db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::ffff', '2001:db8:85a3:1234::/64'],
    ['2001:0DB8:85A3:1234:0000:0000:0000:0002', '2001:db8:85a3:1234::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, address) => {
    expect(quotaAddressOf(ip)).toBe(address);
  });
});
