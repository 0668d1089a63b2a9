import type { CaseRecord, FactKey, GovernmentKind, Language } from '../../../../../contracts/case-record';
import { z } from 'zod';

import {
  partyInLanguage,
  readAnimalOwner,
  readBlamedParty,
  readNamedParty,
  readParty,
  isOnlyStaff,
  isPartyWord,
  piecesOf,
  readVenue,
  tellsInsurance,
  wordsOf,
} from '../reading/parties';
import ownConductFile from '../reading/lexicons/own-conduct.json' with { type: 'json' };
import partiesFile from '../reading/lexicons/parties.json' with { type: 'json' };
import { type Clause, normalize, tidyPhrase } from '../reading/text';

import { anyCase, describeYesNo, type FactModule, type ReadContext } from './fact-module';
import { tellsLastingHarm } from './injuries.fact';
import {
  phraseAlternation,
  phrasePattern,
  publicBodyNoSideWords,
  relativeWords,
  workTimeWords,
} from './fact-lexicons';
import { notWorkingStated } from './pay-loss-words';

/**
 * Fault: who caused it, the visitor's own share, why liability looks clear, and whether a
 * government body is on the other side. The share is a number only when the visitor gives
 * one ("10% on me") or plainly says they did nothing wrong; anything vaguer is kept as
 * notes and the share stays unknown.
 */

