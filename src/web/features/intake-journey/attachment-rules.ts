import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_MB, MAX_ATTACHMENTS } from '../../../contracts/limits';

/** SPEC §5, verbatim. */
export const attachmentAlerts = {
  tooLarge: (name: string) => `File "${name}" is too large. Maximum size is ${MAX_ATTACHMENT_MB}MB.`,
  tooMany: `Maximum ${MAX_ATTACHMENTS} files allowed.`,
};

/**
 * Adds picked or dropped files to those already chosen: any type, each at most
 * MAX_ATTACHMENT_MB, at most MAX_ATTACHMENTS in all. Files that do not fit are left
 * out, each reason given once as an alert.
 */
export function addAttachments(
  current: readonly File[],
  incoming: readonly File[],
): { files: File[]; alerts: string[] } {
  const files = [...current];
  const alerts: string[] = [];
  let isFull = false;
  for (const file of incoming) {
    if (file.size > MAX_ATTACHMENT_BYTES) {
      alerts.push(attachmentAlerts.tooLarge(file.name));
      continue;
    }
    if (files.length >= MAX_ATTACHMENTS) {
      isFull = true;
      continue;
    }
    files.push(file);
  }
  if (isFull) alerts.push(attachmentAlerts.tooMany);
  return { files, alerts };
}
