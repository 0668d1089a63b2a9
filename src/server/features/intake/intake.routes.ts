import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { CHAT_START_LIMIT_MESSAGE } from '../../../contracts/chat-start-limit';
import {
  chatMessagePayloadSchema,
  endIntakePayloadSchema,
  newChatPayloadSchema,
  newsletterPayloadSchema,
  webhookPaths,
} from '../../../contracts/webhooks';
import {
  INTAKE_CALLBACK_PATH,
  INTAKE_PROGRESS_PATH,
  INTAKE_TRANSCRIPT_PATH,
} from '../../../contracts/intake-progress';
import { callbackRequestSchema, intakeIdsQuerySchema } from '../../../contracts/intake-progress-schemas';
import { INTAKE_REVIEW_PATH } from '../../../contracts/intake-review';
import { reviewRequestSchema } from '../../../contracts/intake-review-schemas';
import { AppError } from '../../http/app-error';
import { ensureBindingHash, readBindingHash } from '../../http/chat-binding';
import { assertSameOrigin } from '../../http/same-origin';

import { createIntakeAgent } from './agent/create-agent';
import { withScreenedOutput } from './agent/screen-agent-output';
import { endIntake } from './end-intake';
import type { IntakeDependencies } from './intake-dependencies';
import { readIntakeProgress, readIntakeTranscript } from './read-intake-progress';
import { requestCallback } from './request-callback';
import { applyIntakeReview, readIntakeReview } from './review-intake';
import { runIntakeTurn } from './run-intake-turn';
import { startChat } from './start-chat';
import { withoutResumeLinks } from './resume-link-redaction';
import { subscribeNewsletter } from './subscribe-newsletter';

/** The webhook calls are small JSON; anything bigger is refused before parsing. */
const BODY_LIMIT = 64 * 1024;

/** What a honeypot hit gets (decision 0012): an ordinary-looking answer, nothing stored. */
const HONEYPOT_REPLY = { output: 'Thank you. We will be in touch.' };

