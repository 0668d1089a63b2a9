import { z } from 'zod';

import { type DangerSignFamily, dangerSignFamilySchema } from '../../../../contracts/danger-signs';

import allergy from './lexicons/allergy.json' with { type: 'json' };
import bleeding from './lexicons/bleeding.json' with { type: 'json' };
import breathing from './lexicons/breathing.json' with { type: 'json' };
import chest from './lexicons/chest.json' with { type: 'json' };
import cuesFile from './lexicons/cues.json' with { type: 'json' };
import hardToWake from './lexicons/hard-to-wake.json' with { type: 'json' };
import headInjury from './lexicons/head-injury.json' with { type: 'json' };
import infection from './lexicons/infection.json' with { type: 'json' };
import realWordsFile from './lexicons/real-words-near-signs.json' with { type: 'json' };
import seizure from './lexicons/seizure.json' with { type: 'json' };
import selfHarm from './lexicons/self-harm.json' with { type: 'json' };
import stroke from './lexicons/stroke.json' with { type: 'json' };
import unconscious from './lexicons/unconscious.json' with { type: 'json' };
import { type StemLanguage, stemLanguages, stemOf, stripAccents } from './safety-text';

/**
 * The danger lexicons (data, in ./lexicons) checked against their schema and compiled once
 * into matchers: sign patterns on stems, cue phrases on surface words.
 */

const languageLexiconSchema = z.object({
  context: z.array(z.string().min(1)).default([]),
  signs: z.array(z.string().min(1)).min(1),
  needsContext: z.array(z.string().min(1)).default([]),
  exclude: z.array(z.string().min(1)).default([]),
});

const familyFileSchema = z.object({
  $comment: z.string(),
  family: dangerSignFamilySchema,
  /** Where the context of `needsContext` signs may come from: family names or sets in cues.json. */
  contextSets: z.array(z.string().min(1)).min(1),
  /**
   * Self-harm is often said as a condition ("if I were gone…"), a joke or a shrug: for such a
   * family no conditional, joke or mild word sets a sign aside.
   */
  alwaysTakenSeriously: z.boolean().default(false),
  /**
   * Where the context of a `needsContext` sign must be: anywhere in the chat (a head injury
   * told first, vomiting later), or in the same sentence (a sweaty chest pain, not a neighbour's
   * old heart attack and a sore neck).
   */
  contextScope: z.enum(['chat', 'sentence']).default('chat'),
  /** Two different context-needing signs together stand on their own ("seeing double and keep puking"). */
  pairsStandAlone: z.boolean().default(false),
  /**
   * Named only by its own signs: where the classifier hears danger in a message whose only sign
   * is dizziness, it may keep the alarm but never name this family (decision 0297).
   */
  isNamedOnlyBySigns: z.boolean().default(false),
  /**
   * A sign of this family told in the past is one of the injuries when it stands in the writer's
   * list of them ("my injuries: a cut that bled a lot"): bleeding is, a collapse is not (0201).
   */
  isListedAsInjury: z.boolean().default(false),
  /**
   * Signs that tell a change of mood ("not himself"), each also a sign of this family, and the
   * words that date the change from something before ("since"), and the words of the head (a change
   * after a blow there may be the injury itself): such a change since an injury
   * that was cared for and is over is no danger now, unless something acute is told (decision 0237).
   */
  moodChange: z
    .object({
      en: z.object({
        signs: z.array(z.string().min(1)),
        since: z.array(z.string().min(1)),
        head: z.array(z.string().min(1)),
      }),
      es: z.object({
        signs: z.array(z.string().min(1)),
        since: z.array(z.string().min(1)),
        head: z.array(z.string().min(1)),
      }),
    })
    .optional(),
  en: languageLexiconSchema,
  es: languageLexiconSchema,
});

