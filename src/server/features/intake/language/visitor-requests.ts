import { z } from 'zod';

import type { CallLanguage, Language } from '../../../../contracts/case-record';

import requestsFile from './lexicons/visitor-requests.json' with { type: 'json' };

/**
 * Requests a visitor makes of us mid-intake (issue 23, decision 0111): to stop, to talk to a
 * person, to delete what they said. The words are data (lexicons/visitor-requests.json),
 * compiled here once into the cue a language pack holds, matched on normalized text. A
 * 'whole' phrase counts only in a sentence made of such phrases ("stop", "agent", "I changed
 * my mind, bye"), so the same words in a story ("the car didn't stop", "the insurance agent",
 * "I changed my mind, it was a Tuesday") ask for nothing.
 */

export type VisitorRequest = 'done' | 'person' | 'deletion' | 'language';

const phrases = z.array(z.string().min(1));
const requestSchema = z.object({ whole: phrases, anywhere: phrases });
const languageSchema = z.object({
  courtesy: phrases,
  /** "that's all": a stop only when the whole message asks nothing else (it may close an answer). */
  closers: phrases,
  /** "I'm done": to the question whether care is still going on, an answer (decision 0341). */
  doneAnswers: phrases.default([]),
  done: requestSchema,
  person: requestSchema,
  deletion: requestSchema,
  /** To be spoken to in another language, or through an interpreter (decision 0142). */
  language: requestSchema,
  /** The visitor must leave now (decision 0161): a lead, then only goodbyes, or a word of now. */
  leaving: z.object({
    leads: phrases,
    now: phrases,
    goodbyes: phrases,
    joiners: phrases,
    reasons: phrases,
    /** Leaving to call 911 or go to the ER, under way ("calling 911"): counts alone (decision 0298). */
    careNow: phrases.default([]),
    /** Leaving for care soon ("I'm gonna call 911"): only with a word of now or a goodbye (0298). */
    careSoon: phrases.default([]),
  }),
});
const file = z
  .object({
    $comment: z.string(),
    en: languageSchema,
    es: languageSchema,
    languageNames: z.object({
      spanish: phrases,
      english: phrases,
      weak: phrases,
      $refusedComment: z.string(),
      refusedLeads: phrases,
    }),
  })
  .parse(requestsFile);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escape(word).replace(/ /g, '\\s+'))
    .join('|');

const separators = '[\\s,;:.!?¡¿…"-]';

/**
 * A sentence made only of request phrases and courtesy words ("ok stop please", "I changed my
 * mind, bye"), holding at least one of `words`.
 */
function onlyRequests(
  words: readonly string[],
  every: readonly string[],
  courtesy: readonly string[],
  flags: string,
) {
  const bounded = (list: readonly string[]) => `(?<![\\p{L}\\d'])(?:${alternatives(list)})(?![\\p{L}\\d'])`;
  return new RegExp(
    `^(?=.*${bounded(words)})${separators}*(?:(?:${alternatives([...every, ...courtesy])})(?:${separators}+|$))+$`,
    flags,
  );
}

/**
 * "I'm done with therapy", "ya terminé con la terapia": done with something else is no request to
 * stop; done with this, with you or with the questions still is.
 */
const withSomethingElse =
  "(?!\\s+(?:with|w/|con)\\s+(?!(?:this|you|u|the chat|the questions|these questions|all this|all of this|it all|esto|usted|las preguntas)(?![\\p{L}\\d'])))";

const anywhere = (words: readonly string[]) =>
  `(?<![\\p{L}\\d'])(?:${alternatives(words)})(?![\\p{L}\\d'])${withSomethingElse}`;

const requests = ['done', 'person', 'deletion', 'language'] as const;
const everyWhole = (language: Language) => [
  ...requests.flatMap((request) =>
    // A request for a language is heard in either language's words.
    request === 'language'
      ? [...file.en.language.whole, ...file.es.language.whole]
      : file[language][request].whole,
  ),
  ...file[language].closers,
];

