import type { DangerSignFamily } from '../../../../contracts/danger-signs';

import { tellsOnlyWhen } from './tells-only-when';

import {
  BACKSTOP_THRESHOLD,
  classifierFeatures,
  createDangerClassifier,
  type DangerClassifier,
  tokenFeatures,
} from './danger-classifier';
import {
  compileCues,
  compileFamilies,
  type CueLexicon,
  cuePhrase,
  type FamilyLexicon,
  loadRealWords,
  type Pattern,
  type Phrase,
  type RealWords,
  typoVocabulary,
  type WordTest,
} from './safety-lexicons';
import {
  nearestStem,
  readSafetyText,
  type SafetyText,
  type SafetyToken,
  type StemLanguage,
  stemLanguages,
  stemOf,
} from './safety-text';

/**
 * Is someone in danger right now? (issue 27; DESIGN.md §3 guardrails.) A message is read for
 * the signs of ten families of danger (lexicons as data, matched on stems, typos corrected),
 * each sign is set aside when it is denied ("no vomiting"), supposed ("if he starts
 * vomiting"), generic ("patients who…") or an idiom, and what is left is placed in time:
 * happening now, or over. When the words leave it open, it counts as now: a missed
 * emergency costs a life, a false alarm a sentence.
 */

export type DangerStatus = 'now' | 'over' | 'none';
export type DangerSubject = 'self' | 'other';

export interface DangerFinding {
  family: DangerSignFamily;
  status: 'now' | 'over';
  who: DangerSubject;
  /** Over because someone got care or it ended ("they stitched it", "she came to"). */
  isCared: boolean;
  /** The pattern that matched, for tests and the bench (never logged with the words). */
  pattern: string;
  /** Why it was placed in time: the tense read and the cue that decided. */
  reason: string;
  /**
   * What placed a sign now: a time word ("now", "again", "ahora"), the present tense, or only the
   * doubt that counts an undated sign as now (and the classifier's hunch). A sign told again once
   * help has come is a new alarm only when its own words say it is happening (decision 0201).
   */
  placedBy: 'cue' | 'tense' | 'doubt';
  /** The words of the sign (token indexes): two families read from the same words are one sign told. */
  span?: { start: number; end: number };
}

export interface DangerReading {
  status: DangerStatus;
  /** The families found with that status, in lexicon order. */
  families: DangerSignFamily[];
  who: DangerSubject;
  isCared: boolean;
  findings: DangerFinding[];
  /**
   * Context sets seen in this message (a head injury, a child…), for the messages after it: never
   * a sudden onset (the moment of this message only), nor one told weeks or more back with no now
   * beside it ("he had a stroke in 2019"): history, not what a later sign happens in (0416).
   */
  contexts: string[];
}

export interface DangerDetector {
  read(text: string, options?: { contexts?: readonly string[] }): DangerReading;
}

interface Span {
  start: number;
  end: number;
}

interface Match extends Span {
  slots: Span[];
}

interface Range {
  start: number;
  end: number;
}

export function createDangerDetector(
  families: FamilyLexicon[] = compileFamilies(),
  cues: CueLexicon = compileCues(),
  realWords: RealWords = loadRealWords(),
  classifier: DangerClassifier | null = createDangerClassifier(),
): DangerDetector {
  const vocabularies = Object.fromEntries(
    stemLanguages.map((language) => [language, typoVocabulary(families, language)]),
  ) as Record<StemLanguage, Map<string, string[]>>;
  // Corrections depend only on the word: remembered, so a common word is looked at once.
  const corrections = new Map<string, string | null>();
  const correct = (stem: string, surface: string, language: StemLanguage) => {
    if (surface.length < 5 || realWords.words[language].has(surface)) return null;
    const key = `${language}:${surface}`;
    let fixed = corrections.get(key);
    if (fixed === undefined) {
      fixed = nearestStem(stem, surface, vocabularies[language]);
      // "bleedin", "breathin": the dropped g of -ing.
      if (!fixed && language === 'en' && surface.endsWith('in')) {
        const withG = stemOf(`${surface}g`, 'en');
        if (vocabularies.en.get(withG[0]!)?.includes(withG)) fixed = withG;
      }
      if (corrections.size > 50_000) corrections.clear();
      corrections.set(key, fixed);
    }
    return fixed;
  };
  const familyById = new Map(families.map((family) => [family.family as string, family]));
  const gate = buildPatternGate(
    families.flatMap((family) => [...family.context, ...family.signs, ...family.needsContext]),
  );

  const isClauseBreak = (surface: string, next: string | undefined) =>
    cues.clauseBreaks.some((phrase) => {
      if (!phrase[0]!.some((test) => passesSurface(surface, test, cues))) return false;
      if (phrase.length === 1) return true;
      return next !== undefined && phrase[1]!.some((test) => passesSurface(next, test, cues));
    });

  return {
    read(text, options = {}) {
      const read = readSafetyText(text, { isClauseBreak, correct });
      const live = livePatterns(gate, read);
      const contexts = new Set<string>();
      // What the messages after this one may read with it (decision 0416): not a sudden onset,
      // which is this message's own moment, and not what a sentence places weeks or more back.
      const carried = new Set<string>();
      // Where each context set was seen, sentence by sentence, for families that need it close by.
      const bySentence = new Map<number, Set<string>>();
      const sawIn = (sentence: number, name: string, at: number) => {
        contexts.add(name);
        if (!cues.ownMessageContexts.has(name) && !isLongAgo(read, at, cues)) carried.add(name);
        const seen = bySentence.get(sentence) ?? new Set<string>();
        seen.add(name);
        bySentence.set(sentence, seen);
      };
      for (const family of families) {
        for (const pattern of family.context)
          if (live.has(pattern))
            for (const match of findPattern(read, pattern, cues))
              // A context word in a sense the family sets aside ("a tow rope", "jump rope") is
              // no context, here or in the messages after it (decision 0280).
              if (!isNegated(read, match, cues) && !isExcluded(read, match, family, cues))
                sawIn(read.tokens[match.start]!.sentence, family.family, match.start);
      }
      for (const [name, phrases] of cues.contexts)
        read.sentences.forEach((sentence, index) => {
          for (const phrase of phrases)
            for (const span of phraseSpans(read, sentence, phrase, null, cues))
              sawIn(index, name, span.start);
        });
      // A sudden onset kept by a chat from before decision 0416 is still no context here.
      const earlier = (options.contexts ?? []).filter((name) => !cues.ownMessageContexts.has(name));
      const known = new Set([...contexts, ...earlier]);

      const findings: DangerFinding[] = [];
      for (const family of families) {
        const candidates: { pattern: Pattern; match: Match }[] = [];
        for (const pattern of family.signs)
          if (live.has(pattern))
            for (const match of findPattern(read, pattern, cues)) candidates.push({ pattern, match });
        const contextual: { pattern: Pattern; match: Match }[] = [];
        for (const pattern of family.needsContext)
          if (live.has(pattern))
            for (const match of findPattern(read, pattern, cues)) contextual.push({ pattern, match });
        const isInChat = family.contextSets.some((name) => known.has(name));
        const kept = contextual.filter(({ match }) => {
          if (family.contextScope === 'chat') return isInChat;
          const seen = bySentence.get(read.tokens[match.start]!.sentence);
          return family.contextSets.some((name) => seen?.has(name));
        });
        candidates.push(...kept);
        // Two separate signs of one family ("seeing double and keep puking") stand without context.
        if (family.pairsStandAlone && kept.length === 0 && hasTwoApart(contextual.map((item) => item.match)))
          candidates.push(...contextual);
        for (const { pattern, match } of candidates) {
          const finding = judge(read, match, family, pattern, cues);
          if (!finding) continue;
          findings.push(
            finding.status === 'now' && isMoodChangeSinceCare(read, match, family, pattern, known, cues)
              ? {
                  ...finding,
                  status: 'over',
                  isCared: true,
                  reason: 'a change of mood since an injury cared for, nothing acute told',
                  placedBy: 'cue',
                }
              : finding,
          );
        }
      }
      // No sign the lexicons know: the classifier may still hear danger in words no list foresaw.
      const heard = findings.length === 0 && classifier ? hunchText(read, text, cues) : '';
      // The whole message heard: its words are already read, and the classifier's features are theirs.
      const features = !heard ? [] : heard === text ? tokenFeatures(read.tokens) : classifierFeatures(heard);
      // A message that only tells when ("today like 10 min ago") has no words for it to hear (0288).
      // Asked last: the same hunch, and the dates (read twice, en and es) are read only for a
      // message the classifier would flag, not for every message with no sign (decision 0424).
      const hunch =
        heard && classifier && classifier.probability(features) > BACKSTOP_THRESHOLD && !tellsOnlyWhen(text)
          ? classifier.family(features)
          : null;
      const hunchFamily = hunch ? familyById.get(hunch) : undefined;
      if (
        hunch &&
        // Self-harm's own idioms ("no puedo vivir sin ti") set its hunch aside, as they do its signs.
        // (Other families' exclusions name things beside a real sign, "on blood thinners", and stay out.)
        !(
          hunchFamily?.alwaysTakenSeriously &&
          hunchFamily.exclude.some((exclusion) => findPattern(read, exclusion, cues).length > 0)
        ) &&
        !isClassifierVetoed(read, cues, hunchFamily)
      )
        findings.push({
          family: hunch,
          status: 'now',
          who: 'self',
          isCared: false,
          pattern: 'classifier',
          reason: 'no lexicon sign; the classifier reads danger now',
          placedBy: 'doubt',
        });
      const now = findings.filter((finding) => finding.status === 'now');
      const chosen = now.length > 0 ? now : findings;
      const status: DangerStatus = now.length > 0 ? 'now' : findings.length > 0 ? 'over' : 'none';
      // "I just ate and I'm dizzy right now": the classifier may keep the alarm, but dizziness is a
      // sign of no one family; a stroke or an allergic reaction is named by its own signs (0297).
      const isDizzyHunch = (family: FamilyLexicon) =>
        family.isNamedOnlyBySigns &&
        chosen.every((finding) => finding.family !== family.family || finding.pattern === 'classifier') &&
        hasCue(read, whole(read), cues.dizziness, cues);
      const familiesFound = families
        .filter((family) => !isDizzyHunch(family))
        .map((family) => family.family)
        .filter((family) => chosen.some((finding) => finding.family === family));
      return {
        status,
        families: familiesFound,
        who:
          chosen.some((finding) => finding.who === 'other') &&
          !chosen.some((finding) => finding.who === 'self')
            ? 'other'
            : 'self',
        isCared: status === 'over' && chosen.some((finding) => finding.isCared),
        findings,
        contexts: [...carried].filter((name) => familyById.has(name) || cues.contexts.has(name)),
      };
    },
  };
}

