/**
 * Commands a visitor can type anywhere in the chat (DESIGN.md §3; the home page lists
 * them). A command's reply never counts as a question (decision 0010).
 */
export type CommandKind =
  'summarize' | 'listUnknowns' | 'updateDamages' | 'changeContact' | 'pause' | 'startOver';

export interface Command {
  kind: CommandKind;
  /** Whatever followed the command words ("update damages: bills are now $9,000"). */
  rest: string;
}

const patterns: [CommandKind, RegExp][] = [
  [
    'summarize',
    /^(please\s+)?(summari[sz]e|summary|give me a summary)(\s+(so far|my case|what you have|everything))?\b/i,
  ],
  [
    'listUnknowns',
    /^(please\s+)?(list|show)(\s+(the|my))?\s+unknowns?\b|^what (do|don'?t) you (still )?(need|know)\b/i,
  ],
  ['updateDamages', /^(please\s+)?update(\s+(my|the))?\s+damages?\b/i],
  [
    'changeContact',
    /^(please\s+)?(change|update)(\s+(my|the))?\s+contact(\s+(info|information|details))?\b/i,
  ],
  ['pause', /^(please\s+)?pause(\s+(the|this|my))?(\s+(chat|intake|conversation))?\s*[.!]?$/i],
  ['startOver', /^(please\s+)?(start over|start again|restart)(\s+(the|my))?(\s+(chat|intake))?\b/i],
];

export function parseCommand(text: string): Command | null {
  const trimmed = text.trim().replace(/^\//, '');
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(trimmed);
    if (match)
      return {
        kind,
        rest: trimmed
          .slice(match[0].length)
          .replace(/^[\s:,.-]+/, '')
          .trim(),
      };
  }
  return null;
}