const cueListsSchema = z.object({
  negations: z.array(z.string()),
  negationStops: z.array(z.string()),
  clauseBreaks: z.array(z.string()),
  hypothetical: z.array(z.string()),
  infoQuestion: z.array(z.string()),
  personal: z.array(z.string()),
  generic: z.array(z.string()),
  nowAnchors: z.array(z.string()),
  pastAnchors: z.array(z.string()),
  /** "in 2019", "three weeks ago", "de niño": weeks or more back; a context told there is not carried on (decision 0416). */
  longAgo: z.array(z.string()),
  strongNowAnchors: z.array(z.string()),
  resolved: z.array(z.string()),
  cared: z.array(z.string()),
  /** "he is home now": placed in the past like care, but never care itself (decision 0296). */
  home: z.array(z.string()),
  /** "I keep seeing him lying there": a memory, told in the present. */
  recall: z.array(z.string()),
  /** "lol", "jaja": said in jest. */
  humor: z.array(z.string()),
  /** "bled a little": not the danger the sign names. */
  mild: z.array(z.string()),
  /** "a few hives", "minor bleeding": said just before the sign. */
  fewBefore: z.array(z.string()),
  /** "no sign he passed out", "ruled out": the sign is denied. */
  denials: z.array(z.string()),
  /** "no para de", "won't stop": a negation that says it goes on. */
  continuations: z.array(z.string()),
  /** Someone else's story, or people in general: "one of my residents", "the news says". */
  others: z.array(z.string()),
  /** "nothing serious", "nada grave": said of what the clause tells. */
  minimizers: z.array(z.string()),
  /** "warning signs of", "watch for": information about a danger, for every family. */
  information: z.array(z.string()),
  /**
   * "showing", "is having", "tiene": a verb of having or showing just before "signs of" or
   * "síntomas de" makes them signs shown now, not information or a supposition (decision 0280).
   */
  showing: z.array(z.string()),
  /** "every time I sneeze": the frame of a joke. */
  hyperbole: z.array(z.string()),
  /** "That was last March", "eso fue": a later clause that dates a story told in the present. */
  dating: z.array(z.string()),
  /** "like I said", "como le dije": what was told before, told again (decision 0260). */
  restated: z.array(z.string()),
  /** "for about ten minutes": how long, a now only when the sign is not told in the past (0260). */
  durations: z.array(z.string()),
  /** "I'm an ER nurse", "soy enfermera": the writer's work, where danger is daily. */
  profession: z.array(z.string()),
  /** "None of that has happened.": a later sentence that denies the signs listed before it. */
  noneSince: z.array(z.string()),
  /** "dizzy", "lightheaded", "mareado": a sign of no one family (decision 0297). */
  dizziness: z.array(z.string()),
  /** "she will have a stroke like her mother": a fear or a risk, not an event. */
  modal: z.array(z.string()),
  /** "Can the choking be part of the claim?": a question about the case, naming a known event. */
  claimQuestion: z.array(z.string()),
  /** "the accident", "el choque": a time right after one dates the accident, not a sign told now. */
  incidentNouns: z.array(z.string()),
  /**
   * "my injuries were", "mis lesiones:": a list of what the visitor was hurt with. A sign told in
   * the past inside it, with nothing to date it, is one of the injuries, not danger now (0201).
   */
  injuryList: z.array(z.string()),
  /**
   * "why do YOU keep asking the same thing", "USTED no me contestó": a sign whose subject is the
   * one being written to (this chat) tells of the conversation, not of anyone's body.
   */
  addressee: z.array(z.string()),
  /** Words that may stand between that subject and the sign ("you STILL", "usted YA no ME…"). */
  addresseeSkip: z.array(z.string()),
  /**
   * "now", "ahorita", "de repente": time words that speak of their own clause only. One in
   * another clause ("so now I carry water") says nothing of when a sign happened.
   */
  clauseNow: z.array(z.string()),
  /**
   * "suddenly", "de repente": of those, the words that move a story on. After a past time in the
   * same sentence ("last Christmas we are eating and suddenly…") they are the story's, not now.
   */
  narrativeNow: z.array(z.string()),
  /** "can't work", "light duty", "no puedo trabajar": what an injury keeps someone from doing. */
  limitation: z.array(z.string()),
  /** "too tired to type", "cansada de tanto papeleo": tiredness that says who types or why a break (0362). */
  tiredness: z.array(z.string()),
  /** "a fire hazard", "un peligro de incendio": hazard or risk said of a thing or a place (0362). */
  hazard: z.array(z.string()),
  /** "took my pain pill", "el doctor me dio", "as prescribed": medicine and care going on as planned. */
  treatment: z.array(z.string()),
  /** "worried about my job", "miedo de que me deporten": a worry told with its cause. */
  worry: z.array(z.string()),
  /** "my back is killing me", "dolor de espalda": the everyday pain of an injury, no family's sign. */
  soreness: z.array(z.string()),
});

