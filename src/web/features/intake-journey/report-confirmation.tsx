import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '../../components/ui/button';
import { type BrowserIntake, chatReportAddress, fetchChatReportState } from '../../lib/intake-api';

const pollEveryMs = 3000;
const giveUpAfterMs = 5 * 60_000;

/**
 * After the email step: the report opens here too, in the browser that did the intake, as
 * soon as it is ready (issue 15: the email is a copy, not the only way). Asks the server every
 * few seconds for a few minutes; says nothing when our server is not the one running the chat.
 */
export function ReportReadyLink({ ids }: { ids: BrowserIntake }) {
  const { sessionId, chatId } = ids;
  const [state, setState] = useState<'preparing' | 'ready' | 'unknown'>('preparing');
  useEffect(() => {
    let isActive = true;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const found = await fetchChatReportState({ sessionId, chatId });
      if (!isActive) return;
      if (found === 'ready') return setState('ready');
      if (found === null) return setState('unknown');
      if (Date.now() - startedAt < giveUpAfterMs) timer = setTimeout(() => void check(), pollEveryMs);
    };
    void check();
    return () => {
      isActive = false;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, chatId]);

  if (state === 'unknown') return null;
  if (state === 'preparing')
    return (
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        Your report is being prepared. It will open here as soon as it is ready.
      </p>
    );
  return (
    <Button asChild variant="outline" className="mt-4">
      <a href={chatReportAddress(ids)} target="_blank" rel="noopener">
        <FileText aria-hidden="true" />
        View your case value report
      </a>
    </Button>
  );
}