function compile(language: Language): Record<VisitorRequest, RegExp> {
  const lists = file[language];
  // A visitor asks for their own language in either language ("hablan español?" in an English chat).
  const bothLanguages = {
    whole: [...file.en.language.whole, ...file.es.language.whole],
    anywhere: [...file.en.language.anywhere, ...file.es.language.anywhere],
  };
  const cue = (request: VisitorRequest) =>
    new RegExp(
      `${onlyRequests(request === 'done' ? [...lists.done.whole, ...lists.closers] : request === 'language' ? bothLanguages.whole : lists[request].whole, everyWhole(language), lists.courtesy, 'u').source}|${anywhere(request === 'language' ? bothLanguages.anywhere : lists[request].anywhere)}`,
      'u',
    );
  return { done: cue('done'), person: cue('person'), deletion: cue('deletion'), language: cue('language') };
}

export const requestCues: Record<Language, Record<VisitorRequest, RegExp>> = {
  en: compile('en'),
  es: compile('es'),
};

const sentencesOfRequests = (['en', 'es'] as const).map((language) =>
  onlyRequests(everyWhole(language), everyWhole(language), file[language].courtesy, 'u'),
);

/** A normalized sentence that only asks ("agent", "stop please"): nothing in it answers our question. */
export function isOnlyRequests(plain: string): boolean {
  return sentencesOfRequests.some((pattern) => pattern.test(plain));
}

const sentencesOfClosers = (['en', 'es'] as const).map((language) =>
  onlyRequests(file[language].closers, file[language].closers, file[language].courtesy, 'u'),
);

/**
 * A normalized sentence that is only a closer ("thats all", "eso es todo"): after an answer in
 * the same message it closes that answer, and asks nothing of us.
 */
export function isOnlyCloser(plain: string): boolean {
  return sentencesOfClosers.some((pattern) => pattern.test(plain));
}

const doneAnswers = {
  en: new RegExp(anywhere(file.en.doneAnswers), 'gu'),
  es: new RegExp(anywhere(file.es.doneAnswers), 'gu'),
};
/** A word of stopping anywhere beside the "done" ("I'm done, stop asking me"): no answer then. */
const stopWords = {
  en: new RegExp(anywhere([...file.en.done.whole, ...file.en.closers]), 'u'),
  es: new RegExp(anywhere([...file.es.done.whole, ...file.es.closers]), 'u'),
};

/**
 * "I'm done, they released me" to "are you still being treated, or has your doctor said you are
 * done?" (decision 0341): the message says done only in words that also answer that question,
 * and asks to stop in no other words ("I'm done, stop asking" still stops). Normalized text.
 */
export function saysDoneOnlyAsAnAnswer(plain: string, language: Language): boolean {
  const pattern = doneAnswers[language];
  pattern.lastIndex = 0;
  if (!pattern.test(plain)) return false;
  const rest = plain.replace(pattern, ' ').trim();
  return !requestCues[language].done.test(rest) && !isOnlyRequests(rest) && !stopWords[language].test(rest);
}

const languageNames = {
  spanish: new RegExp(anywhere(file.languageNames.spanish), 'u'),
  english: new RegExp(anywhere(file.languageNames.english), 'u'),
  weak: new RegExp(anywhere(file.languageNames.weak), 'gu'),
};

/**
 * Which language a request names, in normalized text. A language the visitor speaks badly
 * ("my English isn't good") is not the one asked for: then the chat's own language when it is
 * another, else an interpreter, as when no language is named.
 */
export function callLanguageOf(plain: string, chatLanguage: Language): CallLanguage {
  const weak = [...plain.matchAll(languageNames.weak)].map((match) => match[0]);
  const asked = plain.replace(languageNames.weak, ' ');
  // "why are you writing spanish?? english please": a language turned away is not the one asked
  // for; the other one named is, or the other of the two when only the refused one is named.
  const named = (['spanish', 'english'] as const).filter((name) => languageNames[name].test(asked));
  const wanted = named.filter((name) => !isRefused(asked, name));
  if (wanted.length > 0) return lastNamed(asked, wanted);
  if (named.length === 1) return named[0] === 'spanish' ? 'english' : 'spanish';
  const chat: CallLanguage = chatLanguage === 'es' ? 'spanish' : 'english';
  if (weak.length > 0 && !weak.some((phrase) => languageNames[chat].test(phrase))) return chat;
  return 'interpreter';
}