const cuesFileSchema = z.object({
  $comment: z.string(),
  en: cueListsSchema,
  es: cueListsSchema,
  tense: z.object({
    en: z.object({
      presentAux: z.array(z.string()),
      pastAux: z.array(z.string()),
      pastVerbs: z.array(z.string()),
      notPastEd: z.array(z.string()),
    }),
    es: z.object({
      presentAux: z.array(z.string()),
      pastAux: z.array(z.string()),
      pastVerbs: z.array(z.string()),
      pastSuffixes: z.array(z.string()),
    }),
  }),
  numberWords: z.object({ en: z.array(z.string()), es: z.array(z.string()) }),
  contexts: z.record(z.string(), z.object({ en: z.array(z.string()), es: z.array(z.string()) })),
  /** Context sets that speak of the moment of their own message ("sudden"): never carried on (decision 0416). */
  ownMessageContexts: z.array(z.string()),
});

const realWordsSchema = z.object({
  $comment: z.string(),
  vocabularyKey: z.string(),
  en: z.array(z.string()),
  es: z.array(z.string()),
});

export type WordTest =
  | { kind: 'stem'; stem: string }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'surface'; word: string }
  | { kind: 'number' }
  | { kind: 'year' }
  /** A verb in a past form ("just collapsed"). */
  | { kind: 'past' }
  /** "ya pasó !rato": the next word, if any, is none of these (matches no word itself). */
  | { kind: 'notNext'; words: string[] }
  /** "ya no $": the phrase ends its clause. */
  | { kind: 'clauseEnd' };

/** A phrase: positions in order, each with the tests any of which it may pass. */
export type Phrase = WordTest[][];

export interface Pattern {
  source: string;
  language: StemLanguage;
  /** Every slot must match (one of its phrases), all within `window` words. */
  slots: Phrase[][];
  window: number;
  /**
   * A sign's window counts each part as one word, however long its phrase ("better off + if i
   * ended my life @6" could never fit when a five-word part spent five of the six). Exclusions
   * and context keep the plain count: widening what cancels a sign would hide danger.
   */
  partsCountAsOne?: boolean;
}

export interface FamilyLexicon {
  family: DangerSignFamily;
  contextSets: string[];
  alwaysTakenSeriously: boolean;
  contextScope: 'chat' | 'sentence';
  pairsStandAlone: boolean;
  isNamedOnlyBySigns: boolean;
  isListedAsInjury: boolean;
  /** Sources of the signs that tell a change of mood, and the words that date it (decision 0237). */
  moodChange: { signs: Set<string>; since: Phrase[]; head: Phrase[] };
  signs: Pattern[];
  needsContext: Pattern[];
  context: Pattern[];
  exclude: Pattern[];
}

