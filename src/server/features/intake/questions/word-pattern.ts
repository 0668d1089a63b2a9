/**
 * One pattern for a list of words and phrases from a question lexicon, matched whole on
 * normalized text: a space or hyphen in a phrase matches either ("follow up", "follow-up"), and
 * a word ending in * matches by prefix ("bill*").
 */
export function wordPattern(words: readonly string[]): RegExp {
  const alternatives = words.map((word) =>
    word.endsWith('*')
      ? `${word.slice(0, -1).replace(/[ -]/g, '[\\s-]+')}\\p{L}*`
      : word.replace(/[ -]/g, '[\\s-]+'),
  );
  return new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives.join('|')})(?![\\p{L}\\d'])`, 'u');
}