/**
 * What the classifier hears: the message without its sentences dated in the past and holding
 * no now ("we did our wills with a man who passed on years ago"), which tell of something over,
 * not of danger now. A sign the lexicons know is judged on its own sentence; this is for the
 * hunch only. Unchanged when no sentence is set aside.
 */
function hunchText(read: SafetyText, text: string, cues: CueLexicon): string {
  const kept = read.typedSentences.filter(
    (sentence) =>
      !hasCue(read, sentence, cues.pastAnchors, cues) || hasCue(read, sentence, cues.nowAnchors, cues),
  );
  if (kept.length === read.typedSentences.length) return text;
  return kept
    .map((sentence) =>
      read.tokens
        .slice(sentence.start, sentence.end)
        .map((token) => token.accented)
        .join(' '),
    )
    .join('. ');
}

/**
 * What sets aside a sign also sets aside the classifier's hunch: a joke, "nothing serious",
 * "none of that has happened", a memory, someone else's story or work, unless something is
 * said to be happening right now.
 */
function isClassifierVetoed(read: SafetyText, cues: CueLexicon, family: FamilyLexicon | undefined): boolean {
  const message = whole(read);
  const isSerious = family?.alwaysTakenSeriously ?? false;
  // What an injury keeps someone from doing, care going on as planned, a worry told with its
  // cause, the everyday pain of a back or a knee.
  // Tiredness that says who types or why a break is needed, and hazard words said of a thing or a
  // place, are everyday words too (decision 0362).
  const everyday = [
    ...cues.limitation,
    ...cues.treatment,
    ...cues.worry,
    ...cues.soreness,
    ...cues.tiredness,
    ...cues.hazard,
  ];
  // "right now I am off work": a now that speaks of such a clause is not a now of danger.
  const isOwnNow = (span: Span) => !hasCue(read, causeClauseOf(read, span.start), everyday, cues);
  // "she's too tired right now, I'm typing for her": the tiredness says who types, and its now is
  // that of the typing, not of a danger; the lexicon's own signs are read apart. Self-harm's hunch
  // is always heard: "cansado de todo" is also how despair is told (decision 0362).
  if (!isSerious && hasCue(read, message, cues.tiredness, cues)) return true;
  if (hasLiveNow(read, message, cues, cues.strongNowAnchors, { accept: isOwnNow })) return false;
  const everydaySpans = everyday.flatMap((phrase) => phraseSpans(read, message, phrase, null, cues));
  if (isSerious) {
    // As with a sign of self-harm, a joke's hyperbole sets the hunch aside. Someone else named
    // anywhere in the message ("the other driver") does not: the hunch has no sentence of its own
    // to keep that person to, and a missed plea costs more than a sentence too many.
    if (hasAffirmedCue(read, message, cues.humor, cues) && hasCue(read, message, cues.hyperbole, cues))
      return true;
    // Worry about a job or papers, a limit at work, a pill taken for the pain: everyday words with
    // nothing of self-harm's own words beside them ("pills" counts only outside "the pill for my knee").
    const hasOwnWords = (family?.context ?? []).some((pattern) =>
      findPattern(read, pattern, cues).some(
        (match) => !everydaySpans.some((span) => span.start < match.end && match.start < span.end),
      ),
    );
    return everydaySpans.length > 0 && !hasOwnWords;
  }
  return (
    everydaySpans.length > 0 ||
    hasAffirmedCue(read, message, cues.humor, cues) ||
    hasMinimizer(read, message, cues) ||
    hasCue(read, message, cues.noneSince, cues) ||
    hasCue(read, message, cues.recall, cues) ||
    hasCue(read, message, cues.others, cues) ||
    hasCue(read, message, cues.profession, cues)
  );
}

/**
 * Someone else's words or story in the range; the writer's own "like I said" is not one, even
 * where "said he had" follows it ("like I said, he had a seizure and he's still seizing": 0260).
 */
function hasOthersCue(read: SafetyText, range: Range, cues: CueLexicon): boolean {
  const own = cues.restated.flatMap((phrase) => phraseSpans(read, range, phrase, null, cues));
  return cues.others.some((phrase) =>
    phraseSpans(read, range, phrase, null, cues).some(
      (span) => !own.some((mine) => span.start >= mine.start && span.start < mine.end),
    ),
  );
}

/** A clause, with the one before it when it gives that one's cause ("upset | because … right now"). */
function causeClauseOf(read: SafetyText, index: number): Range {
  const clause = clauseOf(read, index);
  if (!CAUSES.has(read.tokens[clause.start]!.surface) || clause.start === 0) return clause;
  return { start: clauseOf(read, clause.start - 1).start, end: clause.end };
}

const CAUSES = new Set(['because', 'cause', 'cuz', 'porque', 'pues']);

/** A "now" between the last mention of someone else and the sign. */
function isNowAfterOthers(read: SafetyText, sentence: Range, match: Match, cues: CueLexicon): boolean {
  const lastOthers = Math.max(
    ...cues.others.flatMap((phrase) =>
      phraseSpans(read, { start: sentence.start, end: match.start }, phrase, null, cues).map(
        (span) => span.end,
      ),
    ),
  );
  return (
    Number.isFinite(lastOthers) &&
    hasLiveNow(read, { start: lastOthers, end: match.start }, cues, [
      ...cues.strongNowAnchors,
      ...TURN_TO_NOW,
    ])
  );
}

/**
 * "a dog bit him last week, they stitched it, he's been quiet since, not himself" (decision 0237):
 * a change of mood, let in only because the one it is said of is a child, dated from an injury
 * that was cared for, is no danger now. It stays one when a head injury or something swallowed
 * was told in the chat, when the message names the head, or when it places anything now ("this
 * morning", "suddenly", "getting worse"); drowsiness, vomiting or confusion are signs of their
 * own and still count.
 */
function isMoodChangeSinceCare(
  read: SafetyText,
  match: Match,
  family: FamilyLexicon,
  pattern: Pattern,
  known: ReadonlySet<string>,
  cues: CueLexicon,
): boolean {
  if (!family.moodChange.signs.has(pattern.source)) return false;
  if (ACUTE_CONTEXTS.some((name) => known.has(name))) return false;
  const sentence = read.sentences[read.tokens[match.start]!.sentence]!;
  const message = whole(read);
  return (
    hasCue(read, sentence, family.moodChange.since, cues) &&
    hasAffirmedCue(read, message, cues.cared, cues) &&
    hasCue(read, message, cues.pastAnchors, cues) &&
    !hasCue(read, message, family.moodChange.head, cues) &&
    !hasCue(read, message, acuteNowAnchors(cues), cues)
  );
}

/** Contexts under which a change of mood may be the injury itself: a blow to the head, a swallowed thing. */
const ACUTE_CONTEXTS = ['head_injury', 'ingestion'];

/** The "now" words, less those that only say a state goes on ("now", "lately"): kept per cue lexicon. */
const acuteAnchors = new WeakMap<CueLexicon, Phrase[]>();
const goesOn = new Set(
  ['now', 'rn', 'ahora', 'lately', 'these days', 'recently'].map((word) => JSON.stringify(cuePhrase(word))),
);
function acuteNowAnchors(cues: CueLexicon): Phrase[] {
  let anchors = acuteAnchors.get(cues);
  if (!anchors) {
    anchors = cues.nowAnchors.filter((phrase) => !goesOn.has(JSON.stringify(phrase)));
    acuteAnchors.set(cues, anchors);
  }
  return anchors;
}

