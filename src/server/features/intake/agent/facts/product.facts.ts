import type { Language } from '../../../../../contracts/case-record';
import { findKnownMaker } from '../reading/makers';
import { readBrand, readNamedParty } from '../reading/parties';
import { readParaphrasedAnswer } from '../reading/paraphrased-answer';
import { findInOriginal, sentencesOf, tidyPhrase } from '../reading/text';

import { contractArticles, nameFollowUp } from './name-follow-up';
import {
  phrasePattern,
  type ProductKeptWords,
  productKeptWords,
  productKinds,
  workTimeWords,
} from './fact-lexicons';

import {
  answerPhrase,
  caseIs,
  describeYesNo,
  type FactModule,
  isAskedBack,
  type ReadContext,
  readYesNo,
  tellsStory,
} from './fact-module';

/** Product cases: what it was, who made it, whether it is kept, recalls, medical devices. */

const productSubject: Record<Language, RegExp> = {
  en: /\b(?:my|the|a|an|our|his|her)\s+([\w' -]{2,40}?)\s+(?:caught (?:on )?fire|exploded|blew up|burst|overheated|folded|collapsed|gave (?:way|out)|snapped|broke|shattered|malfunctioned|failed|came apart|melted|leaked)\b/,
  es: /\b(?:mi|el|la|un|una)\s+([\p{L}' -]{2,40}?)\s+(?:se incendio|exploto|se rompio|fallo|se doblo|se derritio)\b/u,
};
const brandIntro: Record<Language, RegExp> = {
  en: /\b(?:its|it'?s|it is|it was|a|an)\s+((?:[a-z0-9]+[- ]?){1,4}?(?:\d[\w-]*\s)?(?:[\w-]+\s){0,3}?(?:heater|stool|ladder|battery|charger|scooter|e-?bike|cooker|blender|airbag|tire|helmet|device|implant|mesh|seat|crib|toy|phone|vape|pen|dryer|washer|fryer|grill|saw|drill|mower|car seat|stroller|chair|bed|lamp))\b/,
  es: /\b(?:es|era|un|una)\s+([\p{L}0-9 -]{2,40}?(?:calentador|escalera|bateria|cargador|patineta|olla|licuadora|aparato|implante))\b/u,
};

/** Each word for a kind of product (either language: people mix them) → the record's name. */
const kindOfWord = new Map<string, string>();
const partKinds = new Set(productKinds.kinds.filter((kind) => kind.part).map((kind) => kind.name));
for (const kind of productKinds.kinds)
  for (const word of [...kind.en, ...kind.es]) if (!kindOfWord.has(word)) kindOfWord.set(word, kind.name);
const kindOf = (words: string) => kindOfWord.get(words.replace(/\s+/g, ' '));
/** Every word for a product, in both languages, as the party reader matches them. */
const productWords = [...kindOfWord.keys()];
const kindWords = phrasePattern([...kindOfWord.keys()], 'g');
const failureWords = phrasePattern([...productKinds.failures.en, ...productKinds.failures.es], 'g');
const notProductWords = phrasePattern([...productKinds.notProducts.en, ...productKinds.notProducts.es], 'g');
/** "not a mower, a weed eater", "no era la licuadora": the kind named after a negation is not it. */
const negatedKind =
  /\b(?:not|no|never|isn'?t|wasn'?t|ni)\s+(?:(?:es|era|fue)\s+)?(?:a|an|the|my|un|una|el|la|mi)?\s*$/;
const ownerLink = /\b(?:for|of|on|in|de|del|para)\s+(?:(?:my|the|a|an|his|her|our|el|la|mi|su|un|una)\s+)?$/;
/** Within this many characters of what it did, a kind named is the product that did it. */
const FAILURE_REACH = 80;

/**
 * The kind of product a message names, by the products lexicon: of several, the one nearest
 * the words saying what it did ("the airbag never opened and my face hit the wheel"), else the
 * first; never one inside a phrase that is not about a product ("ice cream") or after "not a".
 */
export function findProductKind(plain: string): { name: string; text: string } | undefined {
  const setAside = [...plain.matchAll(notProductWords)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  let mentions = [...plain.matchAll(kindWords)].filter(
    (match) =>
      !setAside.some(([from, to]) => match.index < to! && match.index + match[0].length > from!) &&
      !negatedKind.test(plain.slice(Math.max(0, match.index - 20), match.index)),
  );
  // "the charger for my phone", "el cargador del celular": the kind after "for"/"of" only says which.
  // A part before it ("the brakes on my scooter") leaves the whole to the rule below.
  mentions = mentions.filter(
    (match, index) =>
      index === 0 ||
      partKinds.has(kindOf(mentions[index - 1]![0]) ?? '') ||
      !ownerLink.test(plain.slice(Math.max(0, match.index - 16), match.index)),
  );
  // A part (brakes, a tire) is the product only when no whole one is named with it.
  const wholes = mentions.filter((match) => !partKinds.has(kindOf(match[0]) ?? ''));
  if (wholes.length > 0) mentions = wholes;
  if (mentions.length === 0) return undefined;
  const failures = [...plain.matchAll(failureWords)].map((match) => match.index);
  const distance = (index: number) => Math.min(...failures.map((failure) => Math.abs(failure - index)));
  const nearest = failures.length
    ? [...mentions].sort((a, b) => distance(a.index) - distance(b.index))[0]!
    : undefined;
  const chosen = nearest && distance(nearest.index) <= FAILURE_REACH ? nearest : mentions[0]!;
  const name = kindOf(chosen[0]);
  return name ? { name, text: chosen[0] } : undefined;
}

/** A phrase caught before a failure verb that ends on a pronoun or a joining word is a clause, not a product. */
const clauseEnd = /\b(?:it|that|this|them|then|just|and|y|que|lo|la)$/;

function readProduct(context: ReadContext) {
  const isAsked = context.pending === 'product';
  // The description, its retelling, or an answer about the product: an answer to another
  // question that names a thing in passing ("I still have the grill") is not asked about it.
  const isAboutIt =
    context.origin === 'description' ||
    (context.pending !== null && ['product', 'manufacturer', 'caseType'].includes(context.pending));
  const kind = isAboutIt && (isAsked || !context.record.product) ? findProductKind(context.plain) : undefined;
  if (kind) return { value: kind.name, quote: kind.text, replaces: isAsked };
  if (isAsked) {
    if (context.leading === 'unknown') return { isUnknown: true as const };
    // "not an appliance, a medication": what it was not is passed over.
    const first = context.clauses.find(
      (clause) =>
        !isAskedBack(context, clause) &&
        !/^(?:(?:it'?s|it is|it was|es|era)\s+)?(?:not|no|never|isn'?t|wasn'?t)\b/.test(clause.plain),
    );
    if (!first) return undefined;
    const value = tidyPhrase(
      first.text.replace(/^(it'?s|it is|it was|a|an|the|es|era|un|una|el|la)\s+/i, ''),
      200,
    );
    return value ? { value, quote: first.text, replaces: true } : undefined;
  }
  if (context.record.product || context.origin !== 'description') return undefined;
  const match =
    productSubject[context.language].exec(context.plain) ?? brandIntro[context.language].exec(context.plain);
  if (!match?.[1] || clauseEnd.test(match[1].trim())) return undefined;
  const value = tidyPhrase(findInOriginal(context.original, match[1]) ?? match[1], 200);
  return { value, quote: match[0] };
}

export const productFact: FactModule<'product'> = {
  key: 'product',
  appliesTo: caseIs('product_liability'),
  alsoAsks: ['manufacturer', 'productPreserved'],
  question: {
    en: (record) =>
      record.product
        ? `Do you know the brand and model of the ${record.product}, and do you still have it?`
        : 'What was the product, with its brand and model if you know them, and do you still have it?',
    es: (record) =>
      record.product
        ? contractArticles(`¿Sabe la marca y el modelo de ${record.product}, y todavía lo tiene?`)
        : '¿Qué producto era, con su marca y modelo si los sabe, y todavía lo tiene?',
  },
  rephrase: {
    en: () => 'What does the label or the box say about who made it?',
    es: () => '¿Qué marca dice la etiqueta o la caja?',
  },
  read: readProduct,
  describe: (value) => value,
};

const makerPatterns: Record<Language, RegExp[]> = {
  en: [
    /\bmade by ([\w'&. -]{2,50}?)(?=[,.;!?]|\s+(?:i|and|but|in)\b|$)/i,
    /\b(?:the (?:box|label|battery|sticker|tag|receipt|manual|bottom|back)|it) says ([\w'&. -]{2,50}?)(?:\s+(?:too|also|on it|i think))?(?=[,.;!?]|$)/i,
    /\bthe company \(([\w'&. -]{2,40})\)/i,
    /\b(?:manufactured by|maker is|brand is|company is) ([\w'&. -]{2,50}?)(?=[,.;!?]|\s+(?:i|and|but)\b|$)/i,
  ],
  es: [
    /\bhecho por ([\p{L}'&. -]{2,50}?)(?=[,.;!?]|$)/iu,
    /\bla (?:marca|compania) (?:es )?([\p{L}'&. -]{2,40}?)(?=[,.;!?]|$)/iu,
  ],
};

const makerLeads: Record<Language, RegExp> = {
  en: /^(it'?s|it is|it was|the (brand|company|maker) is|i think( it'?s)?|made by|by)\s+/i,
  es: /^(es|era|la (marca|compania) es|creo que( es)?|hecho por)\s+/i,
};

/**
 * The maker a message names by its own words ("made by Altec", "the brand is Heatwell"), or
 * beside the product ("a Ninja blender", "marca Presto") in the story or in the answer about
 * the product. A work injury reads it too: the maker of the machine is a party besides the employer.
 */
export function makerIn(context: ReadContext): { value: string; quote: string } | undefined {
  for (const pattern of makerPatterns[context.language]) {
    const match = pattern.exec(context.original);
    if (match?.[1] && !/^(in|it|that|the|a)$/i.test(match[1].trim()))
      return { value: tidyPhrase(match[1], 200), quote: match[0] };
  }
  const isAboutIt =
    tellsStory(context) || context.pending === 'product' || context.pending === 'manufacturer';
  return isAboutIt
    ? readBrand(
        context.clauses.filter((clause) => !isAskedBack(context, clause)),
        context.language,
        productWords,
        context.pending === 'product' || context.pending === 'manufacturer',
      )
    : undefined;
}

const isAboutProduct = (context: ReadContext) =>
  tellsStory(context) || context.pending === 'product' || context.pending === 'manufacturer';
const workFor = { en: phrasePattern(workTimeWords.en.workFor), es: phrasePattern(workTimeWords.es.workFor) };

export const manufacturerFact: FactModule<'manufacturer'> = {
  key: 'manufacturer',
  appliesTo: caseIs('product_liability'),
  question: {
    en: (record) =>
      `Which company made the ${record.product ?? 'product'}? The name on the label, the box or the receipt is enough.`,
    es: (record) =>
      `¿Qué compañía hizo ${record.product ?? 'el producto'}? Basta con el nombre de la etiqueta, la caja o el recibo.`,
  },
  rephrase: {
    en: () => 'Is there a brand name printed anywhere on it, or on the box it came in?',
    es: () => '¿Tiene alguna marca impresa, en el producto o en su caja?',
  },
  followUp: nameFollowUp('manufacturer', {
    en: () => 'Is there a brand name printed anywhere on it, or on the box it came in?',
    es: () => '¿Tiene alguna marca impresa, en el producto o en su caja?',
  }),
  read: (context) => {
    const isAsked = context.pending === 'manufacturer';
    if (context.record.manufacturer && context.pending !== 'product' && !isAsked) return undefined;
    const maker = makerIn(context);
    if (maker) return { value: maker.value, quote: maker.quote, replaces: isAsked };
    // "my samsung phone blew up", "it was a graco": a maker everyone knows, in lower case too;
    // asked who made it, only when the answer names no maker in its own words.
    const known = isAboutProduct(context)
      ? findKnownMaker(
          context.clauses.filter(
            (clause) => !isAskedBack(context, clause) && !workFor[context.language].test(clause.plain),
          ),
          context.language,
        )
      : undefined;
    if (known && !isAsked) return { value: known.name, quote: known.quote };
    if (!isAsked) return undefined;
    // Asked who made it, the brand named and not ruled out ("not Apple, it says Eversurge"),
    // never the shop it was bought at ("I got it at Target").
    const named = readNamedParty(
      context.clauses.filter((clause) => !isAskedBack(context, clause)),
      context.language,
      { skipSellers: true },
    );
    if (named?.isName) return { value: named.value, quote: named.quote, replaces: true };
    if (known) return { value: known.name, quote: known.quote, replaces: true };
    // A hedged name ("I'm not sure, I think Voltra") is still the name; without one, not knowing is kept.
    if (context.leading === 'unknown') return { isUnknown: true as const };
    const phrase = answerPhrase(context, makerLeads);
    return phrase && phrase.split(/\s+/).length <= 8
      ? { value: phrase, quote: phrase, replaces: true }
      : undefined;
  },
  describe: (value) => value,
};

type Kept = { value: boolean; quote: string } | { isUnknown: true };

const productQuestions = new Set(['product', 'manufacturer', 'productPreserved']);

const keptPatterns = {
  en: compileKept(productKeptWords.en, 'en'),
  es: compileKept(productKeptWords.es, 'es'),
};

/**
 * The words a product is named with by its kind, with the head word of a name of several words:
 * the last in English ("table saw" → "saw"), the first in Spanish ("olla de presion" → "olla").
 */
function kindWordsOf(language: Language): string[] {
  const names = productKinds.kinds.flatMap((kind) => kind[language]);
  const heads = names
    .filter((name) => name.includes(' '))
    .map((name) => (language === 'en' ? name.split(' ').at(-1)! : name.split(' ')[0]!))
    .filter((head) => head.length >= 3 && !['de', 'of', 'the'].includes(head));
  return [...new Set([...names, ...heads])];
}

function compileKept(words: ProductKeptWords, language: Language) {
  const held = words.productHeld;
  const kind = phrasePattern(kindWordsOf(language)).source;
  const between = String.raw`((?:[\p{L}\d'-]+\s+){0,2}?)`;
  const takers = words.takers.map((taker) => taker.replace(/^(the|la|el|los|las) /, ''));
  const verbs = phrasePattern(words.takeVerbs).source;
  const taker = phrasePattern(takers).source;
  return {
    gone: phrasePattern(words.gone),
    kept: phrasePattern(words.kept),
    keptWhenAsked: phrasePattern(words.keptWhenAsked),
    keptWhenProductAsked: phrasePattern(words.keptWhenProductAsked),
    goneWhenAsked: new RegExp(`^(?:${phrasePattern(words.goneWhenAsked).source})[\\s.!]*$`, 'u'),
    keepingQuestions: phrasePattern(words.keepingQuestions),
    // "I have the treadmill", "tengo la olla guardada" (decision 0210).
    heldByKind: new RegExp(
      `${phrasePattern(held.holders).source}\\s+(?:${phrasePattern(held.holderObjects).source})\\s+${between}${kind}`,
      'u',
    ),
    // "the saw is in my garage", "el andador sigue en la casa".
    restsByKind: new RegExp(
      `${kind}\\s+(?:${phrasePattern(held.restsIn).source})\\s+(?:[\\p{L}'-]+\\s+){0,3}?${phrasePattern(held.storage).source}`,
      'u',
    ),
    notTheSame: phrasePattern(held.notTheSame),
    // "the cops took the pen", "fire department took it", "la tiene la policia".
    takenBy: new RegExp(
      `${taker}\\s+(?:\\p{L}+\\s+)?${verbs}\\s+(?:it|them|the|what|both|lo|la|los|las)\\b|\\b(?:lo|la|los|las)\\s+${verbs}\\s+(?:la|el|los|las)?\\s*${taker}`,
      'u',
    ),
  };
}

/** A negation before `index` within its comma piece: "no sé la marca, todavía lo tengo" keeps it. */
function isNegatedInPiece(plain: string, index: number, negation: RegExp): boolean {
  const piece = plain.slice(0, index).split(/[,;:]/).pop() ?? '';
  return negation.test(piece.trim().split(/\s+/).slice(-5).join(' '));
}

/**
 * Whether the visitor still has the product, read clause by clause: given away, thrown out,
 * destroyed or taken by someone (police, the store) is no; kept is yes, unless a negation
 * in its clause reaches it ("I didn't keep it"). A question asked back is no statement,
 * except a question about giving it up ("should I keep it?"), asked by someone who has it.
 * Loose answers ("just the pieces", "in my garage") count only when keeping it was asked about.
 */
function readKept(context: ReadContext): Kept | undefined {
  const isAsked = context.pending === 'productPreserved';
  const isAboutProduct = context.pending !== null && productQuestions.has(context.pending);
  const patterns = keptPatterns[context.language];
  const { negation } = context.pack.reading;
  for (const clause of context.clauses) {
    if (isAboutProduct && patterns.keepingQuestions.test(clause.plain))
      return { value: true, quote: clause.text };
    if (isAskedBack(context, clause)) continue;
    const gone =
      patterns.gone.exec(clause.plain) ??
      patterns.takenBy.exec(clause.plain) ??
      (isAboutProduct ? patterns.goneWhenAsked.exec(clause.plain) : null);
    if (gone) return { value: false, quote: clause.text };
    const kept =
      patterns.kept.exec(clause.plain) ??
      (isAsked ? patterns.keptWhenAsked.exec(clause.plain) : null) ??
      (isAboutProduct ? patterns.keptWhenProductAsked.exec(clause.plain) : null) ??
      heldByKind(patterns, clause.plain);
    if (!kept) continue;
    if (isNegatedInPiece(clause.plain, kept.index, negation)) return { value: false, quote: clause.text };
    // "my cousin has it, no idea what he did with it": kept by someone else, said beside not knowing.
    if (
      isAsked &&
      isKeptByAnother(clause.plain, kept.index) &&
      context.pack.reading.unknown.test(context.plain)
    )
      return { isUnknown: true };
    return { value: true, quote: clause.text };
  }
  return undefined;
}

/**
 * The product named by its kind where the visitor keeps it (decision 0210): "I have the
 * treadmill", "todavía tenemos el andador", "the tire is in storage at the tow yard". Another of
 * the kind ("I have the same blender", "otra licuadora") is not it.
 */
function heldByKind(patterns: (typeof keptPatterns)['en'], plainClause: string): RegExpExecArray | null {
  const held = patterns.heldByKind.exec(plainClause);
  if (held && !patterns.notTheSame.test(held[1] ?? '')) return held;
  return patterns.restsByKind.exec(plainClause);
}

/** The keeping said of someone other than the visitor ("my neighbor kept it", "my foreman has it"). */
function isKeptByAnother(plainClause: string, index: number): boolean {
  const before = plainClause.slice(0, index).trim().split(/\s+/).filter(Boolean);
  const subject = before.filter(
    (word) => !/^(i|we|think|guess|yes|yeah|si|creo|que|still|todavia|aun)$/.test(word),
  );
  return subject.length > 0;
}

export const productPreservedFact: FactModule<'productPreserved'> = {
  key: 'productPreserved',
  appliesTo: caseIs('product_liability'),
  question: {
    en: (record) => `Do you still have the ${record.product ?? 'product'}, or what is left of it?`,
    es: (record) => `¿Todavía tiene ${record.product ?? 'el producto'}, o lo que quedó de él?`,
  },
  rephrase: {
    en: () => 'Is the product kept somewhere now, or was it thrown away or returned?',
    es: () => '¿Guardó el producto en algún lugar, o lo tiró o lo devolvió?',
  },
  read: (context) => {
    const kept = readKept(context);
    if (kept)
      return 'isUnknown' in kept ? kept : { ...kept, replaces: context.pending === 'productPreserved' };
    if (context.pending !== 'productPreserved') return undefined;
    if (context.leading === 'yes') return { value: true, quote: context.clauses[0]?.text };
    if (context.leading === 'no') return { value: false, quote: context.clauses[0]?.text };
    if (context.leading === 'unknown') return { isUnknown: true as const };
    return readParaphrasedAnswer(context, 'productPreserved', (clause) => isAskedBack(context, clause));
  },
  describe: describeYesNo,
};

export const productRecalledFact: FactModule<'productRecalled'> = {
  key: 'productRecalled',
  appliesTo: caseIs('product_liability', 'medical_malpractice'),
  read: (context) =>
    readYesNo(context, 'productRecalled', {
      en: /\brecall\w*\b/,
      es: /\b(retirad[oa] del mercado|recall)\b/,
    }),
  describe: describeYesNo,
};

export const medicalDeviceFact: FactModule<'medicalDevice'> = {
  key: 'medicalDevice',
  appliesTo: caseIs('product_liability', 'medical_malpractice'),
  read: (context) => {
    const pattern = {
      en: /\b(implant\w*|medical device|(hernia |surgical |pelvic |vaginal |bladder )?mesh|(hip|knee) (implant|replacement)|pacemaker|defibrillator|ivc filter|insulin pump|breast implant|stent|cpap)\b/,
      es: /\b(implante|dispositivo medico|malla|marcapasos|protesis)\b/,
    }[context.language];
    const match = pattern.exec(context.plain);
    if (!match) return undefined;
    // A hip replacement after a fall is the care, not the cause: outside a product case a
    // device counts when its own sentence tells it failing or defective (decision 0152).
    const tellsTrouble = (sentence: string) =>
      failureAfterKind.test(sentence) || deviceTrouble[context.language].test(sentence);
    if (
      context.record.caseType !== 'product_liability' &&
      !sentencesOf(context.plain).some((sentence) => pattern.test(sentence) && tellsTrouble(sentence))
    )
      return undefined;
    return { value: true, quote: match[0] };
  },
  describe: describeYesNo,
};

/** Trouble told of a device that the product failures do not name. */
const deviceTrouble: Record<Language, RegExp> = {
  en: /\b(loosen\w*|migrat\w*|perforat\w*|punctur\w*|erod\w*|cut\w* into|wor[en] through|broke off|infect\w*|reject\w*|metal (poisoning|levels)|revision|(taken|took it) out|removed|wrong (size|one|device)|left (in|inside))\b/,
  es: /\b(se aflojo|se movio|se salio|perfor\w*|defectuos\w*|fallo|infect\w*|retirad\w*|me (lo|la) (quitaron|tuvieron que quitar)|equivocad\w*)\b/,
};

const failureAfterKind = phrasePattern([...productKinds.failures.en, ...productKinds.failures.es]);
/** A failure word said of a body part ("broke my wrist", "se rompió la pierna") is the injury. */
const ofTheBody = /^\s*(?:my|his|her|their|mi|su|sus|el|la)\b/;
/** How far after the product's name its failure may be told ("the stool I was on folded"). */
const FAILURE_AFTER = 40;

/**
 * Whether the text tells a product failing: a kind of product from the lexicon, then within a
 * few words and the same clause, a word of what it did ("the step stool folded", "la escalera
 * se dobló"). A failure said of the body ("broke my wrist") is not the product's.
 */
export function tellsProductFailure(plain: string): boolean {
  for (const mention of plain.matchAll(kindWords)) {
    const after = plain.slice(
      mention.index + mention[0].length,
      mention.index + mention[0].length + FAILURE_AFTER,
    );
    const clause = after.split(/[,.;!?]| and | but | y | pero /)[0] ?? '';
    const failure = failureAfterKind.exec(clause);
    if (failure && !ofTheBody.test(clause.slice(failure.index + failure[0].length))) return true;
  }
  return false;
}
