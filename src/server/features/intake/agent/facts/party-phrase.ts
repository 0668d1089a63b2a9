import { withoutFillers } from '../reading/leading-answer';
import { type Clause, normalize, tidyPhrase } from '../reading/text';

import { type PartyWords, partyWords } from './fact-lexicons';
import { isAskedBack, type ReadContext } from './fact-module';

/**
 * The party a clause names besides the employer, as the noun phrase that names it: "the
 * truck driver from XPO", "a customer", "the property management company", "un cliente del
 * restaurante". Found by its head noun (lexicons/parties.json), from the determiner before it
 * to the word that starts what the party did ("who hit me", "backed into me"). A party that is
 * the visitor's own ("my company", "our crew") or denied ("not a sub") is none.
 */
export interface Party {
  phrase: string;
  /** Only a bare "company", "guy", "someone": it says someone was involved, not who. */
  isGeneric: boolean;
  clause: Clause;
}

const genericHeads = new Set([
  'company',
  'compny',
  'companies',
  'business',
  'firm',
  'guy',
  'guys',
  'man',
  'woman',
  'person',
  'someone',
  'somebody',
  'worker',
  'workers',
  'dog',
  'compania',
  'empresa',
  'senor',
  'senora',
  'hombre',
  'mujer',
  'persona',
  'alguien',
  'trabajador',
  'perro',
]);
/** Words that lead into a phrase saying which party it is. */
const linkingWords = new Set(['from', 'of', 'for', 'at', 'on', 'with', 'de', 'del']);
/** Words a phrase does not end on: "the subcontractor on" is cut back to "the subcontractor". */
const danglingWords = new Set([
  'on',
  'in',
  'at',
  'from',
  'of',
  'for',
  'to',
  'with',
  'by',
  'the',
  'a',
  'an',
  'de',
  'del',
  'en',
  'el',
  'la',
  'con',
  'para',
]);
const companyHeads = new Set(['company', 'compny', 'companies', 'business', 'firm', 'compania', 'empresa']);
const ownWords = new Set(['my', 'our', 'mi', 'mis', 'nuestra', 'nuestro', 'own', 'coworker', 'coworkers']);
const denials = new Set(['not', 'no', 'never', 'nobody', 'ni', 'nunca', 'ningun', 'ninguna']);
/** Modifiers that say "someone else" without saying who: "another company" is still generic. */
const vagueModifiers = new Set(['other', 'another', 'different', 'outside', 'otra', 'otro', 'diferente']);

interface Lexicon {
  heads: Set<string>;
  hedges: string[];
  determiners: Set<string>;
  stops: Set<string>;
}

const lexicons = {
  en: compile(partyWords.en),
  es: compile(partyWords.es),
};

function compile(words: PartyWords): Lexicon {
  return {
    heads: new Set(words.heads),
    hedges: [...words.hedges].sort((a, b) => b.length - a.length),
    determiners: new Set(words.determiners),
    stops: new Set(words.stops),
  };
}