/** The "now" words less the durations ("for about ten minutes"): for a sign told in the past. */
const pastNowAnchors = new WeakMap<CueLexicon, Phrase[]>();
function nowAnchorsOfPast(cues: CueLexicon): Phrase[] {
  let anchors = pastNowAnchors.get(cues);
  if (!anchors) {
    const durations = new Set(cues.durations.map((phrase) => JSON.stringify(phrase)));
    anchors = cues.nowAnchors.filter((phrase) => !durations.has(JSON.stringify(phrase)));
    pastNowAnchors.set(cues, anchors);
  }
  return anchors;
}

/** The plain "now" that turns a story to the present ("…and now he can't breathe"); "last night" does not. */
const TURN_TO_NOW = ['now', 'ahora', 'ahorita'].map((word) => cuePhrase(word));

/** Sentences as typed after which a short one still dates it ("I hit my head. That was in 2019."). */
const SHORT_DATING_SENTENCE = 6;

/**
 * The sentence of this word, as typed, is placed weeks or more back with no now in it ("he had a
 * stroke in 2019"; "I hit my head. That was years ago."): history for the messages after it (0416).
 */
function isLongAgo(read: SafetyText, at: number, cues: CueLexicon): boolean {
  const typed = read.tokens[at]!.typedSentence;
  const sentence = read.typedSentences[typed]!;
  const next = read.typedSentences[typed + 1];
  const range: Range = {
    start: sentence.start,
    end: next && next.end - next.start <= SHORT_DATING_SENTENCE ? next.end : sentence.end,
  };
  return hasCue(read, range, cues.longAgo, cues) && !hasCue(read, range, cues.nowAnchors, cues);
}

function hasTwoApart(matches: Match[]): boolean {
  return matches.some((first) => matches.some((second) => second.start >= first.end));
}

let shared: DangerDetector | null = null;

/** The detector on the shipped lexicons, compiled on first use. */
export function readDanger(text: string, options?: { contexts?: readonly string[] }): DangerReading {
  shared ??= createDangerDetector();
  return shared.read(text, options);
}

/** An exclusion of the family (an idiom, another sense of the word) overlaps the match in its sentence. */
function isExcluded(read: SafetyText, match: Match, family: FamilyLexicon, cues: CueLexicon): boolean {
  const sentence = read.sentences[read.tokens[match.start]!.sentence]!;
  return family.exclude.some((exclusion) =>
    findPattern(read, exclusion, cues, sentence).some(
      (other) => other.start < match.end && match.start < other.end,
    ),
  );
}

function judge(
  read: SafetyText,
  match: Match,
  family: FamilyLexicon,
  pattern: Pattern,
  cues: CueLexicon,
): DangerFinding | null {
  const sentence = read.sentences[read.tokens[match.start]!.sentence]!;
  // The clause of the sign's last part, its predicate ("my hand, it went numb"), places it in time.
  const clause = clauseOf(read, match.slots.at(-1)!.start);
  if (isNegated(read, match, cues)) return null;
  if (isExcluded(read, match, family, cues)) return null;
  const isSerious = family.alwaysTakenSeriously;
  // "why do you keep asking the same thing", "usted no me contestó": about this chat, for every family.
  if (isSaidOfUs(read, match, sentence, cues)) return null;
  // "a list of warning signs of suicide to watch for": information, for every family; "she's
  // showing signs of a stroke" is no information but the signs shown (decision 0280).
  const beforeSign: Range = { start: clauseOf(read, match.start).start, end: match.start };
  if (
    cues.information.some((phrase) =>
      phraseSpans(read, beforeSign, phrase, null, cues).some((span) => !isShownCue(read, span, cues)),
    )
  )
    return null;
  const firstClause = clauseOf(read, match.start);
  if (
    !isSerious &&
    isSupposed(read, match, firstClause.start < clause.start ? firstClause : clause, sentence, cues)
  )
    return null;
  // "unresponsive patient", "pacientes suicidas": a word describing people in someone's care.
  if (isAboutPatients(read, match)) return null;
  // "Can the choking be part of the claim?": a question about the case names an event told before.
  if (!isSerious && isClaimQuestionAbout(read, match, sentence, cues)) return null;
  // "Come back if…, keep vomiting, or… None of that has happened.": denied afterwards.
  if (!isSerious && isDeniedAfterwards(read, match, cues)) return null;
  if (isDenied(read, match, clause, cues)) return null;
  // A joke sets a sign aside; for self-harm only with a joke's "every time I sneeze". A laugh
  // that opens the clause before the sign is nerves ("lol is it normal for my throat to get
  // tight"); the joke is told after it ("my eyes rolled back lol").
  // A laugh typed as a clause of its own just after the sign ("I couldn't breathe, lol") is its joke too.
  const after = read.clauses.find((next) => next.start === clause.end);
  const jokeEnd = after && after.end - after.start <= SHORT_CLAUSE ? after.end : clause.end;
  const jokeRange: Range = { start: Math.max(clause.start, match.start - 1), end: jokeEnd };
  if (
    hasAffirmedCue(read, jokeRange, cues.humor, cues) &&
    (!isSerious || hasCue(read, clause, cues.hyperbole, cues))
  )
    return null;
  // "I'm an ER nurse. Seizures, overdoses…": someone's work, unless something is happening now.
  if (!isSerious && hasCue(read, whole(read), cues.profession, cues) && !hasLiveNow(read, whole(read), cues))
    return null;
  // "she will have a stroke like her mother": a fear, unless it is said to be happening now.
  if (
    !isSerious &&
    hasCue(read, { start: clause.start, end: match.start }, cues.modal, cues) &&
    !hasCue(read, clause, cues.strongNowAnchors, cues)
  )
    return null;
  // Mild words soften the sign itself, not a symptom beside it ("squeezing… and a bit sick").
  const firstSlot = [...match.slots].sort((a, b) => a.start - b.start)[0]!;
  // After the sign, a mild word belongs to it only up to the next "and" ("gasping and can only
  // get two words out": that "only" softens nothing).
  let aroundEnd = Math.min(clause.end, firstSlot.end + 3);
  for (let index = firstSlot.end; index < aroundEnd; index += 1)
    if (COORDINATORS.has(read.tokens[index]!.surface)) aroundEnd = index;
  const around: Range = { start: Math.max(clause.start, firstSlot.start - 2), end: aroundEnd };
  // "bled a little" is mild; "almost can't breathe" is not: a mild word never softens a sign with a "not" in it.
  const hasNegationInside = read.tokens
    .slice(match.start, match.end)
    .some((token) => isSingleNegation(token.surface, cues));
  const justBefore: Range = { start: Math.max(clause.start, match.start - 2), end: match.start };
  if (
    !isSerious &&
    !hasNegationInside &&
    (hasCue(read, around, cues.mild, cues) || hasCue(read, justBefore, cues.fewBefore, cues))
  )
    return null;
  // Someone else's story or people in general ("one of my residents", "the news says"), unless
  // the story turns to now before the sign ("another kid pushed him and now he can't breathe":
  // the other one is in the story, the sign is the writer's child's).
  if (
    hasOthersCue(read, sentence, cues) &&
    !hasCue(read, sentence, cues.strongNowAnchors, cues) &&
    !isNowAfterOthers(read, sentence, match, cues)
  )
    return null;
  // A habit ("sometimes", "every day"): not now, unless said to be now; never for self-harm.
  if (
    !isSerious &&
    hasCue(read, clause, cues.generic, cues) &&
    !hasCue(read, clause, cues.strongNowAnchors, cues)
  )
    return null;
  if (
    !isSerious &&
    hasMinimizer(read, sentence, cues) &&
    !hasCue(read, sentence, cues.strongNowAnchors, cues)
  )
    return null;
  if (isAnsweredNo(read, clause, cues)) return null;

  const who = subjectOf(read, match, sentence, cues);
  const message: Range = { start: 0, end: read.tokens.length };
  // Words in quotation marks ("I can't breathe", she screamed): the words around them say when.
  const tense = read.tokens[match.start]!.isQuoted
    ? frameTenseOf(read, match, sentence, cues)
    : tenseOf(read, match, clause, cues);
  const cue = (range: Range, phrases: Phrase[]) => hasCue(read, range, phrases, cues);
  const base = {
    family: family.family,
    who,
    pattern: pattern.source,
    span: { start: match.start, end: match.end },
  };
  // Over, and cared for only when the message tells of care itself: a sign that went away, or one
  // told beside "he's home now", got no care we know of (decision 0296).
  const over = (reason: string): DangerFinding => ({
    ...base,
    status: 'over',
    isCared: careGivenIn(message),
    reason: `${tense}: ${reason}`,
    placedBy: 'cue',
  });
  const now = (reason: string, placedBy: DangerFinding['placedBy'] = 'cue'): DangerFinding => ({
    ...base,
    status: 'now',
    isCared: false,
    reason: `${tense}: ${reason}`,
    placedBy,
  });

  // The sign's own clauses, from its first part to its predicate: where "now" or "de repente" speaks of it.
  const scope: Range = { start: clauseOf(read, match.start).start, end: clauseOf(read, match.end - 1).end };
  // "I was unconscious for about ten minutes": told in the past, a duration says how long it
  // lasted then, not that it goes on (decision 0260).
  const nowAnchors = tense === 'past' ? nowAnchorsOfPast(cues) : cues.nowAnchors;
  const nowIn = (range: Range) => hasLiveNow(read, range, cues, nowAnchors, { scope });
  const strongNowIn = (range: Range) => hasLiveNow(read, range, cues, cues.strongNowAnchors, { scope });
  const nearest = (range: Range) => nearestTime(read, match, range, cues, scope, nowAnchors);
  // "dejó de respirar": a recovery word that is part of the sign itself ends nothing (decision 0390).
  const resolvedIn = (range: Range) => hasAffirmedCue(read, range, cues.resolved, cues, match);
  // Care for an injury says nothing about thoughts of self-harm: for such a family it never ends one.
  const caredIn = (range: Range) => !isSerious && hasAffirmedCue(read, range, cues.cared, cues);
  // "he's home now" places the sign in the past, but only care lets the note say so (decision 0296).
  const careGivenIn = (range: Range) => !isSerious && hasAffirmedCue(read, range, cues.careGiven, cues);
  // In a long run-on sentence, "now" counts near the sign, not clauses away.
  const near: Range = {
    start: Math.max(sentence.start, match.start - NEAR),
    end: Math.min(sentence.end, match.end + NEAR),
  };
  // "since last week" is how long it has gone on, not when it ended.
  const pastIn = (range: Range) => hasPastAnchor(read, range, cues);
  // Times belong to the sentence as typed: "march 3rd." answers the question before the danger.
  const typed = read.typedSentences[read.tokens[match.start]!.typedSentence]!;
  // A story that ended: told with a past time and a recovery, and nothing now in the sentence
  // ("My husband have stroke, one side of face go down. That was 2022. Now he do therapy").
  // A story that ended: a past time and a recovery, with nothing now near the sign or anywhere
  // "minutes ago", and no "but" after the recovery ("the shaking stopped but she won't wake").
  const isStoryOver = () =>
    resolvedIn(message) &&
    pastIn(message) &&
    // "…been home recovering. Since about noon I've been more and more short of breath": a new onset.
    nearest(typed) !== 'now' &&
    !strongNowIn(near) &&
    !strongNowIn(message) &&
    !isContradictedAfter(read, match, cues);

  // "I'm at the slicer and suddenly there's blood everywhere. That was last March.": told in the
  // present, dated by a later sentence.
  const isDatedStory = () => isDatedLater(read, match, cues) && !strongNowIn(message);

  if (tense === 'present') {
    if (resolvedIn(clause)) return over('resolved in clause');
    if (isStoryOver()) return over('a past story that ended');
    if (isDatedStory()) return over('a story dated later');
    return now('present', 'tense');
  }
  if (tense === 'past') {
    if (resolvedIn(message)) return over('resolved in message');
    if (cue(clause, cues.strongNowAnchors)) return now('right now, in the clause');
    // "like I said, I was coughing up blood that night": told again, in the past, nothing now
    // beside it: history (decision 0260). Never for self-harm.
    if (!isSerious && cue(typed, cues.restated) && !nowIn(typed) && !strongNowIn(message))
      return over('told again, in the past');
    // "an accident last week, and today at lunch suddenly…": the nearer time belongs to the sign.
    if (pastIn(typed) && nearest(typed) !== 'now') return over('past cue in sentence');
    if (nowIn(clause) || nowIn(typed)) return now('now cue in clause');
    if (caredIn(message)) return over('cared in message');
    if (nowIn(sentence)) return now('now cue in sentence');
    if (pastIn(message)) return over('past cue in message');
    // "my injuries: a broken wrist, a cut that bled a lot": one item of a list of injuries, in the
    // same sentence, for a family whose past sign is an injury (bleeding; never a collapse).
    if (family.isListedAsInjury && cue(typed, cues.injuryList) && !cue(message, cues.nowAnchors))
      return over('past, in a list of injuries');
    // "he collapsed", "took the whole bottle": told in the past with nothing to date it.
    return now('past with no time cue: in doubt, now', 'doubt');
  }
  if (resolvedIn(clause)) return over('resolved in clause');
  if (isStoryOver()) return over('a past story that ended');
  if (isDatedStory()) return over('a story dated later');
  // Thoughts of self-harm go on: a date elsewhere in the message (the accident's) does not end them.
  if (isSerious && !resolvedIn(near) && !pastIn(near))
    return now('self-harm with no recovery or date near it: now', 'doubt');
  if (nowIn(near)) return now('now cue near the sign');
  if (resolvedIn(near) || caredIn(near)) return over('resolved or cared near the sign');
  if (pastIn(near) && nearest(near) !== 'now') return over('past cue near the sign');
  if (pastIn(typed) && nearest(typed) !== 'now') return over('past cue in sentence');
  if (nowIn(message)) return now('now cue in message');
  if (resolvedIn(message) || caredIn(message)) return over('resolved or cared in message');
  if (hasPastAnchor(read, message, cues, { skipIncidentDates: true })) return over('past cue in message');
  return now('no time cue: in doubt, now', 'doubt');
}

