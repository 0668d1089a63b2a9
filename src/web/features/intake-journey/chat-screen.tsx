import { Info } from 'lucide-react';
import { Link } from 'react-router';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { organization } from '../../../contracts/organization';
import { Button } from '../../components/ui/button';
import type { ChatPart } from '../../lib/webhook-client';

import { ChannelSwitches } from './channel-switches';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { useChatConversation } from './use-chat-conversation';
import { useIntakeIds } from './use-intake-ids';

export const chatNotices: Record<ChatPart, string> = {
  chat: `Your free evaluation takes about 15 minutes: our agent asks up to ${QUESTIONS_PER_PART} questions. If it needs more detail, you can extend the intake once, by ${QUESTIONS_PER_PART} more questions, before you receive your case value report.`,
  chatplus: `This is your one extension: up to ${QUESTIONS_PER_PART} more questions. After them, leave your email address and we will send your case value report.`,
};

/** /chat and /chatplus: the same chat, with its own endpoint, greeting and notice. */
export function ChatScreen({ part }: { part: ChatPart }) {
  const ids = useIntakeIds({ generateChat: true });
  // The extension of a chat this browser never had cannot exist: say so instead of
  // posting to reset-sessqno for a made-up chat (docs/decisions/0042).
  const hasNothingToExtend = part === 'chatplus' && ids?.isChatNew === true;
  const { messages, isWaiting, isUploading, questionNumber, send } = useChatConversation(
    part,
    hasNothingToExtend ? null : ids,
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        Connected to Agent {organization.productName}
      </h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <ChannelSwitches />
        <p className="text-sm font-medium text-muted-foreground" data-testid="question-progress">
          {questionNumber > 0 ? `Question ${questionNumber} of ${QUESTIONS_PER_PART}` : '\u00a0'}
        </p>
      </div>
      <p className="mt-4 flex gap-2 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {chatNotices[part]}
      </p>
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
        <div className="mt-4 space-y-3">
          <MessageList messages={messages} isWaiting={isWaiting && !isUploading} />
          <ChatComposer isWaiting={isWaiting} isUploading={isUploading} onSend={send} />
        </div>
      )}
    </section>
  );
}
