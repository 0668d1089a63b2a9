/**
 * The results of a pure reading step for the texts read lately (decision 0384). One message
 * is read by many facts, and each of them asked again for the same sentences, the same
 * case-type features, the same number words: up to 70 times per message. A step whose result
 * depends only on its text is run once per text, and every caller gets its own copy.
 * Bounded: the oldest text is forgotten first, so a long-running server keeps only a few
 * hundred messages' worth.
 */
export function rememberRecent<Result>(
  read: (key: string) => Result,
  copy: (result: Result) => Result,
  size = 500,
): (key: string) => Result {
  const results = new Map<string, Result>();
  return (key) => {
    let result = results.get(key);
    if (result === undefined && !results.has(key)) {
      result = read(key);
      if (results.size >= size) results.delete(results.keys().next().value!);
      results.set(key, result);
    }
    return copy(result as Result);
  };
}

/** A copy of a list, for callers free to change their own. */
export const copyList = <Item>(list: readonly Item[]): Item[] => [...list];

/** Strings need no copy. */
export const same = <Value>(value: Value): Value => value;