/** The tense of the words that frame a quotation: "he keeps saying '…'" is now, "I wrote '…'" is past. */
function frameTenseOf(
  read: SafetyText,
  match: Match,
  sentence: Range,
  cues: CueLexicon,
): 'present' | 'past' | 'unknown' {
  if (hasCue(read, sentence, cues.recall, cues)) return 'past';
  let quoteStart = match.start;
  while (quoteStart > sentence.start && read.tokens[quoteStart - 1]!.isQuoted) quoteStart -= 1;
  let quoteEnd = match.end;
  while (quoteEnd < sentence.end && read.tokens[quoteEnd]!.isQuoted) quoteEnd += 1;
  const frames: Range[] = [
    { start: Math.max(sentence.start, quoteStart - AUX_REACH - 1), end: quoteStart },
    { start: quoteEnd, end: Math.min(sentence.end, quoteEnd + AUX_REACH + 1) },
  ];
  for (const frame of frames) {
    for (let index = frame.start; index < frame.end; index += 1) {
      const here: Range = { start: index, end: Math.min(frame.end, index + 2) };
      if (hasCue(read, here, cues.presentAux, cues)) return 'present';
      if (hasCue(read, here, cues.pastAux, cues) || isPastForm(read.tokens[index]!, cues)) return 'past';
    }
  }
  return 'unknown';
}

const whole = (read: SafetyText): Range => ({ start: 0, end: read.tokens.length });

/** A later clause that dates what was told: "That was last March.", "Eso fue el mes pasado." */
function isDatedLater(read: SafetyText, match: Match, cues: CueLexicon): boolean {
  const after: Range = { start: clauseOf(read, match.end - 1).end, end: read.tokens.length };
  for (const phrase of cues.dating)
    for (const span of phraseSpans(read, after, phrase, null, cues)) {
      // "el accidente fue la semana pasada" dates the accident, not what is happening now.
      if (followsIncident(read, span.start, cues)) continue;
      if (hasPastAnchor(read, { start: span.start, end: Math.min(read.tokens.length, span.end + 6) }, cues))
        return true;
    }
  return false;
}

/** An incident noun ("the accident", "el choque") within three words before `index`. */
function followsIncident(read: SafetyText, index: number, cues: CueLexicon): boolean {
  const before: Range = { start: Math.max(0, index - 3), end: index };
  return hasCue(read, before, cues.incidentNouns, cues);
}

/** Which time cue in `range` sits nearest the sign: a "now" word or a past time. */
function nearestTime(
  read: SafetyText,
  match: Match,
  range: Range,
  cues: CueLexicon,
  scope?: Range,
  nowAnchors: Phrase[] = cues.nowAnchors,
): 'now' | 'past' | null {
  const distance = (span: Span) =>
    span.end <= match.start ? match.start - span.end : span.start >= match.end ? span.start - match.end : 0;
  let best: { distance: number; kind: 'now' | 'past' } | null = null;
  const consider = (phrases: Phrase[], kind: 'now' | 'past') => {
    for (const phrase of phrases)
      for (const span of phraseSpans(read, range, phrase, null, cues)) {
        if (kind === 'past' && ['since', 'desde'].includes(read.tokens[span.start - 1]?.surface ?? ''))
          continue;
        if (kind === 'now' && scope && !isInScope(read, span, phrase, scope, cues)) continue;
        if (!best || distance(span) < best.distance) best = { distance: distance(span), kind };
      }
  };
  consider(cues.pastAnchors, 'past');
  consider(nowAnchors, 'now');
  return best ? (best as { kind: 'now' | 'past' }).kind : null;
}

