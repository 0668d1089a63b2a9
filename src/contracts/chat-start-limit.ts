import { organization } from './organization';

/**
 * What a visitor is told when their connection has started more new chats in an hour than
 * a person would (decision 0068). The server answers it with 429; the start flow shows it.
 */
export const CHAT_START_LIMIT_MESSAGE = `Too many chats have been started from your connection in the last hour. Please try again later, or call us at ${organization.supportPhone} (${organization.supportHours}).`;
