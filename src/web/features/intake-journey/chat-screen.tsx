import { Flag } from 'lucide-react';
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
import { ChatNotice } from './chat-notice';
import { MessageList } from './message-list';
import { CountdownMove, LimitChoice } from './part-end';
import { QuickAnswers } from './quick-answers';
import { useChatConversation } from './use-chat-conversation';
import { type IntakeIds, intakePath, useIntakeIds } from './use-intake-ids';
import { useIntakeProgress } from './use-intake-progress';

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

/**
 * /chatplus asks first whether there is an intake to extend: a chat this tab never had, or
 * one our server knows is not there, gets no extension request (decision 0042).
 */
function useExtensionCheck(part: ChatPart, ids: IntakeIds | null) {
  const check = useIntakeProgress(part === 'chatplus' && ids && !ids.isChatNew ? ids : null);
  if (part !== 'chatplus') return { isReady: true, hasNothingToExtend: false };
  if (!ids) return { isReady: false, hasNothingToExtend: false };
  if (ids.isChatNew) return { isReady: true, hasNothingToExtend: true };
  if (check.kind === 'checking') return { isReady: false, hasNothingToExtend: false };
  return { isReady: true, hasNothingToExtend: check.kind === 'known' && check.progress.hasIntake === false };
}

function NothingToExtend() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">No intake to continue yet</h1>
      <div className="mt-6 rounded-lg border border-border bg-card p-6 text-card-foreground">
        <p>
          There is no intake to continue in this browser yet. Start your free analysis first; the extension is
          offered after its first {QUESTIONS_PER_PART} questions.
        </p>
        <Button asChild variant="hero" className="mt-4">
          <Link to="/intake">Start Free Analysis</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * /chat and /chatplus: the whole screen on a phone (issues 13, 28). The header keeps the
 * SPEC's title and progress on one line, and the switches, "Talk to a person" and "Finish now"
 * on a second; the SPEC's notice is one dismissable line below it; the conversation fills the
 * rest down to the composer, which stays above the on-screen keyboard. At the question limit
 * the choice of what comes next is the conversation's last item.
 */
export function ChatScreen({ part }: { part: ChatPart }) {
  const navigate = useNavigate();
  const ids = useIntakeIds({ generateChat: true });
  const extension = useExtensionCheck(part, ids);
  const activeIds = extension.isReady && !extension.hasNothingToExtend ? ids : null;
  const conversation = useChatConversation(part, activeIds);
  const earlier = useEarlierConversation(part, activeIds);
  const { questionNumber } = conversation;
  const browserIntake = ids && ids.chatId ? { sessionId: ids.sessionId, chatId: ids.chatId } : null;

  if (extension.hasNothingToExtend) return <NothingToExtend />;

  return (
    <section className="mx-auto flex h-full min-h-0 w-full max-w-3xl flex-col px-3 sm:px-4">
      <div className="shrink-0 border-b border-border py-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <h1 className="truncate text-sm font-semibold tracking-tight sm:text-lg">
            Connected to Agent {organization.productName}
          </h1>
          <p
            className="shrink-0 text-xs font-medium text-muted-foreground sm:text-sm"
            data-testid="question-progress"
          >
            {questionNumber > 0 ? `Question ${questionNumber} of ${QUESTIONS_PER_PART}` : '\u00a0'}
          </p>
        </div>
        <div className={cn('mt-1 flex flex-wrap items-center gap-x-1.5', shortViewportHidden)}>
          <ChannelSwitches />
          <div className="ml-auto flex items-center gap-1">
            <CallbackRequest ids={browserIntake} />
            <Button
              variant="outline"
              size="sm"
              className="h-8 px-2.5 text-xs"
              disabled={!ids?.chatId}
              onClick={() => ids && void navigate(intakePath('/chatcomplete', ids))}
            >
              <Flag aria-hidden="true" className="hidden sm:block" />
              Finish now
            </Button>
          </div>
        </div>
      </div>
      <div className={shortViewportHidden}>
        <ChatNotice part={part} />
      </div>
      <MessageList
        earlier={earlier}
        messages={conversation.messages}
        isWaiting={conversation.isWaiting && !conversation.isUploading}
        after={
          conversation.limit && ids ? (
            <LimitChoice part={part} limit={conversation.limit} ids={ids} />
          ) : conversation.quickAnswer ? (
            <QuickAnswers
              quickAnswer={conversation.quickAnswer}
              onAnswer={(text) => void conversation.send(text, [])}
            />
          ) : null
        }
      />
      {conversation.pendingMove && (
        <CountdownMove
          move={conversation.pendingMove}
          onMove={conversation.moveNow}
          onStay={conversation.stayHere}
        />
      )}
      <div className="shrink-0 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <ChatComposer
          isWaiting={
            conversation.isWaiting || conversation.pendingMove !== null || conversation.limit !== null
          }
          isUploading={conversation.isUploading}
          onSend={conversation.send}
        />
      </div>
    </section>
  );
}