/** A past time not led by "since" or "desde" (those say how long, up to now). */
function hasPastAnchor(
  read: SafetyText,
  range: Range,
  cues: CueLexicon,
  options: { skipIncidentDates?: boolean } = {},
): boolean {
  for (const phrase of cues.pastAnchors)
    for (const span of phraseSpans(read, range, phrase, null, cues)) {
      const before = read.tokens[span.start - 1]?.surface;
      if (before === 'since' || before === 'desde' || read.tokens[span.start]!.surface === 'since') continue;
      // "he was in the accident last month": with the option, that dates the accident, not a sign.
      if (options.skipIncidentDates && followsIncident(read, span.start, cues)) continue;
      return true;
    }
  return false;
}

/** A recovery earlier in the sentence, then "but" before the sign: it did not end. */
function isContradictedAfter(read: SafetyText, match: Match, cues: CueLexicon): boolean {
  const sentence = read.sentences[read.tokens[match.start]!.sentence]!;
  for (const phrase of cues.resolved)
    for (const span of phraseSpans(read, { start: sentence.start, end: match.start }, phrase, null, cues))
      for (let index = span.end; index < match.start; index += 1)
        if (CONTRAST.has(read.tokens[index]!.surface)) return true;
  return false;
}

/** A "now" beside a recovery ("now he is okay") says when it got better, not that it is happening. */
function hasLiveNow(
  read: SafetyText,
  range: Range,
  cues: CueLexicon,
  anchors: Phrase[] = cues.nowAnchors,
  options: { scope?: Range; accept?: (span: Span) => boolean } = {},
): boolean {
  for (const phrase of anchors) {
    for (const span of phraseSpans(read, range, phrase, null, cues)) {
      if (options.scope && !isInScope(read, span, phrase, options.scope, cues)) continue;
      if (options.accept && !options.accept(span)) continue;
      const clause = clauseOf(read, span.start);
      if (
        !hasAffirmedCue(read, clause, cues.resolved, cues) &&
        !hasAffirmedCue(read, clause, cues.cared, cues)
      )
        return true;
    }
  }
  return false;
}

/**
 * A time word that speaks of its own clause only ("now", "ahorita", "de repente") counts for a
 * sign in that clause, in a clause of a few words just before or after it ("right now, he…"), or
 * in a clause after it in the same sentence; "so now I carry water" says nothing of when a
 * sign told before it happened.
 */
function isInScope(read: SafetyText, span: Span, phrase: Phrase, scope: Range, cues: CueLexicon): boolean {
  if (!cues.clauseNow.has(phrase)) return true;
  // "last Christmas we are at the table and suddenly…": after a past time, "suddenly" tells the story.
  const typedStart = read.typedSentences[read.tokens[span.start]!.typedSentence]!.start;
  if (cues.narrativeNow.has(phrase) && hasPastAnchor(read, { start: typedStart, end: span.start }, cues))
    return false;
  if (span.start >= scope.start && span.end <= scope.end) return true;
  const clause = clauseOf(read, span.start);
  const isShort = clause.end - clause.start <= SHORT_CLAUSE;
  if (isShort && (clause.end === scope.start || clause.start === scope.end)) return true;
  // Told first, it sets the scene for what follows in the sentence as typed ("ahorita mismo no me
  // entiende, se le cayó la cara"), until a past time takes over; told after the sign, it speaks
  // of a later state ("me desmayé en la obra…, ahora siempre llevo agua").
  const isSameTyped = read.tokens[span.start]!.typedSentence === read.tokens[scope.start]!.typedSentence;
  return (
    isSameTyped &&
    span.end <= scope.start &&
    !hasPastAnchor(read, { start: span.end, end: scope.start }, cues)
  );
}

/** A clause this short ("right now,", "de repente,") leans on the clause beside it. */
const SHORT_CLAUSE = 3;

/** A cue not denied just before it: "not okay", "no está como siempre" say the opposite. */
function hasAffirmedCue(
  read: SafetyText,
  range: Range,
  phrases: Phrase[],
  cues: CueLexicon,
  sign?: Match,
): boolean {
  for (const phrase of phrases) {
    for (const span of phraseSpans(read, range, phrase, null, cues)) {
      // The sign's own words ("stopped" in "stopped breathing") are never a cue about it; a cue
      // that reaches past them ("seizure-free") still is.
      if (sign?.slots.some((slot) => slot.start <= span.start && span.end <= slot.end)) continue;
      let isDeniedHere = false;
      for (let index = Math.max(range.start, span.start - 2); index < span.start; index += 1) {
        // "No, just carry an EpiPen now": a "no" that opens a sentence answers; it denies nothing.
        const isAnswerWord =
          ['no', 'nope', 'nah', 'nel'].includes(read.tokens[index]!.surface) &&
          read.sentences.some((sentence) => sentence.start === index);
        if (isSingleNegation(read.tokens[index]!.surface, cues) && !isAnswerWord) isDeniedHere = true;
      }
      // "been going since I woke up": how long it has lasted, not that it ended.
      const lead = read.tokens[span.start - 1]?.surface ?? '';
      const leadTwo = `${read.tokens[span.start - 2]?.surface ?? ''} ${lead}`;
      if (lead === 'since' || leadTwo === 'desde que') isDeniedHere = true;
      // "everyone is better off without me": "better off" is a comparison, never a recovery.
      if (read.tokens[span.end - 1]?.surface === 'better' && read.tokens[span.end]?.surface === 'off')
        isDeniedHere = true;
      // "he says he is fine", "insists she's okay": what the person in danger says is not a recovery.
      for (let index = Math.max(0, span.start - 4); index < span.start - 1; index += 1)
        if (REPORTED.has(read.tokens[index]!.surface) && cues.personal.has(read.tokens[index + 1]!.surface))
          isDeniedHere = true;
      // "no sé si está respirando bien", "not sure if she's okay": a doubt, not a recovery.
      for (let index = Math.max(range.start, span.start - 4); index < span.start; index += 1) {
        const word = read.tokens[index]!;
        const isDoubtSi =
          word.surface === 'si' &&
          word.accented !== 'sí' &&
          DOUBT_BEFORE_SI.has(read.tokens[index - 1]?.surface ?? '');
        if (word.surface === 'if' || word.surface === 'whether' || isDoubtSi) isDeniedHere = true;
      }
      if (!isDeniedHere) return true;
    }
  }
  return false;
}

/** "no sé si", "no estoy segura si": the words before a Spanish "si" that make it "whether". */
const DOUBT_BEFORE_SI = new Set(['se', 'sabe', 'sabemos', 'seguro', 'segura', 'idea', 'pregunto', 'saber']);

function clauseOf(read: SafetyText, index: number): Range {
  return (
    read.clauses.find((range) => range.start <= index && index < range.end) ??
    read.sentences[read.tokens[index]!.sentence]!
  );
}

/** "no vomiting", "he is not bleeding", "never lost consciousness": a negation just before a part of the sign. */
function isNegated(read: SafetyText, match: Match, cues: CueLexicon): boolean {
  const clause = clauseOf(read, match.start);
  const inMatch = (index: number) => match.slots.some((slot) => slot.start <= index && index < slot.end);
  for (const slot of match.slots) {
    for (let index = slot.start - 1; index >= Math.max(clause.start, slot.start - 4); index -= 1) {
      const token = read.tokens[index]!;
      if (inMatch(index)) break;
      // "no para de vomitar", "won't stop bleeding": a negation that says it goes on.
      if (cues.continuations.some((phrase) => phraseAt(read, index, phrase, null, cues) !== null)) break;
      if (cues.negations.some((phrase) => phraseAt(read, index, phrase, null, cues) !== null)) return true;
      // Spanish "he" before a participle ("no me he desmayado") is "have", not English "he".
      const isSpanishHave =
        token.surface === 'he' && /(ado|ido|ada|ida)$/.test(read.tokens[index + 1]?.surface ?? '');
      if (cues.negationStops.has(token.surface) && !isSpanishHave) break;
    }
  }
  return false;
}

const CARED_FOR = new Set([
  'swimmers',
  'people',
  'drivers',
  'workers',
  'folks',
  'customers',
  'students',
  'alumnos',
  'kids at',
  'patient',
  'patients',
  'resident',
  'residents',
  'client',
  'clients',
  'victim',
  'victims',
  'case',
  'cases',
  'calls',
  'paciente',
  'pacientes',
  'residentes',
]);

function isAboutPatients(read: SafetyText, match: Match): boolean {
  const sentence = read.tokens[match.start]!.sentence;
  const after = read.tokens[match.end];
  if (after !== undefined && after.sentence === sentence && CARED_FOR.has(after.surface)) return true;
  // "pacientes suicidas", "a patient who was seizing".
  for (let index = Math.max(0, match.start - 4); index < match.start; index += 1)
    if (CARED_FOR.has(read.tokens[index]!.surface) && read.tokens[index]!.sentence === sentence) return true;
  return false;
}