export interface CueLexicon {
  negations: Phrase[];
  negationStops: Set<string>;
  clauseBreaks: Phrase[];
  hypothetical: Phrase[];
  infoQuestion: Phrase[];
  claimQuestion: Phrase[];
  incidentNouns: Phrase[];
  injuryList: Phrase[];
  addressee: Phrase[];
  addresseeSkip: Set<string>;
  personal: Set<string>;
  firstPerson: Set<string>;
  generic: Phrase[];
  nowAnchors: Phrase[];
  strongNowAnchors: Phrase[];
  pastAnchors: Phrase[];
  /** Weeks or more back: a context told in such a sentence is history for the messages after it (0416). */
  longAgo: Phrase[];
  resolved: Phrase[];
  /** Care, or being home: what places a sign in the past. */
  cared: Phrase[];
  /** Care itself, never only being home: what lets the note say they got care (decision 0296). */
  careGiven: Phrase[];
  recall: Phrase[];
  humor: Phrase[];
  mild: Phrase[];
  fewBefore: Phrase[];
  denials: Phrase[];
  continuations: Phrase[];
  others: Phrase[];
  minimizers: Phrase[];
  noneSince: Phrase[];
  dizziness: Phrase[];
  dating: Phrase[];
  restated: Phrase[];
  durations: Phrase[];
  information: Phrase[];
  showing: Phrase[];
  hyperbole: Phrase[];
  profession: Phrase[];
  modal: Phrase[];
  presentAux: Phrase[];
  pastAux: Phrase[];
  pastVerbs: Set<string>;
  notPastEd: Set<string>;
  pastSuffixes: string[];
  numberWords: Set<string>;
  contexts: Map<string, Phrase[]>;
  /** Context sets that count in their own message only (decision 0416). */
  ownMessageContexts: Set<string>;
  /** The now anchors (of nowAnchors and strongNowAnchors) that speak of their own clause only. */
  clauseNow: Set<Phrase>;
  /** The clause-bound now anchors that move a story on ("suddenly"). */
  narrativeNow: Set<Phrase>;
  limitation: Phrase[];
  tiredness: Phrase[];
  hazard: Phrase[];
  treatment: Phrase[];
  worry: Phrase[];
  soreness: Phrase[];
}

const DEFAULT_WINDOW = 8;

function wordTest(word: string, language: StemLanguage, onSurface: boolean): WordTest {
  const plain = stripAccents(word.toLowerCase());
  if (plain === '#') return { kind: 'number' };
  if (plain === '#year') return { kind: 'year' };
  if (plain === '#past') return { kind: 'past' };
  if (plain === '$') return { kind: 'clauseEnd' };
  if (plain.endsWith('*')) return { kind: 'prefix', prefix: plain.slice(0, -1) };
  return onSurface ? { kind: 'surface', word: plain } : { kind: 'stem', stem: stemOf(plain, language) };
}

/** "a b/c d" on surface words: b or c at the second position. */
export function cuePhrase(source: string): Phrase {
  return source
    .trim()
    .split(/\s+/)
    .map((position) =>
      position.startsWith('!')
        ? [
            {
              kind: 'notNext' as const,
              words: position
                .slice(1)
                .split('/')
                .map((word) => stripAccents(word)),
            },
          ]
        : position.split('/').map((word) => wordTest(word, 'en', true)),
    );
}

/**
 * "x y/z + w @6" on stems: the phrase "x y" or "z", and "w", within 6 words. A phrase that
 * starts with "=" matches its words exactly: Spanish "matarme" must not stem to "mat" ("a mat").
 */
export function signPattern(source: string, language: StemLanguage): Pattern {
  const windowMatch = /\s@(\d+)\s*$/.exec(source);
  const body = windowMatch ? source.slice(0, windowMatch.index) : source;
  const slots = body.split(' + ').map((slot) =>
    slot
      .split('/')
      .map((phrase) => phrase.trim())
      .filter(Boolean)
      .map((phrase) => {
        const isExact = phrase.startsWith('=');
        return (isExact ? phrase.slice(1) : phrase)
          .trim()
          .split(/\s+/)
          .map((word) => [wordTest(word, language, isExact)]);
      }),
  );
  if (slots.some((slot) => slot.length === 0)) throw new Error(`Empty part in danger pattern "${source}"`);
  return { source, language, slots, window: windowMatch ? Number(windowMatch[1]) : DEFAULT_WINDOW };
}

const partsCountAsOne = (pattern: Pattern): Pattern => ({ ...pattern, partsCountAsOne: true });

const familyFiles = [
  headInjury,
  stroke,
  chest,
  breathing,
  bleeding,
  seizure,
  allergy,
  hardToWake,
  selfHarm,
  unconscious,
  infection,
];

