import {
  CHAT_ID_ALPHABET,
  CHAT_ID_LENGTH,
  SESSION_ID_ALPHABET,
  SESSION_ID_LENGTH,
} from '../../contracts/session';

/**
 * Uniform random string from the Web Crypto source. Rejection sampling keeps every
 * character equally likely (a plain modulo would favour the first letters).
 */
export function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

export const newSessionId = () => randomString(SESSION_ID_ALPHABET, SESSION_ID_LENGTH);
export const newChatId = () => randomString(CHAT_ID_ALPHABET, CHAT_ID_LENGTH);