/** A later sentence that says none of it happened ("None of that has happened."). */
function isDeniedAfterwards(read: SafetyText, match: Match, cues: CueLexicon): boolean {
  return hasCue(read, { start: match.end, end: read.tokens.length }, cues.noneSince, cues);
}

/** "knocked out? no.": a sign asked about, then denied in the next words. */
function isAnsweredNo(read: SafetyText, clause: Range, cues: CueLexicon): boolean {
  const last = read.tokens[clause.end - 1];
  const next = read.tokens[clause.end];
  if (!last?.isQuestionEnd || !next) return false;
  return (
    ['no', 'nope', 'nah', 'nel', 'not really'].includes(next.surface) || isSingleNegation(next.surface, cues)
  );
}

/** "no sign he'd passed out", "they ruled out a bleed": a denial earlier in the clause, before any "and" or "but". */
function isDenied(read: SafetyText, match: Match, clause: Range, cues: CueLexicon): boolean {
  for (let index = match.start - 1; index >= clause.start; index -= 1) {
    if (cues.denials.some((phrase) => phraseAt(read, index, phrase, null, cues, match.start) !== null))
      return true;
    const word = read.tokens[index]!.surface;
    const next = read.tokens[index + 1]?.surface ?? '';
    // "asked if I felt safe and if I wanted to hurt myself": the question goes on.
    if (['and', 'y'].includes(word) && ['if', 'si', 'whether'].includes(next)) continue;
    if (['and', 'but', 'now', 'y', 'pero', 'ahora'].includes(word)) return false;
  }
  return false;
}

/** "if he starts vomiting", "signs of a stroke", or a general question with nobody in it. */
function isSupposed(
  read: SafetyText,
  match: Match,
  clause: Range,
  sentence: Range,
  cues: CueLexicon,
): boolean {
  // A list ("should I develop confusion, vomiting, or a severe headache") carries its "if" to each item.
  let start = clause.start;
  const isListItem = (range: Range) =>
    range.end - range.start <= LIST_ITEM ||
    ['or', 'and', 'o', 'y', 'u', 'e'].includes(read.tokens[range.start]!.surface) ||
    read.tokens
      .slice(range.start, range.end)
      .some((token) => token.surface === 'or' || token.surface === 'o');
  if (isListItem(clause)) {
    while (start > sentence.start) {
      const previous = clauseOf(read, start - 1);
      start = previous.start;
      if (!isListItem(previous)) break;
    }
  }
  // A cue inside a long sign counts too ("the sheet says to go back if it bleeds through").
  const before: Range = { start, end: Math.max(match.start, match.slots.at(-1)!.start) };
  for (const phrase of cues.hypothetical) {
    for (const span of phraseSpans(read, before, phrase, null, cues)) {
      // "he is having symptoms of a stroke": signs shown, not supposed (decision 0280).
      if (isShownCue(read, span, cues)) continue;
      // Spanish "si" is also "yes": it supposes only inside a sentence, or before a comma.
      const word = read.tokens[span.start]!;
      // "como si", "as if": a comparison, not a condition.
      if (
        ['si', 'if'].includes(word.surface) &&
        ['como', 'as', 'like'].includes(read.tokens[span.start - 1]?.surface ?? '')
      )
        continue;
      if (
        word.surface === 'si' &&
        (word.accented === 'sí' ||
          (span.start === sentence.start && !hasLaterClause(read, sentence, span.start)))
      )
        continue;
      return true;
    }
  }
  if (read.tokens[sentence.start]!.surface === 'if' && clause.start !== sentence.start) return true;
  const sentenceInfo = read.sentences[read.tokens[match.start]!.sentence]!;
  if (sentenceInfo.isQuestion && hasCue(read, sentence, cues.infoQuestion, cues)) {
    let isPersonal = false;
    for (let index = sentence.start; index < sentence.end; index += 1)
      if (cues.personal.has(read.tokens[index]!.surface)) isPersonal = true;
    if (!isPersonal) return true;
  }
  return false;
}

const COORDINATORS = new Set(['and', 'or', 'but', 'y', 'e', 'o', 'pero']);

/** Words that may stand between "showing" and "signs of" ("showing the first signs of"). */
const SHOWN_FILLERS = new Set(['the', 'some', 'clear', 'obvious', 'early', 'first', 'los', 'unos', 'claros']);

/**
 * "showing signs of", "is having symptoms of", "tiene síntomas de": a cue led by a verb of having
 * or showing tells of signs shown, not information about them nor a supposition (decision 0280).
 */
function isShownCue(read: SafetyText, span: Span, cues: CueLexicon): boolean {
  let end = span.start;
  while (end > 0 && end > span.start - 2 && SHOWN_FILLERS.has(read.tokens[end - 1]!.surface)) end -= 1;
  const before: Range = { start: Math.max(0, end - 4), end };
  return cues.showing.some((phrase) =>
    phraseSpans(read, before, phrase, null, cues).some((shown) => shown.end === end),
  );
}

/** Words that make a sign a known event ("the choking", "su convulsion"), not a new report. */
const REFERRING_WORDS = new Set([
  'the',
  'that',
  'this',
  'those',
  'these',
  'his',
  'her',
  'my',
  'their',
  'el',
  'la',
  'los',
  'las',
  'ese',
  'esa',
  'eso',
  'su',
  'sus',
  'mi',
  'mis',
]);

function isClaimQuestionAbout(read: SafetyText, match: Match, sentence: Range, cues: CueLexicon): boolean {
  const info = read.sentences[read.tokens[match.start]!.sentence]!;
  if (!info.isQuestion || match.end - match.start > 3) return false;
  if (!REFERRING_WORDS.has(read.tokens[match.start - 1]?.surface ?? '')) return false;
  return hasCue(read, sentence, cues.claimQuestion, cues);
}

function hasLaterClause(read: SafetyText, sentence: Range, index: number): boolean {
  return read.clauses.some((clause) => clause.start > index && clause.start < sentence.end);
}

function subjectOf(read: SafetyText, match: Match, sentence: Range, cues: CueLexicon): DangerSubject {
  for (let index = match.start - 1; index >= sentence.start; index -= 1) {
    const surface = read.tokens[index]!.surface;
    if (cues.firstPerson.has(surface)) return 'self';
    if (cues.personal.has(surface)) return 'other';
  }
  return 'self';
}

/**
 * present: "is", "keeps", "can not"; past: "was", "had", a past form; else unknown. The sign's
 * own verb decides first ("my throat swelled up"), unless an auxiliary just before it makes it
 * present ("he has passed out"); then the nearest auxiliary before the sign's last part. A
 * memory told in the present ("I keep seeing him lying there") is past.
 */
function tenseOf(
  read: SafetyText,
  match: Match,
  clause: Range,
  cues: CueLexicon,
): 'present' | 'past' | 'unknown' {
  if (hasCue(read, read.sentences[read.tokens[match.start]!.sentence]!, cues.recall, cues)) return 'past';
  const slots = [...match.slots].sort((a, b) => b.start - a.start);
  // "if I was gone" is a wish, not a past: a conditional part's verbs do not date the sign.
  const conditional = slots.filter((slot) =>
    read.tokens.slice(slot.start, slot.end).some((token) => ['if', 'si'].includes(token.surface)),
  );
  const isInConditional = (index: number) =>
    conditional.some((slot) => slot.start <= index && index < slot.end);
  for (const slot of slots) {
    for (let index = slot.start; index < slot.end && !conditional.includes(slot); index += 1) {
      if (!isPastForm(read.tokens[index]!, cues)) continue;
      // "feels like someone parked a car on my chest": a comparison, not a time.
      const isComparison = [1, 2, 3].some((back) =>
        ['like', 'si', 'if'].includes(read.tokens[index - back]?.surface ?? ''),
      );
      if (isComparison) continue;
      const justBefore: Range = { start: Math.max(clauseOf(read, slot.start).start, index - 2), end: index };
      return hasCue(read, justBefore, cues.presentAux, cues) ? 'present' : 'past';
    }
  }
  const last = slots[0]!;
  // "she slurs", "he only groans and goes right back out": a verb in -s after he, she or it
  // (an adverb or two between) is present.
  for (let index = Math.max(clause.start + 1, match.start - 3); index < last.end; index += 1) {
    const token = read.tokens[index]!;
    if (!/[^s]s$/.test(token.surface) || token.surface.length <= 3) continue;
    let subject = index - 1;
    while (
      subject > index - 3 &&
      subject > clause.start &&
      SUBJECT_ADVERBS.has(read.tokens[subject]!.surface)
    )
      subject -= 1;
    if (THIRD_PERSON.has(read.tokens[subject]?.surface ?? '')) return 'present';
  }
  // The nearest auxiliary a few words before the predicate (or inside the sign): one further back
  // belongs to another verb ("my arm went numb and my words come out wrong").
  const scope: Range = {
    start: Math.max(clauseOf(read, match.start).start, match.start - AUX_REACH),
    end: last.end,
  };
  let nearest: { end: number; length: number; tense: 'present' | 'past' } | null = null;
  for (const [phrases, tense] of [
    [cues.presentAux, 'present'],
    [cues.pastAux, 'past'],
  ] as const) {
    for (const phrase of phrases)
      for (const span of phraseSpans(read, scope, phrase, null, cues)) {
        if (isInConditional(span.start)) continue;
        const length = span.end - span.start;
        // "has had three seizures": the longer auxiliary ending at the same word wins.
        if (!nearest || span.end > nearest.end || (span.end === nearest.end && length > nearest.length))
          nearest = { end: span.end, length, tense };
      }
  }
  if (nearest) return (nearest as { tense: 'present' | 'past' }).tense;
  // A past verb just before the sign or between its parts ("my words came out all jumbled").
  for (let index = Math.max(clause.start, match.start - 3); index < match.end; index += 1)
    if (isPastForm(read.tokens[index]!, cues)) return 'past';
  return 'unknown';
}

