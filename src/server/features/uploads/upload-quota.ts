import { MAX_ATTACHMENTS } from '../../../contracts/limits';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/app-error';

import type { UploadUsage } from './uploads.repository';

export type UploadQuotas = AppConfig['uploads'];

/** The per-IP quota is a rolling 24 hours, like the report email caps (decision 0064). */
export const IP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whose quota an address counts against: an IPv4 address itself (also when IPv4-mapped), an
 * IPv6 address by its /64, which one subscriber holds whole and can hop inside at will.
 */
export function quotaAddressOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.replace(/%.*$/, '').toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export type QuotaRefusal =
  | { kind: 'files' }
  | { kind: 'chat'; bytesLeft: number }
  | { kind: 'ip'; retryAfterSeconds: number }
  | { kind: 'total' }
  | { kind: 'disk' };

/**
 * Whether `bytes` more may be reserved (decision 0061): the chat's file count and bytes, the
 * IP's bytes in the last 24 hours, all uploads together, and the disk's free space minus
 * what other uploads have reserved but not yet written, which must stay above the floor.
 */
export function findQuotaRefusal(input: {
  usage: UploadUsage;
  bytes: number;
  quotas: UploadQuotas;
  freeDiskBytes: number;
  now: Date;
}): QuotaRefusal | null {
  const { usage, bytes, quotas } = input;
  if (usage.chatFiles >= MAX_ATTACHMENTS) return { kind: 'files' };
  if (usage.chatBytes + bytes > quotas.bytesPerChat)
    return { kind: 'chat', bytesLeft: Math.max(0, quotas.bytesPerChat - usage.chatBytes) };
  if (usage.ipBytes + bytes > quotas.bytesPerIpPerDay) {
    const freedAt = usage.ipOldestAt ? Date.parse(usage.ipOldestAt) + IP_WINDOW_MS : input.now.getTime();
    return { kind: 'ip', retryAfterSeconds: Math.max(1, Math.ceil((freedAt - input.now.getTime()) / 1000)) };
  }
  if (usage.totalBytes + bytes > quotas.bytesTotal) return { kind: 'total' };
  if (input.freeDiskBytes - usage.receivingBytes - bytes < quotas.minFreeDiskBytes) return { kind: 'disk' };
  return null;
}

const MB = 1024 * 1024;
const wholeMb = (bytes: number) => Math.floor(bytes / MB);

/**
 * What the visitor is told: the browser shows it under "We couldn't store …" (issue 13), so
 * each says what limit was met and what to do, without the file's name. The total and the
 * disk floor read alike: the visitor can do nothing about either but wait.
 */
export function quotaRefusalError(refusal: QuotaRefusal, quotas: UploadQuotas): AppError {
  switch (refusal.kind) {
    case 'files':
      return new AppError('payload_too_large', `Maximum ${MAX_ATTACHMENTS} files allowed.`);
    case 'chat': {
      const limit = `Files in one chat are limited to ${wholeMb(quotas.bytesPerChat)} MB in all`;
      if (refusal.bytesLeft >= quotas.bytesPerChat)
        return new AppError(
          'payload_too_large',
          `${limit}, and this file is larger. Please send a smaller one.`,
        );
      const left =
        refusal.bytesLeft >= MB
          ? `${wholeMb(refusal.bytesLeft)} MB`
          : refusal.bytesLeft >= 1024
            ? `${Math.floor(refusal.bytesLeft / 1024)} KB`
            : null;
      return new AppError(
        'payload_too_large',
        `${limit}, and ${left ? `only ${left} is left in this one` : 'this chat has reached it'}. Please send only the files that matter most.`,
      );
    }
    case 'ip':
      return new AppError(
        'rate_limited',
        `Files sent from one internet connection are limited to ${wholeMb(quotas.bytesPerIpPerDay)} MB a day. Please try again tomorrow.`,
        { details: { retryAfterSeconds: refusal.retryAfterSeconds } },
      );
    case 'total':
    case 'disk':
      return new AppError(
        'insufficient_storage',
        'We cannot store more files right now. Please try again later.',
      );
  }
}