const selfBlame: Record<Language, RegExp> = {
  en: /\b((?<!\b(not|how (could|can|is) it( be)?|wasn'?t|isn'?t|it'?s not) )my fault|i was (speeding|texting|on my phone|not (looking|watching|paying attention)|distracted|drinking|in a hurry|running)|maybe (i was )?not (watching|looking|paying attention)|i didn'?t (see|look|notice|stop)|i wasn'?t (looking|watching|wearing)|i ran|i should have|partly (my|me)|some of (it|the blame) (is|was) (on )?me|my bad|i admit)\b/,
  es: /\b((?<!\b(no fue|no es|no era|no ha sido|ni) )mi culpa|yo iba (rapido|distraid[oa]|con el celular)|no estaba (viendo|mirando|poniendo atencion)|no vi|yo tuve (algo de )?culpa)\b/,
};

/** The visitor plainly says the fault is not theirs: read in a story and in an answer. */
const noOwnFault: Record<Language, RegExp> = {
  en: /\b(not me|not my fault|wasn'?t my fault|i did nothing wrong|i had (a |the )?(green light|green|walk signal|walk sign|walking signal|white walking man)|i had no stop sign|i was (just )?(standing|sitting|stopped|parked)|i was (just )?(a |the )?passenger|i was (just )?(sitting )?in the back( seat| of (an?|the) \w+)?|stuck in traffic|how (could|can|is) it (be )?my fault|like they tell us to|nothing near it|no keys|i was (at|on) (a|the) (red light|stop)|(he|she|they) rear[- ]?ended (me|us)|i followed the (manual|instructions|directions)|i used it (like|as|the way) (the )?(manual|instructions|directions)|like the (instructions|manual) said|i was (\w+ )?(waiting|sitting|chillin\w*) at (a|the) (red )?light|100 ?(%|percent) (the other|him|her|them|his|their)|(i had|with) the right of way|(it was )?(all |totally |completely )(his|her|their) fault|he never stopped|she never stopped|never stopped|i wasn'?t doing anything)\b/,
  es: /\b(no fue mi culpa|no fue culpa mia|yo no (tuve|tenia|hice) (nada|la culpa|culpa)|(yo )?ni (tuve|tenia) (la )?culpa|yo (solo )?iba|yo estaba (parad[oa]|sentad[oa])|me choco por (detras|atras)|me chocaron por (detras|atras)|me (dio|pego) por (detras|atras)|yo tenia (el paso|preferencia)|fue (toda )?culpa (de el|de ella|del otro))\b/,
};

/**
 * What the visitor was doing, told as an answer to "could they blame you?" ("I was just
 * walking", "I was carrying a box", "it just broke"): no share of their own. In a story the same
 * words only set the scene; nobody said anything about fault, so nothing is stored (decision 0183).
 */
const noOwnFaultWhenAsked: Record<Language, RegExp> = {
  en: /\b(i was (just|only|simply) \w+ing|i was (just )?(walking|doing my (normal )?job|working normally|carrying|pulling)|i was walking,? not running|(\w+ing|it|trabajo) normal(ly)?|it just (blew|gave|broke|folded|exploded)|hit me from behind|from behind)\b/,
  es: /\b(trabajo normal|yo estaba (haciendo mi trabajo|caminando))\b/,
};
/** Either kind of denial, for answers to the fault questions. */
const deniesOwnFault = (clause: Clause, language: Language): boolean =>
  noOwnFault[language].test(clause.plain) || noOwnFaultWhenAsked[language].test(clause.plain);

const conductListsSchema = z.object({
  conduct: z.array(z.string()),
  othersMaySay: z.array(z.string()),
  admitsWhenAsked: z.array(z.string()),
  notConduct: z.array(z.string()),
  selfDoers: z.array(z.string().min(1)).min(1),
  otherDoers: z.array(z.string().min(1)).min(1),
  claimVerbs: z.array(z.string().min(1)).min(1),
  rebuttals: z.array(z.string().min(1)).min(1),
});
const ownConduct = z
  .object({ $comment: z.string(), en: conductListsSchema, es: conductListsSchema })
  .parse(ownConductFile);
const phrasesPattern = (phrases: string[]) =>
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}'])(${phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`,
    'u',
  );
const conductPattern: Record<Language, RegExp> = {
  en: phrasesPattern(ownConduct.en.conduct),
  es: phrasesPattern(ownConduct.es.conduct),
};
/** "a picture on my phone", "typing this on my phone": a conduct phrase inside something else. */
const notConductPattern: Record<Language, RegExp> = {
  en: phrasesPattern(ownConduct.en.notConduct),
  es: phrasesPattern(ownConduct.es.notConduct),
};
const claimVerbPattern: Record<Language, RegExp> = {
  en: phrasesPattern(ownConduct.en.claimVerbs),
  es: phrasesPattern(ownConduct.es.claimVerbs),
};
/** The last claim verb in a text: the one whose speaker the words after it are. */
function lastClaimVerb(text: string, language: Language): RegExpExecArray | undefined {
  const every = new RegExp(claimVerbPattern[language].source, 'gu');
  let last: RegExpExecArray | undefined;
  for (let found = every.exec(text); found !== null; found = every.exec(text)) {
    last = found;
  }
  return last;
}
const rebuttalPattern: Record<Language, RegExp> = {
  en: phrasesPattern(ownConduct.en.rebuttals),
  es: phrasesPattern(ownConduct.es.rebuttals),
};
const othersMaySayPattern: Record<Language, RegExp> = {
  en: phrasesPattern(ownConduct.en.othersMaySay),
  es: phrasesPattern(ownConduct.es.othersMaySay),
};
/** An answer to "could they blame you?" that opens by granting a part ("maybe a little", "puede ser"). */
const admitsWhenAskedPattern: Record<Language, RegExp> = {
  en: openingPattern(ownConduct.en.admitsWhenAsked, [
    'well',
    'um',
    'uh',
    'hmm',
    'honestly',
    'i mean',
    'ok',
    'so',
  ]),
  es: openingPattern(ownConduct.es.admitsWhenAsked, ['bueno', 'pues', 'este', 'mire', 'ok', 'honestamente']),
};
function openingPattern(phrases: string[], fillers: string[]): RegExp {
  const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(?:(?:${fillers.map(escape).join('|')})[\\s,.]+)*(${phrases.map(escape).join('|')})(?![\\p{L}\\p{N}'])(?!\\s+(?:\\p{L}+\\s+)?(?:not|no|nah|nope)\\b)`,
    'u',
  );
}
/** "maybe 50/50", "mitad y mitad": half each, a closed form. */
const halfShare =
  /(?:^|[^\d])(?:50 ?[/-] ?50|fifty[- ]fifty|half and half|mitad y mitad|cincuenta y cincuenta)(?![\d])/;
/** Someone else's reckoning ("the adjuster said 50/50"), not the visitor's. */
const reportedSpeech = /\b(?:say|says|said|saying|claims?|claimed|told|dice|dicen|dijo|dijeron)\b/;

/** The visitor grants a part when asked, however hedged: kept as notes, never 0 %. */
function admitsWhenAsked(context: ReadContext): boolean {
  if (context.pending !== 'ownFaultPercent') return false;
  return admitsWhenAskedPattern[context.language].test(context.plain.trim());
}

/** Someone other than the visitor said what follows ("he said", "the trucker told me", "dijo"); "I said" is the visitor's own. */
const othersSaid: Record<Language, RegExp> = {
  en: /(?<!\bi (?:just )?)\b(?:said|says|told me|told us|yelled|kept saying|was like)\b/,
  es: /\b(?:dijo|dice|decia|grito|dijeron|dicen|decian)\b/,
};

/** The visitor blames themself in this clause, in their own words (not someone else's, reported). */
function blamesSelf(clause: Clause, language: Language): boolean {
  const found = selfBlame[language].exec(clause.plain);
  if (found === null) return false;
  const before = clause.plain.slice(0, found.index + 1);
  // "the driver is acting like it's my fault": someone else's claim (decision 0311).
  return !othersSaid[language].test(before) && !claimedBySomeoneElse(before, language);
}

/** A claim verb ("says", "acting like", "según él") whose speaker is not the visitor. */
function claimedBySomeoneElse(before: string, language: Language): boolean {
  const said = lastClaimVerb(before, language);
  if (!said) return false;
  const speaker = wordsOf(before.slice(0, said.index + 1)).at(-1);
  return speaker === undefined || !doerSets[language].self.has(speaker);
}

/** Apostrophes dropped, as `wordsOf` gives words ("he's" → "hes"). */
const doerSetsOf = (language: Language) => ({
  self: new Set(ownConduct[language].selfDoers.map((word) => word.replace(/'/g, ''))),
  other: new Set(ownConduct[language].otherDoers.map((word) => word.replace(/'/g, ''))),
});
const doerSets: Record<Language, ReturnType<typeof doerSetsOf>> = {
  en: doerSetsOf('en'),
  es: doerSetsOf('es'),
};

/**
 * "he was texting", "the guy was speeding", "ella iba distraída": the nearest doer before the
 * conduct in its clause is someone else, so the conduct is theirs, not the visitor's (decision 0238).
 */
function doneBySomeoneElse(before: string, language: Language): boolean {
  const doers = doerSets[language];
  const words = wordsOf(before);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index]!;
    if (doers.self.has(word)) return false;
    if (doers.other.has(word)) return true;
    // Spanish "el" is "the" as often as "he": only a party word after it counts.
    if (isPartyWord(word, language)) return true;
  }
  return false;
}

const askedBackDenial = /\b(how (could|can|would|is|was)|como (va a|puede|podria))\b/;

const holdsNegation = /\b(not|no|wasnt|wasn't|didnt|didn't|without|sin|never)\b/;

/**
 * "I was going a bit fast", "no traía el cinturón", "they might say that": the visitor owns up
 * to, or expects to be blamed for, something they did. "I was not speeding" is a denial.
 */
function admitsConduct(clause: Clause, context: ReadContext): boolean {
  if (othersMaySayPattern[context.language].test(clause.plain)) return true;
  const cue = conductPattern[context.language].exec(clause.plain);
  if (!cue || notConductPattern[context.language].test(clause.plain)) return false;
  // "the driver said sorry I didn't see you": someone else's words, reported (decision 0168).
  if (othersSaid[context.language].test(clause.plain.slice(0, cue.index + 1))) return false;
  if (doneBySomeoneElse(clause.plain.slice(0, cue.index + 1), context.language)) return false;
  if (holdsNegation.test(cue[1]!)) return !/\b(not|no) (not|no)\b/.test(clause.plain);
  const before = clause.plain.slice(Math.max(0, cue.index - 20), cue.index + 1);
  // "how could it be my fault?", "¿cómo va a ser mi culpa?": asked back, a denial.
  return !context.pack.reading.negation.test(before) && !askedBackDenial.test(before);
}

/**
 * "I was not drunk", "I wasn't even fighting", "yo no iba rápido": the visitor denies a conduct
 * of their own, a plain denial (decision 0311). "wasn't wearing" holds its own negation and is
 * an admission (admitsConduct); someone else's conduct or words are neither.
 */
function deniesConduct(clause: Clause, context: ReadContext): boolean {
  const cue = conductPattern[context.language].exec(clause.plain);
  if (!cue || notConductPattern[context.language].test(clause.plain)) return false;
  if (holdsNegation.test(cue[1]!) || /\b(my|mi) fault\b|\bculpa\b/.test(cue[1]!)) return false;
  const before = clause.plain.slice(0, cue.index + 1);
  if (othersSaid[context.language].test(before) || claimedBySomeoneElse(before, context.language))
    return false;
  if (doneBySomeoneElse(before, context.language)) return false;
  // English names its doer: only "I"/"we" before the conduct make it the visitor's own.
  if (context.language === 'en' && !wordsOf(before).some((word) => doerSets.en.self.has(word))) return false;
  const near = clause.plain.slice(Math.max(0, cue.index - 20), cue.index + 1);
  return context.pack.reading.negation.test(near) && !askedBackDenial.test(near);
}

/** Someone else's claim of a conduct or a fault the visitor then rebuts: where each is said. */
interface RebuttedClaim {
  /** The clauses that tell the claim, never the visitor's own words on their part. */
  claims: Set<number>;
  rebuttal: Clause;
  /** The claim is of a conduct or a fault, so the rebuttal denies a share. */
  isOfFault: boolean;
}

/**
 * "the manager says it was my fault, which is a lie", "dice que yo iba rápido, pero no es
 * cierto": someone else puts a fault or a conduct on the visitor, and the visitor rebuts it in
 * the same clause or the next two (decision 0311). A carer's word ("the doctor said I would
 * heal, which was not true") is no claim of fault.
 */
function rebuttedClaim(context: ReadContext): RebuttedClaim | undefined {
  const language = context.language;
  for (const [index, clause] of context.clauses.entries()) {
    const rebuttal = rebuttalPattern[language].exec(clause.plain);
    if (!rebuttal) continue;
    for (let from = index; from >= Math.max(0, index - 2); from -= 1) {
      const claimClause = context.clauses[from]!;
      const end = from === index ? rebuttal.index + 1 : claimClause.plain.length;
      const said = lastClaimVerb(claimClause.plain.slice(0, end), language);
      if (!said || carerSays[language].test(claimClause.plain)) continue;
      // "I said I was not speeding, which is true": the visitor's own words are no claim.
      const speaker = wordsOf(claimClause.plain.slice(0, said.index + 1)).at(-1);
      if (speaker !== undefined && doerSets[language].self.has(speaker)) continue;
      const stretch = [
        claimClause.plain.slice(said.index, end),
        ...context.clauses.slice(from + 1, index).map((between) => between.plain),
        from === index ? '' : clause.plain.slice(0, rebuttal.index + 1),
      ].join(' ');
      const isOfFault = conductPattern[language].test(stretch) || /\b(fault|blame|culpa)\b/.test(stretch);
      // "they keep saying I ran in, not true": a claim about the visitor, rebutted, is not their
      // words on their part; only a conduct or a fault denied makes the share 0 %.
      if (!isOfFault && !otherSideArgues[language].test(claimClause.plain)) continue;
      const claims = new Set<number>();
      for (let at = from; at <= index; at += 1) claims.add(at);
      return { claims, rebuttal: clause, isOfFault };
    }
  }
  return undefined;
}

const percentOnSelf = /(\d{1,3})\s?(%|percent|por ciento)/;
/** A percent of a price, a charge or a rate ("a 20% off coupon", "descuento de 15%"), not of the fault. */
const percentOfSomethingElse =
  /\b(off|discount\w*|coupons?|cupon\w*|descuento\w*|rebate|refund|interest|apr|tip|tax|battery|bateria|charged?|commission|raise|markup|sale|rebaja\w*)\b/;

/**
 * "the doctor says I need therapy": a carer's word about care, not the other side's argument
 * (decision 0213).
 */
const carerSays: Record<Language, RegExp> = {
  en: /\b(doctors?|dr|docs?|nurses?|therapists?|surgeons?|physicians?|specialists?|chiropractors?|pt|ortho\w*|neurologists?|pa|np) (says?|said|claims?|told me)\b/,
  es: /\b(medic[oa]s?|doctor(a|es)?|enfermer[oa]s?|terapeutas?|cirujan[oa]s?|especialistas?) (dice|dijo|dicen|dijeron)\b/,
};

const otherSideArgues: Record<Language, RegExp> = {
  en: /\b(says? (i|that i)|claims? (i|that i)|saying (i|that i)|(say|says|said|saying|claims?|claiming) (that )?(its|it'?s|it is|it was) (all )?my fault|blames? me|emailed me saying|told me (it was (all |partly |half )?my fault|i)|they (say|said|claim) i)\b/,
  es: /\b(dice que (yo|fue mi)|dicen que (yo|fue mi)|me echa la culpa|me culpan)\b/,
};

/** A clause whose subject is someone else: "they marked…", "the ER missed it", "el dueño…". */
const othersAsSubject: Record<Language, RegExp> = {
  en: /^(they|he|she|the (?!kids?\b|weather\b)\w+|dr\.? \w+|doctor \w+|his|her|their)\b/,
  es: /^(ellos|ellas|el|ella|los|las|la|su|sus|el doctor|la doctora)\b/,
};
const firstPerson: Record<Language, RegExp> = {
  en: /\b(i|i'?m|i'?ve|me|my|mine|we|our|us)\b/,
  es: /\b(yo|me|mi|mis|nosotros|nuestro|nuestra)\b/,
};

function readOwnFault(context: ReadContext) {
  const isAsked = context.pending === 'ownFaultPercent' || context.pending === 'atFaultParty';
  // Asked for their share, a bare "maybe 10 percent?" is theirs; "I didn't say 10 percent" is not.
  const percentClause = context.clauses.find(
    (clause) =>
      percentOnSelf.test(clause.plain) &&
      !percentOfSomethingElse.test(clause.plain) &&
      (/\b(me|mine|my fault|on me|my part|mi culpa|mio|mia)\b/.test(clause.plain) ||
        (context.pending === 'ownFaultPercent' &&
          !context.pack.reading.negation.test(clause.plain) &&
          !/\b(the other|him|her|them|his|their|el otro|la otra|de el|de ella)\b/.test(clause.plain))),
  );
  if (percentClause) {
    const value = Number(percentOnSelf.exec(percentClause.plain)![1]);
    if (value <= 100) return { value, quote: percentClause.text, replaces: true };
  }
  if (!isAsked && context.origin !== 'description') return undefined;
  // Asked for their share, "50/50" in their own voice is half; someone else's 50/50 is a claim.
  const half =
    context.pending === 'ownFaultPercent'
      ? context.clauses.find((clause) => halfShare.test(clause.plain))
      : undefined;
  if (half && !reportedSpeech.test(half.plain)) return { value: 50, quote: half.text, replaces: true };
  if (admitsWhenAsked(context)) return undefined;
  // Someone else's claim that the visitor rebuts is neither an admission nor their own words.
  const rebutted = rebuttedClaim(context);
  const ownClauses = context.clauses.filter((_, index) => !rebutted?.claims.has(index));
  const blames = ownClauses.some(
    (clause) => blamesSelf(clause, context.language) && !otherSideArgues[context.language].test(clause.plain),
  );
  // A share admitted or hedged stays unknown, with the visitor's words kept as notes.
  if (blames || ownClauses.some((clause) => admitsConduct(clause, context))) return undefined;
  if (rebutted?.isOfFault) return { value: 0, quote: rebutted.rebuttal.text, replaces: isAsked };
  const clear = context.clauses.find(
    (clause) =>
      noOwnFault[context.language].test(clause.plain) ||
      deniesConduct(clause, context) ||
      (isAsked && noOwnFaultWhenAsked[context.language].test(clause.plain)),
  );
  if (clear) return { value: 0, quote: clear.text, replaces: isAsked };
  // Asked "could they blame you?", the visitor puts it all on the other side and admits nothing
  // (hedges and admissions were caught above): no share of their own.
  // Only when the answer names someone else doing the harm: anything else says nothing of it.
  const isCrashCase = context.record.caseType === 'auto' || context.record.secondaryCaseType === 'auto';
  // Someone's 50/50 told without a denial says nothing of a share of none.
  const other =
    context.pending === 'ownFaultPercent' && context.leading !== 'unknown' && !half
      ? readParty(context.clauses, context.language, { isCrashCase, isAnswer: false })
      : undefined;
  if (other) return { value: 0, quote: other.quote, replaces: true };
  // "They marked the wrong knee": an answer that tells only what others did admits nothing.
  const aboutOthers = context.clauses.find((clause) => othersAsSubject[context.language].test(clause.plain));
  if (
    context.pending === 'ownFaultPercent' &&
    context.leading !== 'unknown' &&
    !half &&
    aboutOthers &&
    !context.clauses.some((clause) => firstPerson[context.language].test(clause.plain))
  )
    return { value: 0, quote: aboutOthers.text, replaces: true };
  // A bare "no" answers "could they blame you?", not "who was at fault?" ("no, it wasn't the bus").
  if (context.pending === 'ownFaultPercent' && context.leading === 'no')
    return { value: 0, quote: context.clauses[0]?.text ?? '', replaces: true };
  if (isAsked && context.leading === 'unknown') return { isUnknown: true as const };
  return undefined;
}

const onFootOrBike = (record: CaseRecord) => record.role === 'pedestrian' || record.role === 'cyclist';

/**
 * To someone writing for the one hurt, the fault question asks about that person, named by
 * the tie ("your child", "su esposa"; decision 0150), never "you".
 */
function forTheInjured(record: CaseRecord, language: Language): string | undefined {
  if (!record.callerRelationship) return undefined;
  const who =
    relativeWords[language].theInjured[record.callerRelationship] ??
    (language === 'es' ? 'la persona lesionada' : 'the injured person');
  return language === 'es'
    ? `¿Alguien podría decir que ${who} hizo algo mal o tuvo parte de la culpa de lo que pasó?`
    : `Could anyone say ${who} did something wrong or was partly to blame for what happened?`;
}

export const ownFaultPercentFact: FactModule<'ownFaultPercent'> = {
  key: 'ownFaultPercent',
  appliesTo: anyCase,
  // "maybe, I was on my phone" answers the question: a possible share, kept in the visitor's
  // words, with no percent made up (issue 23, point 7). It is not asked again.
  alsoAsks: ['ownFaultNotes'],
  question: {
    en: (record) =>
      forTheInjured(record, 'en') ??
      {
        // Speeding and a seat belt take for granted that the visitor drove or rode in a car (decision 0143).
        auto: onFootOrBike(record)
          ? record.role === 'cyclist'
            ? 'Could the driver say you did something wrong, like riding against traffic, without lights, or while on your phone?'
            : 'Could the driver say you did something wrong, like crossing outside a crosswalk or against the light, or looking at your phone?'
          : 'Could the other side say you did something wrong, like speeding, being on your phone, or not wearing a seat belt?',
        slip_fall:
          'Could the owner blame you for any part of it, for example say you were not watching where you were going?',
        workplace:
          'Could anyone blame you for any part of it, for example say you did not follow a safety rule?',
        medical_malpractice:
          'Could the provider blame you for any part of what happened, for example for missing an appointment?',
        product_liability:
          'Could the maker blame you for how the product was used, for example say you used it in a way the instructions warn against?',
        dog_bite: 'Could the owner blame you in any way, for example say you provoked the dog?',
        other: 'Could anyone blame you for any part of what happened?',
      }[record.caseType ?? 'other'],
    es: (record) =>
      forTheInjured(record, 'es') ??
      {
        auto: onFootOrBike(record)
          ? record.role === 'cyclist'
            ? '¿El conductor podría echarle la culpa de algo, como ir en sentido contrario, sin luces o usando el celular?'
            : '¿El conductor podría echarle la culpa de algo, como cruzar fuera del paso peatonal o con la luz en rojo, o ir mirando el celular?'
          : '¿La otra parte podría echarle la culpa de algo, como ir rápido, usar el celular o no llevar el cinturón?',
        slip_fall:
          '¿El dueño podría echarle la culpa de algo, por ejemplo decir que usted no se fijaba por dónde iba?',
        workplace:
          '¿Alguien podría echarle la culpa de algo, por ejemplo decir que no siguió una regla de seguridad?',
        medical_malpractice:
          '¿El proveedor podría echarle la culpa de algo, por ejemplo por faltar a una cita o no seguir instrucciones?',
        product_liability:
          '¿El fabricante podría echarle la culpa por cómo usó el producto, por ejemplo decir que lo usó de una forma que las instrucciones prohíben?',
        dog_bite: '¿El dueño podría echarle la culpa de algo, por ejemplo decir que usted provocó al perro?',
        other: '¿Alguien podría echarle la culpa de alguna parte de lo que pasó?',
      }[record.caseType ?? 'other'],
  },
  rephrase: {
    en: () => 'Do you think you were partly to blame in any way, even a little?',
    es: () => '¿Cree que usted tuvo algo de culpa, aunque sea un poco?',
  },
  read: readOwnFault,
  describe: (value) => `${value}%`,
};

export const ownFaultNotesFact: FactModule<'ownFaultNotes'> = {
  key: 'ownFaultNotes',
  appliesTo: anyCase,
  read: (context) => {
    // "maybe a little, I was tired": the whole answer is what they grant.
    const isOwnHalf =
      context.pending === 'ownFaultPercent' &&
      halfShare.test(context.plain) &&
      !reportedSpeech.test(context.plain);
    if (admitsWhenAsked(context) || isOwnHalf)
      return {
        value: tidyPhrase(context.original, 500),
        quote: context.original,
        ...(context.leading === 'yes' ? { isBareAnswer: true } : {}),
      };
    const rebutted = rebuttedClaim(context);
    const clause = context.clauses.find(
      (candidate, index) =>
        !rebutted?.claims.has(index) &&
        (blamesSelf(candidate, context.language) ||
          // "they say I may never bend it all the way": a prognosis of the body, not a word on fault.
          (otherSideArgues[context.language].test(candidate.plain) &&
            !carerSays[context.language].test(candidate.plain) &&
            context.pending !== 'permanentInjury' &&
            !tellsLastingHarm(candidate.plain, context.language)) ||
          admitsConduct(candidate, context)),
    );
    return clause ? { value: tidyPhrase(clause.text, 500), quote: clause.text } : undefined;
  },
  describe: (value) => value,
};

/** A crash told in the passive with no doer named: the other driver is the one who did it. */
const passiveHit: Record<Language, RegExp> = {
  en: /\b(i|we|my (car|truck|van)) (was|were|got) (rear-?ended|t-?boned|sideswiped|hit|struck|run off the road|cut off)\b|^(got )?(rear-?ended|t-?boned|sideswiped)\b|\bhit[- ]and[- ]run\b|\bred[- ]light runner\b/,
  es: /\b(me (chocaron|pegaron|atropellaron)|me choco por detras)\b/,
};
/** Kept in English, as the record keeps roles; said back in Spanish by `partyInLanguage`. */
const otherDriver: Record<Language, string> = { en: 'the other driver', es: 'the other driver' };

/** "isnt it obvious?", "can the hospital be at fault?": a question back names nobody. */
const questionBack: Record<Language, RegExp> = {
  en: /^(can|could|is|isnt|isn't|are|should|would|do|does|what|who|how|why|like i said)\b/,
  es: /^(puedo|se puede|es|son|que|quien|como|por que|como le dije)\b/,
};

/** The other language of a mixed answer ("el otro driver", "the landlord, el casero"). */
const otherLanguage: Record<Language, Language> = { en: 'es', es: 'en' };

/**
 * The pieces of an answer that may name who did it: not one about insurance ("my health
 * insurance is Aetna"), nor a name that a piece about insurance with no name of its own points
 * back to ("Humana, that's my insurance").
 */
function withoutInsurers(clauses: Clause[], language: Language): Clause[] {
  const pieces = piecesOf(clauses);
  const insurance = pieces.filter((piece) => tellsInsurance(piece, language));
  const pointsBack = insurance.some((piece) => !/\p{Lu}/u.test(piece.text.slice(1)));
  return pieces.filter(
    (piece) => !insurance.includes(piece) && !(pointsBack && /^\s*\p{Lu}/u.test(piece.text)),
  );
}

function readAtFaultParty(context: ReadContext) {
  const isAsked = context.pending === 'atFaultParty';
  // Passing mentions in other answers ("an orthopedic doctor") are not the party at fault; an
  // answer to "what happened?" is the story itself, read as strictly as a first message (only
  // the doer of the harm), and only while no party is known.
  const isStory = context.pending === 'caseType' && !context.record.atFaultParty;
  const clauses = context.clauses.filter((clause) => !questionBack[context.language].test(clause.plain));
  const isCrashCase = context.record.caseType === 'auto' || context.record.secondaryCaseType === 'auto';
  // "es la culpa de la administración del edificio": the party blamed in so many words, whole.
  if (context.origin !== 'answer' || isAsked || isStory) {
    // "es la culpa de …" opens like a question back ("¿es …?") but is one only with its mark.
    const statements = context.clauses.filter((clause) => !/[?¿]/.test(clause.text));
    const blamed = readBlamedParty(statements, context.language, context.pack.reading.negation);
    if (blamed)
      return { value: blamed.value, quote: blamed.quote, replaces: isAsked || context.origin === 'update' };
  }
  if (context.origin === 'answer' && !isAsked && !isStory)
    return isCrashCase && !context.record.atFaultParty ? crashPartyInPassing(context, clauses) : undefined;
  // Asked who, an answer that opens with a name names them ("Samsung. It just blew up"); a
  // piece about insurance names an insurer ("my health insurance is Aetna"), never who did it.
  const opening = isAsked
    ? readNamedParty(withoutInsurers(clauses.slice(0, 1), context.language), context.language)
    : undefined;
  if (opening?.isName) return { value: opening.value, quote: opening.quote, replaces: true };
  const party = readParty(clauses, context.language, { isCrashCase, isAnswer: isAsked });
  // An animal's harm is its owner's: "the neighbors pit got out and went for my son" names the
  // neighbors though no harm verb follows them; "a loose dog bit me" names no owner.
  const isAnimalCase = context.record.caseType === 'dog_bite';
  const owner =
    isAnimalCase && (!party || /^the owner of\b/.test(party.value))
      ? readAnimalOwner(clauses, context.language)
      : undefined;
  if (owner) return { value: owner.value, quote: owner.quote, replaces: isAsked };
  // "an employee left a hose across the aisle at the Lowe's on Broad": the named place answers
  // for its own people, outside a work injury (where they are the visitor's coworkers).
  const place =
    party && context.record.caseType !== 'workplace' && isOnlyStaff(party.value, context.language)
      ? readVenue(clauses, context.language, { withChains: true })
      : undefined;
  if (place?.isName) return { value: place.value, quote: place.quote, replaces: isAsked };
  if (party) return { value: party.value, quote: party.quote, replaces: isAsked };
  // "I was rear-ended at a red light": the driver who hit them.
  const passive = context.clauses.find((clause) => passiveHit[context.language].test(clause.plain));
  if (passive && isCrashCase)
    return { value: otherDriver[context.language], quote: passive.text, replaces: isAsked };
  if (!isAsked) return undefined;
  // Asked who, an answer that opens with a role names it even without a harm verb after it
  // ("The gym, nobody mopped", "la escuela"); a mixed answer's role is read
  // in its other language too ("el otro driver, iba muy rapido").
  const role =
    opening ?? readParty(clauses, otherLanguage[context.language], { isCrashCase, isAnswer: true });
  if (role) return { value: role.value, quote: role.quote, replaces: true };
  if (context.leading === 'unknown') return { isUnknown: true as const };
  // Asked who was at fault in a crash, "not me, I was parked" puts it on the other driver.
  const denial = isCrashCase
    ? context.clauses.find((clause) => deniesOwnFault(clause, context.language))
    : undefined;
  if (denial) return { value: otherDriver[context.language], quote: denial.text, replaces: true };
  // Hurt at work with no one named ("the conveyor jammed again"): what caused it, in the visitor's
  // words, from the first clause that is not about their own conduct or a question back.
  if (context.record.caseType !== 'workplace' || context.record.atFaultParty) return undefined;
  const cause = clauses.find(
    (clause) =>
      clause.plain.split(/\s+/).length >= 3 &&
      !deniesOwnFault(clause, context.language) &&
      !selfBlame[context.language].test(clause.plain) &&
      !admitsConduct(clause, context) &&
      !/^(i|yo|my|mi)\b/.test(clause.plain) &&
      !context.pack.reading.unknown.test(clause.plain),
  );
  return cause ? { value: tidyPhrase(cause.text, 300), quote: cause.text, replaces: true } : undefined;
}

/** "the trooper wrote him up", "they cited her": the one ticketed in a crash. */
const ticketed: Record<Language, RegExp> = {
  en: /\b(?:gave|issued|wrote|got|cited|ticketed)\b.{0,30}?\b(?:him|her|them|the other (?:driver|guy|lady|woman|man|car|vehicle)|the driver|he|she)\b.{0,20}?\b(?:a )?(?:ticket|citation|cited)\b|\b(?:he|she|the other (?:driver|guy|lady|woman|man)) (?:got|was given) (?:a )?(?:ticket|citation)\b/,
  es: /\b(?:le (?:dieron|pusieron|dio|puso) (?:una )?multa|(?:lo|la) multaron)\b/,
};

/** "they cited me too", "I was given a citation", "me pusieron una multa": the visitor was. */
const ticketedSelf =
  /\b(?:gave|issued|wrote|cited|ticketed) (?:me|us)\b|\b(?:i|we) (?:got|was given|were given) (?:a )?(?:ticket|citation)\b|\bme (?:dieron|pusieron|dio|puso) (?:una )?multa\b|\bme multaron\b/;

/**
 * In a crash, an answer to another question may still tell who ran into the visitor ("I was
 * stopped when he hit me", "the other car ran the stop sign", "the trooper cited him"): only
 * the one who crashed into them or was ticketed, never anyone else named in passing.
 */
function crashPartyInPassing(context: ReadContext, clauses: Clause[]) {
  const party = readParty(clauses, context.language, { isCrashCase: true, isCrashOnly: true });
  if (party) return { value: party.value, quote: party.quote };
  const ticket = clauses.find(
    (clause) => ticketed[context.language].test(clause.plain) && !ticketedSelf.test(clause.plain),
  );
  return ticket ? { value: otherDriver[context.language], quote: ticket.text } : undefined;
}

export const atFaultPartyFact: FactModule<'atFaultParty'> = {
  key: 'atFaultParty',
  appliesTo: anyCase,
  alsoAsks: ['ownFaultPercent'],
  question: {
    en: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'What do you believe went wrong in your care, and who was responsible?'
        : record.caseType === 'product_liability'
          ? 'How were you using the product when it failed, and what exactly went wrong?'
          : 'How did it happen, and who do you think was at fault?',
    es: (record) =>
      record.caseType === 'medical_malpractice'
        ? '¿Qué cree que salió mal en su atención, y quién fue responsable?'
        : record.caseType === 'product_liability'
          ? '¿Cómo estaba usando el producto cuando falló, y qué pasó exactamente?'
          : '¿Cómo pasó, y quién cree que tuvo la culpa?',
  },
  rephrase: {
    en: () =>
      'In a sentence, what caused it? For example another driver, a hazard on the floor, or a broken part.',
    es: () => 'En una frase, ¿quién o qué cree que tuvo la culpa?',
  },
  read: readAtFaultParty,
  describe: partyInLanguage,
};

const clearLiabilityCues: Record<Language, RegExp> = {
  en: /\b(ran (a|the) red( light)?|came through the red|(blew|ran) (through )?(a|the) stop sign|never stopped at the stop sign|rear-?ended|hit me from behind|hit (me|us) from behind|(got|given|gave (him|her|them)) a (citation|ticket)|cited|ticketed|drunk|dui|dwi|(was|been) texting|on (her|his|their) phone|wrong (knee|leg|arm|side|site|patient|eye)|operated on (my )?(healthy|wrong)|marked the wrong|wrong (pills?|drug|medication|medicine)|gave me the wrong)\b/,
  es: /\b(se paso (el|la) (rojo|luz roja|alto)|le dieron una multa|lo multaron|la multaron|borrach\w+|(rodilla|pierna|lado) equivocad\w*|pastillas equivocadas)\b/,
};

export const clearLiabilityFact: FactModule<'clearLiability'> = {
  key: 'clearLiability',
  appliesTo: anyCase,
  read: (context) => {
    const clause = context.clauses.find((candidate) =>
      clearLiabilityCues[context.language].test(candidate.plain),
    );
    if (!clause) return undefined;
    const cue = clearLiabilityCues[context.language].exec(clause.plain)!;
    if (context.pack.reading.negation.test(clause.plain.slice(Math.max(0, cue.index - 20), cue.index)))
      return undefined;
    return { value: tidyPhrase(clause.text, 300), quote: clause.text };
  },
  describe: (value) => value,
};

const governmentCues: [GovernmentKind, Record<Language, RegExp>][] = [
  [
    'school_district',
    {
      en: /\b(school bus|public (high |middle |elementary |grade )?school|school district)\b/,
      es: /\b(autobus escolar|(escuela|secundaria|preparatoria|primaria) publica)\b/,
    },
  ],
  [
    'federal',
    {
      en: /\b(va hospital|veterans affairs|federal (building|agency|employee|truck)|post office truck|usps (truck|van|vehicle|jeep)|mail truck|national park)\b/,
      es: /\b(hospital de veteranos|camion del correo)\b/,
    },
  ],
  [
    'county',
    {
      // "on the county road", "at the county fair", "en la feria del condado": where it happened,
      // not who did it (decision 0223).
      en: /\b(county (bus|truck|vehicle|hospital|jail|building|employee|worker|sheriff|property|park)|(a|the) county\b(?! (police|roads?|fairs?|fairgrounds|lines?|highway|route)\b)|ride on bus)\b/,
      es: /(?<!\b(?:feria|fiesta|carretera|camino|ruta) del )(?<!\ben el )\bcondado\b/,
    },
  ],
  [
    'city',
    {
      en: /\b(city'?s? (bus|truck|vehicle|sidewalk|street|building|worker|employee|park|pool|garbage truck|property|snow ?plow)|public (pool|park|library|restroom)|city of [\w-]+( [\w-]+)? (bus|truck|garbage truck|vehicle|snow ?plow|worker|employee)|(a|the) city\b(?! (of|websites?|web ?page|site|limits|line|center|centre)\b)|city-?run|city-?owned|municipal\w*|police (car|cruiser) (hit|ran))\b/,
      es: /\b(la ciudad|municipal|(?<!\ben el )municipio|(alberca|piscina|parque|biblioteca) publica?)\b/,
    },
  ],
  [
    // The police as the one who hurt the visitor (their car, their dog, their hands), never
    // the police who came and wrote a report (decision 0198).
    'city',
    {
      en: /\b((?<!\b(my|our) (marked |unmarked |own )?)(police|sheriff'?s?|patrol|squad) (car|cruiser|vehicle|suv|truck|van|k-?9|dog|horse)|(tased|tasered|tackled|handcuffed|beaten|beat up|pepper sprayed|shot|bitten|struck|hit|punched|slammed|thrown) by (a |an |the |two |several )?(police|officers?|deputy|deputies|sheriff'?s? deputy|cops?|troopers?)\b)/,
      es: /\b((carro|patrulla|vehiculo|camioneta|perro) de (la )?policia|patrulla de policia|(me|lo|la|nos) (golpeo|golpearon|taseo|tasearon|esposo|esposaron) (un |el |la |los )?(policia|policias|oficial|oficiales|agente|agentes|sheriff))\b/,
    },
  ],
  [
    'state',
    {
      en: /\b(state (trooper car|vehicle|truck|road crew|building|park|prison|university)|dot truck|department of transportation)\b/,
      es: /\b(vehiculo del estado)\b/,
    },
  ],
  [
    'transit',
    {
      en: /\b(metro bus|transit (bus|authority)|public bus|city bus|subway train|light rail)\b/,
      es: /\b(autobus publico|metro)\b/,
    },
  ],
];

const workFor = { en: phrasePattern(workTimeWords.en.workFor), es: phrasePattern(workTimeWords.es.workFor) };

const workAnswers: readonly (FactKey | null)[] = ['employer', 'workersComp', 'lostWages'];

/** A clause where a public body's thing did the harm ("a city bus hit me"): a side whatever else is said. */
function tellsPublicThingDidHarm(plain: string, language: Language): boolean {
  return harmVerbs[language].test(plain) && governmentCues.some(([, cues]) => cues[language].test(plain));
}

/** The parties lexicon's verbs of a crash or a harm, as one pattern per language. */
const harmVerbs = {
  en: phrasePattern([...partiesFile.en.crashVerbs, ...partiesFile.en.harmVerbs]),
  es: phrasePattern([...partiesFile.es.crashVerbs, ...partiesFile.es.harmVerbs]),
};

/**
 * The public body on the other side, if any. A body the visitor works for is their employer
 * ("I work for the school district"), and an answer about their job names no other side
 * (decision 0172).
 */
function readGovernmentKind(context: ReadContext): GovernmentKind | undefined {
  // An answer about work or pay tells the visitor's own job, now or before ("drove a school bus
  // 28 years"), never the other side (decisions 0172, 0290).
  if (workAnswers.includes(context.pending)) return undefined;
  // Retired: a public body in the message is where they worked, not who hurt them, unless a
  // clause tells its thing did the harm ("a city bus hit me"; decision 0290).
  const isRetired =
    notWorkingStated(context.plain, {
      language: context.language,
      pending: context.pending,
      isForSomeoneElse: context.isForSomeoneElse,
      age: context.record.age,
      numbers: context.pack.reading.numbers,
    }) === 'retired';
  // "my insurance through the county", "Medicaid por el estado": a health plan's sponsor is no
  // party to the case (decision 0199).
  if (context.pending === 'healthInsurance') return undefined;
  const language = context.language;
  // "the county, I work there", or a work injury whose employer is a public body: a clause that
  // names only a bare public body names the employer, not the other side (decision 0244).
  const saysEmployer = context.clauses.some(
    (clause) => workFor[language].test(clause.plain) || workThere[language].test(clause.plain),
  );
  const employerIsPublic =
    context.record.caseType === 'workplace' &&
    context.record.employer !== undefined &&
    governmentCues.some(([, cues]) => cues[language].test(normalize(context.record.employer!)));
  const isEmployerOnly = (clause: Clause) =>
    (saysEmployer || employerIsPublic) && namesOnlyABody(clause.plain, language);
  // The employer named after "I work for" (or a job and its link: "I work as a custodian for")
  // is no other side, up to where the clause goes on ("… and a city bus hit me"; decision 0266).
  const clauses = context.clauses
    .filter((clause) => !isEmployerOnly(clause))
    .filter((clause) => !isRetired || tellsPublicThingDidHarm(clause.plain, language))
    .map((clause) => withoutNoSideBody(withoutEmployerNamed(clause.plain, language), language));
  return governmentCues.find(([, cues]) => clauses.some((plain) => cues[language].test(plain)))?.[0];
}

/**
 * Spans that name a public body as no side (decision 0441): the responders who came ("the county
 * sheriff came", "vino la policía de metro") and the town named as the place ("the town is
 * Lakeside", "Lakeside is the city"). They are blanked before the public-body cues are read.
 */
const noSideSpans: Record<Language, RegExp[]> = (() => {
  const build = (language: Language): RegExp[] => {
    const words = publicBodyNoSideWords[language];
    const alt = (list: readonly string[]) => phraseAlternation(list);
    const bodies = alt(words.bodies);
    const responders = `(?:(?:the|a|an|some|two|three|la|el|los|las|una|un|unos|unas) )?(?:(?:${bodies}) )?(?:${alt(words.responders)})(?: (?:(?:de la|de los|del|de) )?(?:${bodies}))?`;
    const arrivals = alt(words.arrivals);
    const filler =
      '(?: (?:then|finally|eventually|later|also|soon|quickly|all|luego|despues|tambien|pronto))?';
    const edge = (body: string) => `(?<![\\p{L}\\d'])${body}(?![\\p{L}\\d'])`;
    const places = `(?:(?:the|la|el) )?(?:${alt(words.places)})`;
    const namings = alt(words.namings);
    const pronouns = '(?:it|that|this|which|who|what|eso|esto|quien|que|fue)';
    const name = `[\\p{L}'-]+(?: [\\p{L}'-]+){0,2}`;
    const clauseEnd = `(?=\\s*(?:[,.;:!?)]|$))`;
    return [
      new RegExp(edge(`${responders}${filler} (?:${arrivals})`), 'gu'),
      new RegExp(edge(`(?:${arrivals}) ${responders}`), 'gu'),
      new RegExp(
        edge(`${places} (?:${namings}) (?!(?:${alt(words.notNames)})(?![\\p{L}]))${name}${clauseEnd}`),
        'gu',
      ),
      new RegExp(edge(`(?!${pronouns} )${name} (?:${namings}) ${places}${clauseEnd}`), 'gu'),
    ];
  };
  return { en: build('en'), es: build('es') };
})();

function withoutNoSideBody(plain: string, language: Language): string {
  return noSideSpans[language].reduce(
    (text, span) => text.replace(span, (match) => ' '.repeat(match.length)),
    plain,
  );
}

/** Where the employer's name after "I work for …" ends: a break or a word that goes on. */
const employerNameEnd = /[,;.!?]|\s(?:and|but|when|while|then|so|y|pero|cuando|mientras)\s/u;

/** The clause without "I work for" and the employer it names. */
function withoutEmployerNamed(plain: string, language: Language): string {
  const link = workFor[language].exec(plain);
  if (!link) return plain;
  const after = plain.slice(link.index + link[0].length);
  const end = employerNameEnd.exec(after);
  const rest = end ? after.slice(end.index) : '';
  return `${plain.slice(0, link.index)} ${rest}`;
}

const workThere = {
  en: phrasePattern(workTimeWords.en.workThere),
  es: phrasePattern(workTimeWords.es.workThere),
};
const publicBodyNames = {
  en: phrasePattern(workTimeWords.en.publicBodyNames, 'g'),
  es: phrasePattern(workTimeWords.es.publicBodyNames, 'g'),
};

/**
 * A clause whose public-body cues all go with bare names of bodies ("the county never gave us
 * harnesses", "la ciudad"), none with a thing of theirs ("a city bus", "the county truck").
 */
function namesOnlyABody(plain: string, language: Language): boolean {
  const names = [...plain.matchAll(publicBodyNames[language])];
  if (names.length === 0) return false;
  let rest = plain;
  for (const name of names) {
    // From the name's last word on, a cue that matches there names the body's thing: "city bus".
    const head = name[0].slice(name[0].lastIndexOf(' ') + 1);
    const tail = plain.slice(name.index + name[0].length - head.length);
    const goesOn = (cue: RegExp) => {
      const match = cue.exec(tail);
      return match?.index === 0 && match[0].trimEnd().length > head.length;
    };
    if (governmentCues.some(([, cues]) => goesOn(cues[language]))) return false;
    rest = `${rest.slice(0, name.index)}${' '.repeat(name[0].length)}${rest.slice(name.index + name[0].length)}`;
  }
  return !governmentCues.some(([, cues]) => cues[language].test(rest));
}

export const governmentDefendantFact: FactModule<'governmentDefendant'> = {
  key: 'governmentDefendant',
  appliesTo: anyCase,
  read: (context) => {
    const kind = readGovernmentKind(context);
    return kind ? { value: true, quote: context.original.slice(0, 200) } : undefined;
  },
  describe: describeYesNo,
};

export const governmentKindFact: FactModule<'governmentKind'> = {
  key: 'governmentKind',
  appliesTo: (record) => record.governmentDefendant === true,
  read: (context) => {
    const kind = readGovernmentKind(context);
    return kind ? { value: kind, quote: context.original.slice(0, 200) } : undefined;
  },
  describe: (value) => value.replace('_', ' '),
};