/** Words that may slip into a cue without changing it: "doing much better", "hace como un año". */
const SOFT_WORDS = new Set([
  'much',
  'so',
  'really',
  'very',
  'way',
  'pretty',
  'quite',
  'lot',
  'like',
  'about',
  'around',
  'almost',
  'mucho',
  'muy',
  'bastante',
  'super',
  'tan',
  'como',
  'casi',
  'unos',
  'unas',
  'ya',
]);

/** Words between a subject and its verb that do not change its tense ("he only groans"). */
const SUBJECT_ADVERBS = new Set([
  'only',
  'just',
  'still',
  'also',
  'barely',
  'kinda',
  'kind',
  'of',
  'really',
  'now',
  'then',
]);

const THIRD_PERSON = new Set(['he', 'she', 'it']);
const CONTRAST = new Set(['but', 'still', 'yet', 'however', 'pero', 'todavia', 'aun', 'aunque']);
/** What the person in danger says of themself, now: "he says he is fine" is no recovery. */
const REPORTED = new Set(['says', 'insists', 'claims', 'swears', 'dice', 'insiste', 'asegura']);

const AUX_REACH = 6;
/** How many words either side of a sign a time cue may sit in a long sentence. */
const NEAR = 10;
/** A clause this short may be one item of a list. */
const LIST_ITEM = 4;

const spanishNotPast = new Set([
  'bebe',
  'cafe',
  'jose',
  'que',
  'porque',
  'bebé',
  'café',
  'josé',
  'qué',
  'porqué',
  'esta',
  'está',
]);

function isPastForm(token: SafetyToken, cues: CueLexicon): boolean {
  if (cues.pastVerbs.has(token.surface)) return true;
  if (token.surface.length > 4 && token.surface.endsWith('ed') && !cues.notPastEd.has(token.surface))
    return true;
  if (token.accented.length >= 4 && /[óé]$/.test(token.accented) && !spanishNotPast.has(token.accented))
    return true;
  return token.surface.length >= 5 && cues.pastSuffixes.some((suffix) => token.surface.endsWith(suffix));
}

/**
 * Whether the sign's subject is the one the visitor is writing to: the addressee ("you", "usted",
 * "¿por qué me…?") just before the sign, past the small words that may stand between them. A
 * sign said of us tells of the conversation ("you keep asking the same question"), not of a body.
 */
function isSaidOfUs(read: SafetyText, match: Match, sentence: Range, cues: CueLexicon): boolean {
  let at = match.start - 1;
  while (at >= sentence.start && cues.addresseeSkip.has(read.tokens[at]!.surface)) at -= 1;
  if (at < sentence.start) return false;
  return cues.addressee.some((phrase) =>
    phraseSpans(read, { start: sentence.start, end: at + 1 }, phrase, null, cues).some(
      (span) => span.end === at + 1,
    ),
  );
}

/**
 * "which is normal", "totally normal": the writer plays a sign down. Asked whether it is normal
 * ("I don't know if that is normal", "no sé si es normal"), the sign is not played down: the
 * writer is worried about it (decision 0445).
 */
function hasMinimizer(read: SafetyText, range: Range, cues: CueLexicon): boolean {
  return cues.minimizers.some((phrase) =>
    phraseSpans(read, range, phrase, null, cues).some(
      // "if that is normal", "si eso es normal": the asking word right before, or one word before it.
      (span) =>
        ![1, 2].some((back) =>
          ['if', 'whether', 'si'].includes(read.tokens[span.start - back]?.surface ?? ''),
        ),
    ),
  );
}

function hasCue(read: SafetyText, range: Range, phrases: Phrase[], cues: CueLexicon): boolean {
  return phrases.some((phrase) => phraseSpans(read, range, phrase, null, cues).length > 0);
}

function passesSurface(surface: string, test: WordTest, cues: CueLexicon): boolean {
  switch (test.kind) {
    case 'surface':
      return surface === test.word;
    case 'prefix':
      return surface.startsWith(test.prefix);
    case 'number':
      return /^\d+(st|nd|rd|th)?$/.test(surface) || cues.numberWords.has(surface);
    case 'year':
      return /^(19|20)\d\d$/.test(surface);
    case 'stem':
    case 'past':
    case 'notNext':
    case 'clauseEnd':
      return false;
  }
}

function passes(
  token: SafetyToken,
  test: WordTest,
  language: StemLanguage | null,
  cues: CueLexicon,
): boolean {
  if (test.kind === 'past') return isPastForm(token, cues);
  if (test.kind !== 'stem') return passesSurface(token.surface, test, cues);
  if (!language) return false;
  return token.stems[language] === test.stem || token.corrected[language] === test.stem;
}

/** Whether the token at `at` passes one of a phrase position's tests. (Plain loops: this is the hot path.) */
function fitsAt(
  read: SafetyText,
  at: number,
  tests: WordTest[],
  language: StemLanguage | null,
  cues: CueLexicon,
): boolean {
  const token = read.tokens[at]!;
  for (const test of tests) if (passes(token, test, language, cues)) return true;
  return false;
}

function isSingleNegation(surface: string, cues: CueLexicon): boolean {
  for (const negation of cues.negations) {
    if (negation.length !== 1) continue;
    for (const test of negation[0]!) if (passesSurface(surface, test, cues)) return true;
  }
  return false;
}

/** Where a phrase starting at `index` ends, words in order with at most one word between (never a negation). */
function phraseAt(
  read: SafetyText,
  index: number,
  phrase: Phrase,
  language: StemLanguage | null,
  cues: CueLexicon,
  limit = read.tokens.length,
): number | null {
  if (index >= limit || !fitsAt(read, index, phrase[0]!, language, cues)) return null;
  let at = index;
  for (let position = 1; position < phrase.length; position += 1) {
    const tests = phrase[position]!;
    const assertion = tests[0]!;
    // Zero-width checks on what follows: "ya pasó !rato", "ya no $".
    if (assertion.kind === 'notNext' || assertion.kind === 'clauseEnd') {
      const next = read.tokens[at + 1];
      const isSameClause = next !== undefined && next.clause === read.tokens[at]!.clause;
      if (assertion.kind === 'clauseEnd' && isSameClause) return null;
      if (assertion.kind === 'notNext' && isSameClause && assertion.words.includes(next.surface)) return null;
      continue;
    }
    if (at + 1 < limit && fitsAt(read, at + 1, tests, language, cues)) at += 1;
    else if (
      at + 2 < limit &&
      // Cue phrases are fixed expressions: a word may slip in only after a number ("a couple of
      // minutes ago"); sign phrases allow one ("can hardly breathe").
      (language !== null ||
        phrase[position - 1]!.some((test) => test.kind === 'number') ||
        SOFT_WORDS.has(read.tokens[at + 1]!.surface)) &&
      // "no trouble breathing" is not "no breathing": no word may slip in after a negation.
      !isSingleNegation(read.tokens[at]!.surface, cues) &&
      !isSingleNegation(read.tokens[at + 1]!.surface, cues) &&
      fitsAt(read, at + 2, tests, language, cues)
    )
      at += 2;
    else return null;
  }
  return at + 1;
}

const NO_SPANS: Span[] = Object.freeze([]) as unknown as Span[];

/** Where a phrase matches inside `range`: all its places in the message, found once, then filtered. */
function phraseSpans(
  read: SafetyText,
  range: Range,
  phrase: Phrase,
  language: StemLanguage | null,
  cues: CueLexicon,
): Span[] {
  let all = read.spans.get(phrase);
  if (!all) {
    all = [];
    const start = startOf(phrase, language);
    if (start.isAnyWord || start.prefixes.length > 0) {
      if (mayStartWith(read, start))
        for (const sentence of read.sentences)
          for (let index = sentence.start; index < sentence.end; index += 1) {
            const end = phraseAt(read, index, phrase, language, cues, sentence.end);
            if (end !== null) all.push({ start: index, end });
          }
    } else {
      // Only where one of its first words stands. Most phrases start nowhere in the message:
      // they get the shared empty answer and no place in the message's memo.
      const indexes = startIndexes(read, start.keys);
      if (indexes.length === 0) return NO_SPANS;
      for (const index of indexes) {
        const end = phraseAt(
          read,
          index,
          phrase,
          language,
          cues,
          read.sentences[read.tokens[index]!.sentence]!.end,
        );
        if (end !== null) all.push({ start: index, end });
      }
    }
    read.spans.set(phrase, all);
  }
  if (range.start === 0 && range.end >= read.tokens.length) return all;
  const inside: Span[] = [];
  for (const span of all) if (span.start >= range.start && span.end <= range.end) inside.push(span);
  return inside;
}

