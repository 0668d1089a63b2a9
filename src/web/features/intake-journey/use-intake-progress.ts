import { useEffect, useState } from 'react';

import type { IntakeProgress } from '../../../contracts/intake-progress';
import { fetchIntakeProgress, isOwnIntakeServer } from '../../lib/intake-api';
import { loadRuntimeConfig } from '../../lib/webhook-client';

import { hasConversationInThisTab } from './transcript-store';
import type { IntakeIds } from './use-intake-ids';

/**
 * What /continue and /chatcomplete know about this browser's intake (issue 13): 'checking'
 * until our server answered; 'unknown' when it cannot know (an external automation service
 * runs the chat, by runtime config or behind our own paths, or the network failed), so the
 * page keeps the SPEC's behaviour; else the server's answer, which may be that this browser
 * never started an intake (decision 0082).
 */
export type IntakeCheck =
  { kind: 'checking' } | { kind: 'unknown' } | { kind: 'known'; progress: IntakeProgress };

export function useIntakeProgress(ids: IntakeIds | null): IntakeCheck {
  const [check, setCheck] = useState<IntakeCheck>({ kind: 'checking' });
  const sessionId = ids?.sessionId;
  const chatId = ids?.chatId;
  useEffect(() => {
    if (!sessionId) return;
    let isCurrent = true;
    void (async () => {
      const config = await loadRuntimeConfig();
      if (!isOwnIntakeServer(config)) {
        if (isCurrent) setCheck({ kind: 'unknown' });
        return;
      }
      const progress = chatId ? await fetchIntakeProgress({ sessionId, chatId }) : { hasIntake: false };
      // Our server never saw a chat this tab took part in: it ran elsewhere, so ours cannot know.
      const isSeenElsewhere = progress?.hasIntake === false && !!chatId && hasConversationInThisTab(chatId);
      if (isCurrent)
        setCheck(progress && !isSeenElsewhere ? { kind: 'known', progress } : { kind: 'unknown' });
    })();
    return () => {
      isCurrent = false;
    };
  }, [chatId, sessionId]);
  return check;
}

/** "No intake in this browser": said plainly, with the way to start one. */
export const noIntakeMessage =
  "We couldn't find an intake started in this browser. If you began on another device, open the link from that device. Otherwise, start your free analysis here; it takes about 15 minutes.";