export async function intakeRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;
  const deps: IntakeDependencies = {
    db: store.db,
    store,
    // Any agent's output is untrusted: screened before a use case sees it (decision 0062).
    agent: withScreenedOutput(app.deps.intakeAgent ?? createIntakeAgent(config, app.log), (refusal) =>
      app.log.info({ refusal }, 'agent output set aside'),
    ),
    siteUrl: config.siteUrl,
    tokensPerChat: config.llmTokensPerChat,
    reportEmailCaps: {
      perAddress: config.email.reportsPerAddressPerDay,
      perIp: config.email.reportsPerIpPerDay,
    },
    newsletterConfirmationCaps: {
      perMailbox: config.email.newsletterConfirmationsPerMailboxPerDay,
      perIp: config.email.newsletterConfirmationsPerIpPerDay,
    },
    ...(app.deps.now ? { now: app.deps.now } : {}),
    // "Just to be sure" asks about what the report's own rules would turn the visitor away on (decision 0091).
    judgeTurnAway: app.judgeTurnAway,
    // A failing agent is our bug, not the visitor's: logged without the message, turn still answered.
    onAgentError: (error) => app.log.error({ err: error }, 'intake agent failed'),
  };

  const perIp = app.createRateLimit({
    max: config.rateLimit.ipPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  // Starting a chat has its own, much lower cap: a person starts one or two (decision 0068).
  const perIpNewChats = app.createRateLimit({
    max: config.newChatsPerIpPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `new-chat:${request.ip}`,
  });
  const admitNewChat = (request: FastifyRequest, reply: FastifyReply) => () =>
    limit(perIpNewChats, request, reply, CHAT_START_LIMIT_MESSAGE);
  const perChat = app.createRateLimit({
    max: config.rateLimit.chatPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat:${chatIdOf(request)}`,
  });

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    assertSameOrigin(request, config.siteUrl);
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new AppError('unsupported_media_type', 'This endpoint accepts application/json bodies only.');
    }
    await limit(perIp, request, reply);
    if (chatIdOf(request)) await limit(perChat, request, reply);
  }

  const routeOptions = { bodyLimit: BODY_LIMIT, preHandler: guard };

  app.post(webhookPaths.newChat, routeOptions, async (request, reply) => {
    await admitNewChat(request, reply)();
    const parsed = newChatPayloadSchema.parse(request.body);
    if (parsed.website) return honeypot(request);
    // A resume token pasted anywhere is a placeholder before any use case reads it (decision 0079).
    const payload = {
      ...parsed,
      Message: withoutResumeLinks(parsed.Message),
      userInfo: { ...parsed.userInfo, description: withoutResumeLinks(parsed.userInfo.description) },
    };
    const bindingHash = ensureBindingHash(request, reply, config.siteUrl);
    return startChat(deps, { payload, bindingHash, ip: request.ip ?? null, userAgent: userAgentOf(request) });
  });

  for (const [path, endpoint] of [
    [webhookPaths.message, 'message'],
    [webhookPaths.resetSessqno, 'reset-sessqno'],
  ] as const) {
    app.post(path, routeOptions, async (request, reply) => {
      const parsed = chatMessagePayloadSchema.parse(request.body);
      if (parsed.website) return honeypot(request);
      const payload = { ...parsed, Message: withoutResumeLinks(parsed.Message) };
      const headerToken = request.headers['x-resume-token'];
      const resumeToken =
        payload.resumeToken ??
        (typeof headerToken === 'string' && headerToken.length <= 100 ? headerToken : null);
      return runIntakeTurn(deps, {
        endpoint,
        payload,
        isPageload: String(request.headers.pageload ?? '').toLowerCase() === 'true',
        bindingHash: ensureBindingHash(request, reply, config.siteUrl),
        resumeToken,
        admitNewChat: admitNewChat(request, reply),
      });
    });
  }

  app.post(webhookPaths.endIntake, routeOptions, async (request, reply) => {
    const payload = endIntakePayloadSchema.parse(request.body);
    await endIntake(deps, { payload, bindingHash: readBindingHash(request), ip: request.ip });
    return reply.status(202).send({ ok: true });
  });

  // Ours (issue 13): the browser reads back its own intake; nothing here trusts the client
  // beyond the ids, and everything is bound to the chat cookie.
  const readOptions = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => limit(perIp, request, reply),
  };
  app.get(INTAKE_PROGRESS_PATH, readOptions, async (request, reply) => {
    const ids = intakeIdsQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return readIntakeProgress(deps, {
      sessionId: ids.id,
      chatId: ids.chat,
      bindingHash: readBindingHash(request),
    });
  });
  app.get(INTAKE_TRANSCRIPT_PATH, readOptions, async (request, reply) => {
    const ids = intakeIdsQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return readIntakeTranscript(deps, {
      sessionId: ids.id,
      chatId: ids.chat,
      bindingHash: readBindingHash(request),
    });
  });
  app.get(INTAKE_REVIEW_PATH, readOptions, async (request, reply) => {
    const ids = intakeIdsQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return readIntakeReview(deps, {
      sessionId: ids.id,
      chatId: ids.chat,
      bindingHash: readBindingHash(request),
    });
  });
  app.post(INTAKE_REVIEW_PATH, routeOptions, async (request, reply) => {
    const review = reviewRequestSchema.parse(request.body);
    reply.header('cache-control', 'no-store');
    return applyIntakeReview(deps, { request: review, bindingHash: readBindingHash(request) });
  });
  app.post(INTAKE_CALLBACK_PATH, routeOptions, async (request) => {
    const callback = callbackRequestSchema.parse(request.body);
    return requestCallback(deps, { request: callback, bindingHash: readBindingHash(request) });
  });

  app.post(webhookPaths.newsletter, routeOptions, async (request) => {
    const payload = newsletterPayloadSchema.parse(request.body);
    if (payload.website) {
      request.log.info({ event: 'honeypot' }, 'newsletter sign-up dropped');
      return { ok: true };
    }
    await subscribeNewsletter(deps, { payload, ip: request.ip ?? null });
    return { ok: true };
  });
}

function honeypot(request: FastifyRequest) {
  request.log.info({ event: 'honeypot' }, 'chat call dropped');
  return HONEYPOT_REPLY;
}

function chatIdOf(request: FastifyRequest): string | null {
  const body = request.body as { ChatID?: unknown } | null | undefined;
  return typeof body?.ChatID === 'string' ? body.ChatID.slice(0, 20) : null;
}

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 500) ?? null;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function limit(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message = 'Too many requests. Please wait a moment and try again.',
): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) {
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw new AppError('rate_limited', message);
  }
}