/** The ascending token indexes where any of these keys stands. */
function startIndexes(read: SafetyText, keys: string[]): number[] {
  let found: number[] | undefined;
  let isShared = true;
  for (const key of keys) {
    const at = read.positions.get(key);
    if (!at) continue;
    if (!found) found = at;
    else {
      if (isShared) {
        found = [...found];
        isShared = false;
      }
      found.push(...at);
    }
  }
  if (!found) return [];
  return isShared ? found : [...new Set(found)].sort((a, b) => a - b);
}

/** What may start a phrase: the message keys of its first words, their prefixes, or any word at all. */
interface PhraseStart {
  keys: string[];
  prefixes: string[];
  isAnyWord: boolean;
}

/**
 * Each phrase's start, worked out once per process and kept on the phrase itself (a property
 * read, where a WeakMap lookup per call was a tenth of a danger check): thousands of phrases
 * are asked about in every message, and building their keys again each time was most of a
 * danger check (decision 0101).
 */
const startsOnPhrase = Symbol('phrase starts');
type PhraseWithStarts = Phrase & { [startsOnPhrase]?: Partial<Record<StemLanguage | 'none', PhraseStart>> };

function startOf(phrase: Phrase, language: StemLanguage | null): PhraseStart {
  const owner = phrase as PhraseWithStarts;
  const starts = (owner[startsOnPhrase] ??= {});
  const slot = language ?? 'none';
  let start = starts[slot];
  if (!start) {
    start = { keys: [], prefixes: [], isAnyWord: false };
    for (const test of phrase[0]!) {
      if (test.kind === 'stem') {
        if (language) start.keys.push(`${language}:${test.stem}`);
      } else if (test.kind === 'surface') start.keys.push(`=${test.word}`);
      else if (test.kind === 'prefix') start.prefixes.push(test.prefix);
      else start.isAnyWord = true;
    }
    starts[slot] = start;
  }
  return start;
}

/** What may start each slot of a pattern: its phrases' starts together, worked out once per process. */
const slotStarts = new WeakMap<Pattern, PhraseStart[]>();

function slotStartsOf(pattern: Pattern): PhraseStart[] {
  let starts = slotStarts.get(pattern);
  if (!starts) {
    starts = pattern.slots.map((slot) => {
      const phrases = slot.map((phrase) => startOf(phrase, pattern.language));
      return {
        keys: [...new Set(phrases.flatMap((start) => start.keys))],
        prefixes: [...new Set(phrases.flatMap((start) => start.prefixes))],
        isAnyWord: phrases.some((start) => start.isAnyWord),
      };
    });
    slotStarts.set(pattern, starts);
  }
  return starts;
}

/** Whether any word of the message could start a phrase of these starts (set lookups; prefixes by scan). */
function mayStartWith(read: SafetyText, start: PhraseStart): boolean {
  if (start.isAnyWord) return true;
  for (const key of start.keys) if (read.keys.has(key)) return true;
  if (start.prefixes.length === 0) return false;
  const beginnings = beginningsOf(read);
  for (const prefix of start.prefixes)
    if (
      prefix.length <= BEGINNING_LENGTH
        ? beginnings.has(prefix)
        : read.tokens.some((token) => token.surface.startsWith(prefix))
    )
      return true;
  return false;
}

/** Every word's first letters, up to BEGINNING_LENGTH, per message: a prefix test becomes one lookup. */
const BEGINNING_LENGTH = 12;
const beginningsByRead = new WeakMap<SafetyText, Set<string>>();

function beginningsOf(read: SafetyText): Set<string> {
  let beginnings = beginningsByRead.get(read);
  if (!beginnings) {
    beginnings = new Set();
    for (const { surface } of read.tokens)
      for (let length = 1; length <= Math.min(BEGINNING_LENGTH, surface.length); length += 1)
        beginnings.add(surface.slice(0, length));
    beginningsByRead.set(read, beginnings);
  }
  return beginnings;
}

/**
 * The families' patterns indexed by what can start their most selective slot (the slot with
 * the fewest starting words that is not "any word"): a message's words then name the few
 * patterns it can match, instead of every pattern being asked (decision 0115). The index only
 * skips patterns whose chosen slot no word of the message can start, exactly the ones
 * `findPattern` would return no match for, so what is found is unchanged.
 */
interface PatternGate {
  byKey: Map<string, Pattern[]>;
  byPrefix: Map<string, Pattern[]>;
  prefixLengths: number[];
  always: Pattern[];
}

function buildPatternGate(patterns: readonly Pattern[]): PatternGate {
  const gate: PatternGate = { byKey: new Map(), byPrefix: new Map(), prefixLengths: [], always: [] };
  const file = (index: Map<string, Pattern[]>, key: string, pattern: Pattern) => {
    const listed = index.get(key);
    if (listed) listed.push(pattern);
    else index.set(key, [pattern]);
  };
  const lengths = new Set<number>();
  for (const pattern of patterns) {
    let best: PhraseStart | null = null;
    for (const start of slotStartsOf(pattern))
      if (
        !start.isAnyWord &&
        (!best || start.keys.length + start.prefixes.length < best.keys.length + best.prefixes.length)
      )
        best = start;
    if (!best) {
      gate.always.push(pattern);
      continue;
    }
    for (const key of best.keys) file(gate.byKey, key, pattern);
    for (const prefix of best.prefixes) {
      file(gate.byPrefix, prefix, pattern);
      lengths.add(prefix.length);
    }
  }
  gate.prefixLengths = [...lengths];
  return gate;
}

/** The patterns some word of this message can start (by their chosen slot). */
function livePatterns(gate: PatternGate, read: SafetyText): Set<Pattern> {
  const live = new Set<Pattern>(gate.always);
  const add = (patterns: Pattern[] | undefined) => {
    if (patterns) for (const pattern of patterns) live.add(pattern);
  };
  for (const key of read.keys) add(gate.byKey.get(key));
  if (gate.prefixLengths.length > 0)
    for (const token of read.tokens)
      for (const length of gate.prefixLengths)
        if (token.surface.length >= length) add(gate.byPrefix.get(token.surface.slice(0, length)));
  return live;
}

const NO_MATCHES: readonly Match[] = Object.freeze([]);

/** Every place a pattern matches, sentence by sentence: one phrase per slot, all within its window. */
function findPattern(read: SafetyText, pattern: Pattern, cues: CueLexicon, only?: Range): readonly Match[] {
  if (only)
    return findPattern(read, pattern, cues).filter(
      (match) => match.start >= only.start && match.end <= only.end,
    );
  // Most patterns have a slot no word of the message can start (one lookup per slot), or
  // one no phrase fills anywhere in the message (each phrase's spans are kept): such a
  // pattern is done without a pass per sentence, and without a place in the message's memo.
  for (const start of slotStartsOf(pattern)) if (!mayStartWith(read, start)) return NO_MATCHES;
  const known = read.spans.get(pattern) as Match[] | undefined;
  if (known) return known;
  const matches: Match[] = [];
  read.spans.set(pattern, matches);
  const everywhere = whole(read);
  for (const slot of pattern.slots)
    if (!slot.some((phrase) => phraseSpans(read, everywhere, phrase, pattern.language, cues).length > 0))
      return matches;
  const sentences = read.sentences;
  for (const sentence of sentences) {
    const perSlot = pattern.slots.map((slot) =>
      slot.flatMap((phrase) => phraseSpans(read, sentence, phrase, pattern.language, cues)),
    );
    if (perSlot.some((spans) => spans.length === 0)) continue;
    const pick = (slotIndex: number, chosen: Span[]): void => {
      if (slotIndex === perSlot.length) {
        const start = Math.min(...chosen.map((span) => span.start));
        const end = Math.max(...chosen.map((span) => span.end));
        let length = end - start;
        if (pattern.partsCountAsOne) for (const span of chosen) length -= span.end - span.start - 1;
        if (length <= pattern.window && !matches.some((match) => match.start === start && match.end === end))
          matches.push({ start, end, slots: [...chosen] });
        return;
      }
      for (const span of perSlot[slotIndex]!) {
        if (chosen.some((other) => other.start < span.end && span.start < other.end)) continue;
        pick(slotIndex + 1, [...chosen, span]);
      }
    };
    pick(0, []);
  }
  return matches;
}