export function compileFamilies(files: unknown[] = familyFiles): FamilyLexicon[] {
  return files.map((file) => {
    const parsed = familyFileSchema.parse(file);
    const patterns = (pick: (lexicon: z.infer<typeof languageLexiconSchema>) => string[]) =>
      stemLanguages.flatMap((language) =>
        pick(parsed[language]).map((source) => signPattern(source, language)),
      );
    return {
      family: parsed.family,
      contextSets: parsed.contextSets,
      alwaysTakenSeriously: parsed.alwaysTakenSeriously,
      contextScope: parsed.contextScope,
      pairsStandAlone: parsed.pairsStandAlone,
      isNamedOnlyBySigns: parsed.isNamedOnlyBySigns,
      isListedAsInjury: parsed.isListedAsInjury,
      moodChange: {
        signs: new Set(stemLanguages.flatMap((language) => parsed.moodChange?.[language].signs ?? [])),
        since: stemLanguages.flatMap((language) => parsed.moodChange?.[language].since ?? []).map(cuePhrase),
        head: stemLanguages.flatMap((language) => parsed.moodChange?.[language].head ?? []).map(cuePhrase),
      },
      signs: patterns((lexicon) => lexicon.signs).map(partsCountAsOne),
      needsContext: patterns((lexicon) => lexicon.needsContext).map(partsCountAsOne),
      context: patterns((lexicon) => lexicon.context),
      exclude: patterns((lexicon) => lexicon.exclude),
    };
  });
}

export function compileCues(file: unknown = cuesFile): CueLexicon {
  const cues = cuesFileSchema.parse(file);
  const both = (pick: (lists: z.infer<typeof cueListsSchema>) => string[]) =>
    [...pick(cues.en), ...pick(cues.es)].map(cuePhrase);
  const words = (list: string[]) => new Set(list.map((word) => stripAccents(word.toLowerCase())));
  const clauseNowSources = new Set([...cues.en.clauseNow, ...cues.es.clauseNow]);
  const narrativeSources = new Set([...cues.en.narrativeNow, ...cues.es.narrativeNow]);
  // The same phrase objects as in the anchor lists, so a span found by either list is known as clause-bound.
  const anchors = (pick: (lists: z.infer<typeof cueListsSchema>) => string[]) =>
    [...pick(cues.en), ...pick(cues.es)].map((source) => ({ source, phrase: cuePhrase(source) }));
  const nowAnchors = anchors((lists) => lists.nowAnchors);
  const strongNowAnchors = anchors((lists) => lists.strongNowAnchors);
  const unknown = [...clauseNowSources, ...narrativeSources].filter(
    (source) => ![...nowAnchors, ...strongNowAnchors].some((anchor) => anchor.source === source),
  );
  if (unknown.length > 0) throw new Error(`clauseNow names no now anchor: ${unknown.join(', ')}`);
  return {
    negations: both((lists) => lists.negations),
    negationStops: words([...cues.en.negationStops, ...cues.es.negationStops]),
    clauseBreaks: both((lists) => lists.clauseBreaks),
    hypothetical: both((lists) => lists.hypothetical),
    infoQuestion: both((lists) => lists.infoQuestion),
    claimQuestion: both((lists) => lists.claimQuestion),
    incidentNouns: both((lists) => lists.incidentNouns),
    injuryList: both((lists) => lists.injuryList),
    addressee: both((lists) => lists.addressee),
    addresseeSkip: words([...cues.en.addresseeSkip, ...cues.es.addresseeSkip]),
    personal: words([...cues.en.personal, ...cues.es.personal]),
    firstPerson: words(['i', 'me', 'my', 'myself', 'mine', 'yo', 'mi', 'mis', 'conmigo']),
    generic: both((lists) => lists.generic),
    nowAnchors: nowAnchors.map((anchor) => anchor.phrase),
    strongNowAnchors: strongNowAnchors.map((anchor) => anchor.phrase),
    clauseNow: new Set(
      [...nowAnchors, ...strongNowAnchors]
        .filter((anchor) => clauseNowSources.has(anchor.source))
        .map((anchor) => anchor.phrase),
    ),
    narrativeNow: new Set(
      [...nowAnchors, ...strongNowAnchors]
        .filter((anchor) => narrativeSources.has(anchor.source))
        .map((anchor) => anchor.phrase),
    ),
    limitation: both((lists) => lists.limitation),
    tiredness: both((lists) => lists.tiredness),
    hazard: both((lists) => lists.hazard),
    treatment: both((lists) => lists.treatment),
    worry: both((lists) => lists.worry),
    soreness: both((lists) => lists.soreness),
    pastAnchors: both((lists) => lists.pastAnchors),
    longAgo: both((lists) => lists.longAgo),
    resolved: both((lists) => lists.resolved),
    cared: both((lists) => [...lists.cared, ...lists.home]),
    careGiven: both((lists) => lists.cared),
    recall: both((lists) => lists.recall),
    humor: both((lists) => lists.humor),
    mild: both((lists) => lists.mild),
    fewBefore: both((lists) => lists.fewBefore),
    denials: both((lists) => lists.denials),
    continuations: both((lists) => lists.continuations),
    others: both((lists) => lists.others),
    minimizers: both((lists) => lists.minimizers),
    noneSince: both((lists) => lists.noneSince),
    dizziness: both((lists) => lists.dizziness),
    dating: both((lists) => lists.dating),
    restated: both((lists) => lists.restated),
    durations: both((lists) => lists.durations),
    information: both((lists) => lists.information),
    showing: both((lists) => lists.showing),
    hyperbole: both((lists) => lists.hyperbole),
    profession: both((lists) => lists.profession),
    modal: both((lists) => lists.modal),
    presentAux: [...cues.tense.en.presentAux, ...cues.tense.es.presentAux].map(cuePhrase),
    pastAux: [...cues.tense.en.pastAux, ...cues.tense.es.pastAux].map(cuePhrase),
    pastVerbs: words([...cues.tense.en.pastVerbs, ...cues.tense.es.pastVerbs]),
    notPastEd: words(cues.tense.en.notPastEd),
    pastSuffixes: cues.tense.es.pastSuffixes,
    numberWords: words([...cues.numberWords.en, ...cues.numberWords.es]),
    contexts: new Map(
      Object.entries(cues.contexts).map(([name, lists]) => [name, [...lists.en, ...lists.es].map(cuePhrase)]),
    ),
    ownMessageContexts: new Set(cues.ownMessageContexts),
  };
}

