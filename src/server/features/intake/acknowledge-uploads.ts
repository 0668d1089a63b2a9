import type { Language } from '../../../contracts/case-record';
import type { AttachmentMeta } from '../../../contracts/webhooks';

import { packFor } from './language/packs';

/**
 * A message whose files reached the case is answered with a word about them first (issue 28:
 * "Thanks — I've added the photo to your case"), so the visitor knows the upload was not lost.
 * Only files our upload endpoint stored and linked to this message count; a file sent as its
 * description alone (an external service, a refused upload) is not claimed. After an emergency
 * notice the word comes last: that notice is always the first thing said.
 */
export function acknowledgeUploads(
  output: string,
  received: readonly Pick<AttachmentMeta, 'type'>[],
  options: { language: Language | undefined; isEmergency: boolean },
): string {
  if (received.length === 0 || !output) return output;
  const arePhotos = received.every((file) => file.type.toLowerCase().startsWith('image/'));
  const kind = arePhotos
    ? received.length === 1
      ? 'photo'
      : 'photos'
    : received.length === 1
      ? 'file'
      : 'files';
  const thanks = packFor(options.language).saying.uploadsReceived[kind];
  return options.isEmergency ? `${output}\n\n${thanks}` : `${thanks} ${output}`;
}
