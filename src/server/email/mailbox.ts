import { createHash } from 'node:crypto';

/**
 * One mailbox, however its address is spelled (issue 26, decision 0078). Every email we send
 * to an address a visitor typed is counted against the mailbox it reaches, so `victim+1@…`,
 * `v.i.c.t.i.m@…` and `VICTIM@googlemail.com` all count as `victim@gmail.com`.
 *
 * - lower case (the local part is case-sensitive in RFC 5321; no provider we know uses that);
 * - a `+tag` is removed at every provider: folding too much only makes a cap stricter;
 * - dots are removed only where the provider ignores them (Gmail: dots never make a different
 *   mailbox); Outlook, Yahoo and iCloud treat a dot as part of the name;
 * - domains that reach one account are folded into one (googlemail → gmail; me and mac →
 *   icloud; Proton's four domains → proton.me).
 */
const DOMAIN_ALIASES: Readonly<Record<string, string>> = {
  'googlemail.com': 'gmail.com',
  'me.com': 'icloud.com',
  'mac.com': 'icloud.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};

/** Providers whose mailboxes ignore dots in the local part (after aliases are folded). */
const DOT_BLIND_DOMAINS: ReadonlySet<string> = new Set(['gmail.com']);

export function normalizeMailbox(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const rawDomain = trimmed.slice(at + 1).replace(/\.$/, '');
  const domain = DOMAIN_ALIASES[rawDomain] ?? rawDomain;
  let local = trimmed.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}

/** What the store keeps to count a mailbox: a SHA-256 of its normal form, never the address. */
export function mailboxHashOf(address: string): string {
  return createHash('sha256').update(normalizeMailbox(address)).digest('hex');
}

/** The client IP as the counts keep it: a SHA-256, for abuse limits only. */
export function ipHashOf(ip: string): string {
  return createHash('sha256').update(ip).digest('hex');
}
