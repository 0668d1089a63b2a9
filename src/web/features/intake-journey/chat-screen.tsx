import { ArrowRight, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import type { TranscriptMessage } from '../../../contracts/intake-progress';
import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { organization } from '../../../contracts/organization';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { fetchIntakeTranscript, isOwnIntakeServer } from '../../lib/intake-api';
import { shortViewportHidden } from '../../lib/viewport';
import { type ChatPart, loadRuntimeConfig } from '../../lib/webhook-client';

import { CallbackRequest } from './callback-request';
import { ChannelSwitches } from './channel-switches';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { type PendingMove, useChatConversation } from './use-chat-conversation';
import { type IntakeIds, intakePath, useIntakeIds } from './use-intake-ids';

export const chatNotices: Record<ChatPart, string> = {
  chat: `Your free evaluation takes about 15 minutes: our agent asks up to ${QUESTIONS_PER_PART} questions. If it needs more detail, you can extend the intake once, by ${QUESTIONS_PER_PART} more questions, before you receive your case value report.`,
  chatplus: `This is your one extension: up to ${QUESTIONS_PER_PART} more questions. After them, leave your email address and we will send your case value report.`,
};

/** /chatplus shows what was said in the first part, read back from our server for this browser. */
function useEarlierConversation(part: ChatPart, ids: IntakeIds | null): TranscriptMessage[] {
  const [earlier, setEarlier] = useState<TranscriptMessage[]>([]);
  const sessionId = ids?.sessionId;
  const chatId = ids?.chatId;
  useEffect(() => {
    if (part !== 'chatplus' || !sessionId || !chatId) return;
    let isCurrent = true;
    void (async () => {
      if (!isOwnIntakeServer(await loadRuntimeConfig())) return;
      const transcript = await fetchIntakeTranscript({ sessionId, chatId });
      if (isCurrent && transcript) setEarlier(transcript.messages.filter((message) => message.part === 1));
    })();
    return () => {
      isCurrent = false;
    };
  }, [chatId, part, sessionId]);
  return earlier;
}

/** The last words of a part stay on screen; the visitor moves on, or stays to read. */
function PartEnd({ move, onMove, onStay }: { move: PendingMove; onMove: () => void; onStay: () => void }) {
  return (
    <div
      role="status"
      className="flex shrink-0 flex-wrap items-center gap-3 border-t border-border bg-accent px-3 py-2 text-sm text-accent-foreground"
    >
      <Button size="sm" onClick={onMove}>
        Continue
        <ArrowRight aria-hidden="true" />
      </Button>
      {move.secondsLeft !== null ? (
        <>
          <span>Moving on in {move.secondsLeft} s.</span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onStay}>
            Stay here to read
          </Button>
        </>
      ) : (
        <span>Take your time; continue when you are ready.</span>
      )}
    </div>
  );
}

/**
 * /chat and /chatplus: the whole screen on a phone (issue 13). A compact bar holds the
 * SPEC's title, switches and progress, with the notice one tap away; the conversation fills
 * the rest down to the composer, which stays above the on-screen keyboard.
 */
export function ChatScreen({ part }: { part: ChatPart }) {
  const navigate = useNavigate();
  const ids = useIntakeIds({ generateChat: true });
  // The extension of a chat this browser never had cannot exist: say so instead of
  // posting to reset-sessqno for a made-up chat (docs/decisions/0042).
  const hasNothingToExtend = part === 'chatplus' && ids?.isChatNew === true;
  const conversation = useChatConversation(part, hasNothingToExtend ? null : ids);
  const earlier = useEarlierConversation(part, hasNothingToExtend ? null : ids);
  const { questionNumber } = conversation;
  const browserIntake = ids && ids.chatId ? { sessionId: ids.sessionId, chatId: ids.chatId } : null;

  return (
    <section className="mx-auto flex h-full min-h-0 w-full max-w-3xl flex-col px-3 sm:px-4">
      <div className="shrink-0 space-y-1.5 border-b border-border py-2">
        <div className="flex items-baseline justify-between gap-3">
          <h1 className="text-sm font-semibold tracking-tight sm:text-lg">
            Connected to Agent {organization.productName}
          </h1>
          <p
            className="shrink-0 text-xs font-medium text-muted-foreground sm:text-sm"
            data-testid="question-progress"
          >
            {questionNumber > 0 ? `Question ${questionNumber} of ${QUESTIONS_PER_PART}` : '\u00a0'}
          </p>
        </div>
        <div
          className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-1', shortViewportHidden)}
        >
          <ChannelSwitches />
          <details className="group text-sm">
            <summary className="flex cursor-pointer list-none items-center gap-1 text-muted-foreground hover:text-foreground">
              <Info aria-hidden="true" className="size-4" />
              About this chat
            </summary>
            <p className="mt-1 rounded-md border border-border bg-accent p-2 text-accent-foreground">
              {chatNotices[part]}
            </p>
          </details>
        </div>
        {!hasNothingToExtend && (
          <div
            className={cn('flex flex-wrap items-start justify-between gap-x-4 gap-y-1', shortViewportHidden)}
          >
            <CallbackRequest ids={browserIntake} />
            {part === 'chatplus' && ids && (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => void navigate(intakePath('/chatcomplete', ids))}
              >
                Finish now and get my report
              </Button>
            )}
          </div>
        )}
      </div>
      {hasNothingToExtend ? (
        <div className="mt-6 rounded-lg border border-border bg-card p-6 text-card-foreground">
          <p>
            There is no intake to continue in this browser yet. Start your free analysis first; the extension
            is offered after its first {QUESTIONS_PER_PART} questions.
          </p>
          <Button asChild variant="hero" className="mt-4">
            <Link to="/intake">Start Free Analysis</Link>
          </Button>
        </div>
      ) : (
        <>
          <MessageList
            earlier={earlier}
            messages={conversation.messages}
            isWaiting={conversation.isWaiting && !conversation.isUploading}
          />
          {conversation.pendingMove && (
            <PartEnd
              move={conversation.pendingMove}
              onMove={conversation.moveNow}
              onStay={conversation.stayHere}
            />
          )}
          <div className="shrink-0 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
            <ChatComposer
              isWaiting={conversation.isWaiting || conversation.pendingMove !== null}
              isUploading={conversation.isUploading}
              onSend={conversation.send}
            />
          </div>
        </>
      )}
    </section>
  );
}
