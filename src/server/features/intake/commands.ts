import type { Language } from '../../../contracts/case-record';

import { normalize } from './agent/reading/text';
import { packFor } from './language/packs';

/**
 * Commands a visitor can type anywhere in the chat (DESIGN.md §3; the home page lists
 * them), in either language. A command's reply never counts as a question (decision 0010).
 */
export type CommandKind =
  'summarize' | 'listUnknowns' | 'updateDamages' | 'changeContact' | 'pause' | 'startOver';

export interface Command {
  kind: CommandKind;
  /** Whatever followed the command words ("update damages: bills are now $9,000"), as typed. */
  rest: string;
}

export function parseCommand(text: string, language: Language): Command | null {
  const typed = text.trim().replace(/^\//, '');
  const plain = normalize(typed);
  for (const pack of [packFor(language), packFor(language === 'en' ? 'es' : 'en')]) {
    for (const [kind, pattern] of Object.entries(pack.saying.commands) as [CommandKind, RegExp][]) {
      const match = pattern.exec(plain);
      if (!match) continue;
      // normalize() keeps the length of plain ASCII; the rest is cut from the typed text.
      const rest = typed
        .slice(Math.min(typed.length, match[0].length))
        .replace(/^[\s:,.-]+/, '')
        .trim();
      return { kind, rest };
    }
  }
  return null;
}
