import type { FeeBracket } from '../../../../contracts/conclusions';

/** Small formatting shared by the language packs; no words of either language. */
export const percent = (fraction: number): string =>
  Math.abs(fraction - 1 / 3) < 1e-9 ? '33⅓ %' : `${Number((fraction * 100).toFixed(1))} %`;

/** "a, b and c" with the pack's own conjunction. */
export function joinList(items: string[], conjunction: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A fee schedule as text: "33⅓ % up to $1,000,000, then 40 %". */
export const describeBrackets =
  (money: (amount: number) => string, upTo: (amount: string) => string, then: string) =>
  (brackets: FeeBracket[]): string =>
    brackets
      .map((bracket) => `${percent(bracket.rate)}${bracket.upTo ? ` ${upTo(money(bracket.upTo))}` : ''}`)
      .join(then);