const wordOf = (token: string) =>
  normalize(token)
    .replace(/^[^\p{L}\d]+|[^\p{L}\d']+$/gu, '')
    .replace(/'s$/, '');

/** Where a head noun starts at `index`, and how many tokens it takes ("truck driver": 2). */
function headAt(words: string[], index: number, lexicon: Lexicon): number {
  const two = `${words[index]} ${words[index + 1] ?? ''}`;
  if (index + 1 < words.length && lexicon.heads.has(two)) return 2;
  return lexicon.heads.has(words[index]!) ? 1 : 0;
}

function partyInClause(clause: Clause, lexicon: Lexicon): Omit<Party, 'clause'> | undefined {
  const tokens = clause.text.split(/\s+/).filter(Boolean);
  const words = tokens.map(wordOf);
  for (let index = 0; index < words.length; index += 1) {
    const size = headAt(words, index, lexicon);
    if (size === 0) continue;
    // Back to the determiner, through modifiers ("the general contractor", "a drunk driver");
    // without one, the head alone.
    let start = index;
    let isOwnOrDenied = false;
    for (let back = index - 1; back >= 0 && index - back <= 4; back -= 1) {
      const word = words[back]!;
      if (ownWords.has(word) || denials.has(word)) {
        isOwnOrDenied = true;
        break;
      }
      if (/[,.;:!?]$/.test(tokens[back]!) || lexicon.stops.has(word)) break;
      if (lexicon.determiners.has(word)) {
        start = back;
        isOwnOrDenied = denials.has(words[back - 1] ?? '');
        break;
      }
    }
    if (isOwnOrDenied) continue;
    // Forward through a phrase that says which one ("from XPO", "on the site", "del
    // restaurante"), up to a word that tells what they did ("who", "hit", "clipped").
    let end = index + size - 1;
    if (linkingWords.has(words[end + 1] ?? '') && !/[,.;:!?]$/.test(tokens[end]!)) {
      for (let next = end + 1; next < words.length && next - index <= 5; next += 1) {
        const word = words[next]!;
        if (
          lexicon.stops.has(word) ||
          (next > index + size && /(?:ed|ing|o|io|aron)$/.test(word) && !lexicon.heads.has(word))
        )
          break;
        end = next;
        if (/[,.;:!?]$/.test(tokens[next]!)) break;
      }
    }
    // "a patient's visitor", "the owner's maintenance guy": the party is the one possessed.
    for (
      let next = end + 1;
      /'s$/i.test(normalize(tokens[end]!)) && next < words.length && next - end <= 2;
      next += 1
    ) {
      if (lexicon.stops.has(words[next]!)) break;
      end = next;
      if (lexicon.heads.has(words[next]!) || /[,.;:!?]$/.test(tokens[next]!)) break;
    }
    while (end > index + size - 1 && danglingWords.has(words[end]!)) end -= 1;
    const span = words.slice(start, end + 1);
    if (span.some((word) => ownWords.has(word))) continue;
    // Modifiers kept only when they say which one: "the tire company", not "another company".
    const head = words.slice(index, index + size).join(' ');
    const modifiers = words.slice(start, index).filter((word) => !lexicon.determiners.has(word));
    const tail = words.slice(index + size, end + 1);
    const isBare =
      genericHeads.has(head) && modifiers.every((word) => vagueModifiers.has(word)) && tail.length === 0;
    const phrase = tokens.slice(start, end + 1).join(' ');
    // "the company that made the ladder": a bare company is named by what it made or did;
    // "the guy who hit my van" says someone, not who.
    if (isBare && companyHeads.has(head) && /^(that|which|que)$/.test(words[end + 1] ?? '')) {
      const clauseEnd = tokens.findIndex((token, position) => position > end && /[,.;:!?]$/.test(token));
      const last = Math.min(clauseEnd === -1 ? tokens.length - 1 : clauseEnd, end + 6);
      return { phrase: tidyPhrase(tokens.slice(start, last + 1).join(' '), 120), isGeneric: false };
    }
    return { phrase: tidyPhrase(phrase, 120), isGeneric: isBare };
  }
  return undefined;
}

/** The first party named in a statement of the message (questions asked back are skipped). */
export function findParty(context: ReadContext): Party | undefined {
  const lexicon = lexicons[context.language];
  const parties: Party[] = [];
  for (const clause of context.clauses) {
    if (isAskedBack(context, clause)) continue;
    const party = partyInClause(stripOpening(clause, lexicon, context), lexicon);
    if (party) parties.push({ ...party, clause });
  }
  // "a driver for a beverage company, I believe the Pepsi distributor": the one with a name.
  const named = parties.find(
    (party) => !party.isGeneric && /\s\p{Lu}/u.test(` ${party.phrase.replace(/^\S+/, '')}`),
  );
  return named ?? parties.find((party) => !party.isGeneric) ?? parties[0];
}

/** The clause without the yes, filler or hedge it opens with ("yes,", "hmm I guess", "sí,"). */
function stripOpening(clause: Clause, lexicon: Lexicon, context: ReadContext): Clause {
  const { answers } = context.pack.reading;
  let text = clause.text;
  for (let guard = 0; guard < 4; guard += 1) {
    const plain = normalize(text);
    const rest = withoutFillers(plain, answers);
    const yes = answers.yesStart.exec(rest);
    const hedge = lexicon.hedges.find((word) => rest === word || rest.startsWith(`${word} `));
    const cut = yes ? yes[0] : hedge;
    const dropped = plain.length - rest.length + (cut?.length ?? 0);
    if (dropped === 0) break;
    text = dropTokens(text, plain.slice(0, dropped).trim().split(/\s+/).length).replace(/^[\s,.;:!?-]+/, '');
  }
  return { text, plain: normalize(text) };
}

const dropTokens = (text: string, count: number) => text.trim().split(/\s+/).slice(count).join(' ');

const iWords = /^I(?:'\w+)?$/;

/**
 * Names typed with capitals inside a sentence ("hit by a truck from XPO", "Otis?"): a capital
 * that opens a sentence, or the pronoun "I", says nothing of a name ("Hmm", "I'd").
 */
export function namesInSentences(original: string): string[] {
  const names: string[] = [];
  for (const match of original.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}\d&'.-]*(?:\s+\p{Lu}[\p{L}\d&'.-]*)*/gu)) {
    const before = original.slice(0, match.index).trimEnd();
    if (/[.!?:¿¡]$/.test(before)) continue;
    const words = match[0]
      .replace(/[.,]+$/, '')
      .split(/\s+/)
      .filter((word) => !iWords.test(word));
    if (words.length > 0) names.push(words.join(' '));
  }
  return names;
}