const refusedLead = new RegExp(
  `(?<![\\p{L}\\d'])(?:${alternatives(file.languageNames.refusedLeads)})(?![\\p{L}\\d',])`,
  'u',
);
const nameOnly = {
  spanish: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(file.languageNames.spanish)})(?![\\p{L}\\d'])`,
    'gu',
  ),
  english: new RegExp(
    `(?<![\\p{L}\\d'])(?:${alternatives(file.languageNames.english)})(?![\\p{L}\\d'])`,
    'gu',
  ),
};

/**
 * Every mention of the language follows a refusing word within five words in its own clause
 * ("no, in spanish" answers before it asks: a refusing word before a comma refuses nothing).
 */
function isRefused(plain: string, name: 'spanish' | 'english'): boolean {
  const mentions = [...plain.matchAll(nameOnly[name])];
  return (
    mentions.length > 0 &&
    mentions.every((mention) => {
      const clause =
        plain
          .slice(0, mention.index)
          .split(/[.!?;,\n]/)
          .pop() ?? '';
      return refusedLead.test(clause.trim().split(/\s+/).slice(-5).join(' '));
    })
  );
}

/** Of the languages asked for, the one named last. */
function lastNamed(plain: string, names: ('spanish' | 'english')[]): CallLanguage {
  const last = (name: 'spanish' | 'english') =>
    Math.max(...[...plain.matchAll(nameOnly[name])].map((m) => m.index));
  return names.reduce((best, name) => (last(name) > last(best) ? name : best));
}

/**
 * "i'm/im calling 911/9-1-1": each position's alternatives, every combination; "_" joins words
 * into one alternative ("i_will"). The syntax of the care leads only (decision 0298).
 */
function expandPositions(phrase: string): string[] {
  return phrase
    .trim()
    .split(/\s+/)
    .reduce<string[]>(
      (heads, position) =>
        heads.flatMap((head) =>
          position.split('/').map((word) => `${head} ${word.replace(/_/g, ' ')}`.trim()),
        ),
      [''],
    );
}

/**
 * The same alternation as `alternatives`, factored into a tree of shared prefixes: "i'm calling
 * 911", "i'm calling 9-1-1", "i'm dialing 911"… become "i'm (?:calling (?:911|9-1-1)|dialing 911)".
 * The care leads expand to thousands of phrases (expandPositions); written out one by one they
 * made a pattern of over 100,000 characters that V8 compiled again and again, most of a chat
 * turn's time (decision 0384). It matches what `alternatives` matches, and backtracks through
 * the same phrases in the same order: on normalized text (single spaces) every phrase that
 * matches at a position lies on one path of the tree, and a longer one is tried before a shorter,
 * as the longest-first sort does.
 */
function prefixTree(words: readonly string[]): string {
  interface Node {
    children: Map<string, Node>;
    isEnd: boolean;
  }
  const root: Node = { children: new Map(), isEnd: false };
  for (const word of words) {
    let node = root;
    for (const character of word) {
      let child = node.children.get(character);
      if (!child) {
        child = { children: new Map(), isEnd: false };
        node.children.set(character, child);
      }
      node = child;
    }
    node.isEnd = true;
  }
  const piece = (character: string) => (character === ' ' ? '\\s+' : escape(character));
  const write = (node: Node): string => {
    if (node.children.size === 0) return '';
    const branches = [...node.children].map(([character, child]) => `${piece(character)}${write(child)}`);
    const group = branches.length === 1 && !node.isEnd ? branches.join('') : `(?:${branches.join('|')})`;
    // Greedy: the longer phrases first, then the phrase that ends here.
    return node.isEnd ? `${group}?` : group;
  };
  return write(root);
}