/** Every lexicon stem of four letters or more, by first letter: what a misspelling may be corrected to. */
export function typoVocabulary(families: FamilyLexicon[], language: StemLanguage): Map<string, string[]> {
  const stems = new Set<string>();
  for (const family of families) {
    for (const pattern of [...family.signs, ...family.needsContext, ...family.context]) {
      if (pattern.language !== language) continue;
      for (const slot of pattern.slots)
        for (const phrase of slot)
          for (const position of phrase)
            for (const test of position)
              if (test.kind === 'stem' && test.stem.length >= 4) stems.add(test.stem);
    }
  }
  const byLetter = new Map<string, string[]>();
  for (const stem of [...stems].sort()) byLetter.set(stem[0]!, [...(byLetter.get(stem[0]!) ?? []), stem]);
  return byLetter;
}

/** A short key of the typo vocabulary, so a stale list of real words is noticed. */
export function vocabularyKey(vocabularies: Record<StemLanguage, Map<string, string[]>>): string {
  let hash = 0;
  for (const language of stemLanguages)
    for (const stems of vocabularies[language].values())
      for (const stem of stems)
        for (const char of `${language}:${stem};`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16);
}

export interface RealWords {
  vocabularyKey: string;
  words: Record<StemLanguage, Set<string>>;
}

export function loadRealWords(file: unknown = realWordsFile): RealWords {
  const parsed = realWordsSchema.parse(file);
  return { vocabularyKey: parsed.vocabularyKey, words: { en: new Set(parsed.en), es: new Set(parsed.es) } };
}