const leavingWords = (['en', 'es'] as const).map((language) => {
  const lists = file[language];
  const bounded = (words: readonly string[]) => `(?:${alternatives(words)})(?![\\p{L}\\d'])`;
  const boundedTree = (words: readonly string[]) => `(?:${prefixTree(words)})(?![\\p{L}\\d'])`;
  const polite = [...lists.courtesy, ...lists.leaving.goodbyes, ...lists.leaving.now, ...lists.closers];
  const opening = `(?:(?:${alternatives([...lists.courtesy, ...lists.leaving.goodbyes, ...lists.leaving.joiners])})(?:${separators}+))*${bounded(lists.leaving.leads)}`;
  return {
    lead: new RegExp(`^${separators}*${opening}`, 'u'),
    // A lead that opens a later clause: after a comma or a stop, or after a joiner ("… here now i gotta go").
    laterLead: new RegExp(
      `(?:[,;:.!?…-]${separators}*|\\s(?=(?:${alternatives(lists.leaving.joiners)})\\s))${separators}*${opening}`,
      'gu',
    ),
    onlyPolite: new RegExp(`^(?:${separators}+|$)(?:(?:${alternatives(polite)})(?:${separators}+|$))*$`, 'u'),
    now: new RegExp(anywhere(lists.leaving.now), 'u'),
    reason: new RegExp(`^${separators}*${bounded(lists.leaving.reasons)}`, 'u'),
    care: (['careNow', 'careSoon'] as const).map((kind) => {
      const careOpening = `(?:(?:${alternatives([...lists.courtesy, ...lists.leaving.goodbyes, ...lists.leaving.joiners])})(?:${separators}+))*${boundedTree(lists.leaving[kind].flatMap(expandPositions))}`;
      return {
        isUnderWay: kind === 'careNow',
        lead: new RegExp(`^${separators}*${careOpening}`, 'u'),
        laterLead: new RegExp(
          `(?:[,;:.!…-]${separators}*|\\s(?=(?:${alternatives(lists.leaving.joiners)})\\s))${separators}*${careOpening}`,
          'gu',
        ),
      };
    }),
    goodbye: new RegExp(anywhere(lists.leaving.goodbyes), 'u'),
  };
});

/**
 * A normalized sentence that says the visitor must leave now (decision 0161): "sorry, I have to
 * go", "I have to go to the clinic now", "me tengo que ir, adiós". A lead opens the sentence; what
 * follows is only courtesy and goodbyes, or holds a word of now. "I need to go to a specialist"
 * (no now) tells of care, and "now I have to go to therapy twice a week" opens with no lead.
 */
export function saysLeavingNow(plain: string): boolean {
  return (
    leavingWords.some(({ lead, laterLead, onlyPolite, now, reason }) => {
      const openings = [lead.exec(plain), ...plain.matchAll(laterLead)].filter((match) => match !== null);
      return openings.some((opening) => {
        const rest = plain.slice(opening.index + opening[0].length);
        // "… i have to go, they're taking me in": a reason of its own after the lead (decision 0289).
        return onlyPolite.test(rest) || now.test(rest) || reason.test(rest);
      });
    }) || saysLeavingForCare(plain)
  );
}

/**
 * "ok dialing 911 brb", "we're heading to the ER now", "voy a llamar al 911 ahorita, luego regreso":
 * leaving to get help is leaving (decision 0298). Under way ("calling 911") it counts alone; soon
 * ("I'm gonna call 911", "vamos al hospital") only with a word of now or a goodbye after it, so
 * "going to the ER tomorrow" and "if it gets worse, I'll call 911" tell of care. A question ("should
 * I call 911?", "¿llamo al 911?") asks; it never leaves.
 */
function saysLeavingForCare(plain: string): boolean {
  if (/[?¿]/.test(plain)) return false;
  return leavingWords.some(({ care, onlyPolite, now, goodbye }) =>
    care.some(({ isUnderWay, lead, laterLead }) => {
      const openings = [lead.exec(plain), ...plain.matchAll(laterLead)].filter((match) => match !== null);
      return openings.some((opening) => {
        const rest = plain.slice(opening.index + opening[0].length);
        return now.test(rest) || (onlyPolite.test(rest) && (isUnderWay || goodbye.test(rest)));
      });
    }),
  );
}
