import type { CaseRecord, FactKey, Language } from '../../../../../contracts/case-record';
import type { Clause } from '../reading/text';

import { phrasePattern, statementAskedWords, workPapersWords } from './fact-lexicons';

import {
  type Cues,
  describeYesNo,
  type FactModule,
  isAskedBack,
  isPending,
  type ReadContext,
  type Reading,
  readYesNo,
} from './fact-module';

/**
 * What the visitor already did with an insurer before calling us (decision 0116): signed its
 * papers, or gave the other side's insurer a recorded statement. A case manager needs both
 * before the call; a signed release can end a claim, so the report sends it to an attorney.
 * Both are yes/no facts read by the shared yes/no reading: a plain yes, no or "not sure" to the
 * question, or the act itself said in so many words, anywhere.
 */

/** A case with someone besides the employer to deal with: their insurer can ask for papers or a statement. */
const hasOtherSide = (record: CaseRecord): boolean =>
  record.caseType !== 'workplace' || record.thirdPartyInvolved === true;

/**
 * Read from any message only when the act is named in full ("I signed the release", "me
 * grabaron la llamada"); a bare "signed" elsewhere is someone signing with a lawyer or for care.
 */
const signedPapers: Cues = {
  // "I did not sign any release or waiver": the act in any tense (decision 0213).
  en: /\b(signed|sign)\b(?:\s+[\w'$,]+){0,4}?\s+(releases?|waivers?|settlement)\b/,
  es: /\bfirm(e|o|amos|aron|ado)\b(?:\s+[\p{L}$,]+){0,4}?\s+(finiquito|liberacion|renuncia|acuerdo|arreglo|release)\b/u,
};
/**
 * Asked about it, signing said alone answers ("firmé unos papeles", "I didn't sign anything");
 * signing with a lawyer does not, nor a sign on the road ("he ran the stop sign").
 */
const signedAnswer: Cues = {
  // The act only: a "not" or "never" before it is the shared reading's to find, so that "I did
  // not sign anything" is a no (a negation inside the cue itself was never seen as one).
  en: /\bsigned\b(?!\s+(with|up|on with|in)\b)|\b(did|will|to) sign\b|\bsign (it|them|that|this|the|a|an|any|some|something|anything|nothing|papers?|forms?)\b|(?<!\bstop )\bsign\b(?=\s*$)/,
  es: /\bfirm(e|o|amos|aron|ado|ar)\b(?!\s+con\b)/,
};
/**
 * Beside the other questions about dealings with an insurer (an offer, a recorded statement),
 * signing named alone is signing the insurer's papers ("no offer, and I haven't signed
 * anything"; decision 0213).
 */
const signedBesideDealings: Cues = {
  en: /\b(signed|sign)\s+(anything|nothing|any (papers?|paperwork|forms?)|(the|their|those) (papers?|paperwork|forms?)|it)\b/,
  es: /\bfirm(e|o|amos|aron|ado|ar)\s+(nada|ningun \p{L}+|ningunos? papel\w*|los papeles|eso|algo)\b/u,
};
const dealings: readonly (FactKey | null)[] = ['settlementOffer', 'recordedStatement'];
const orCues = (first: Cues, second: Cues): Cues => ({
  en: new RegExp(`${first.en.source}|${second.en.source}`, first.en.flags),
  es: new RegExp(`${first.es.source}|${second.es.source}`, 'u'),
});
const signedPapersBesideDealings = orCues(signedPapers, signedBesideDealings);

/** Papers still to sign are papers not signed ("they want me to sign a release"). */
const notSignedYet: Cues = {
  en: /\b(wants?|wanted|asking|asked|trying to get|pushing) (me|us) to sign\b|\bbefore (i|we) sign\b/,
  es: /\b(quiere|quieren|querian|pide|piden|pidio|pidieron) que (le |les )?firme\b|\bantes de firmar\b/,
};

const recordedMe: Cues = {
  en: /\brecorded (statement|interview)\b|\b(recorded|taped) (me|my (call|statement|conversation)|the (call|conversation)|our (call|conversation))\b/,
  es: /\bdeclaracion grabada\b|\b(me|nos) grab(o|aron)\b|\bgrab(o|aron) (la|mi|nuestra) (llamada|declaracion|conversacion)\b/,
};
/** Asked about it, recording said alone answers; a statement only when the visitor gave it (not a witness's to the police). */
const recordedAnswer: Cues = {
  en: /\b(record(ed|ing)?|taped)\b|\b(i|we) (gave|give|did) (them |him |her |their adjuster |the adjuster )?(a |my )?statement\b/,
  es: /\bgrab\w*|\b(le|les) di (una |mi )?declaracion\b|\bdeclare\b/,
};
/** A statement still asked for is one not given ("they keep asking for a recorded statement"). */
const statementWanted: Cues = {
  en: /\b(wants?|wanted|keeps? asking|asking|trying to get|would like) (me )?(for |to (give|do) )?(a |my )?recorded statement\b/,
  es: /\b(quiere|quieren|pide|piden) (que (le |les )?(de|haga) )?(una |mi )?declaracion grabada\b/,
};

/**
 * Asked the question, a reply that opens with not knowing ("not sure, I talked to an adjuster")
 * is unknown, and so is the act said with doubt ("no sé si lo que firmé era eso"); otherwise the
 * shared yes/no reading, with the act's words widened to their plain forms.
 */
function readDealing(
  context: ReadContext,
  key: FactKey,
  cues: { anywhere: Cues; asked: Cues; negative: Cues },
): Reading<boolean> | undefined {
  const isAsked = isPending(context, key);
  const asked = cues.asked[context.language];
  const unknown = context.pack.reading.unknown;
  const opensUnsure = context.leading === 'unknown' || unknown.exec(context.plain)?.index === 0;
  if (
    isAsked &&
    (opensUnsure || context.clauses.some((clause) => asked.test(clause.plain) && unknown.test(clause.plain)))
  )
    return { isUnknown: true };
  return readYesNo(context, key, isAsked ? cues.asked : cues.anywhere, { negativeCues: cues.negative });
}

const workPapers = {
  en: {
    papers: phrasePattern(workPapersWords.en.papers),
    insurer: phrasePattern(workPapersWords.en.insurerPapers),
  },
  es: {
    papers: phrasePattern(workPapersWords.es.papers),
    insurer: phrasePattern(workPapersWords.es.insurerPapers),
  },
};

/**
 * A paper about going back to work ("I signed the return to work form", "me dieron una nota del
 * doctor para el trabajo") is no release (decision 0365): a yes said of it is dropped, unless the
 * message also names the insurer's paper; a no still counts.
 */
function namesOnlyWorkPaper(context: ReadContext): boolean {
  const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en', 'es'];
  return (
    languages.some((each) => workPapers[each].papers.test(context.plain)) &&
    !languages.some((each) => workPapers[each].insurer.test(context.plain))
  );
}

function readRelease(context: ReadContext): Reading<boolean> | undefined {
  const reading = readDealing(context, 'releaseSigned', {
    anywhere: dealings.includes(context.pending) ? signedPapersBesideDealings : signedPapers,
    asked: signedAnswer,
    negative: notSignedYet,
  });
  if (reading && 'value' in reading && reading.value && namesOnlyWorkPaper(context)) return undefined;
  return reading;
}

export const releaseSignedFact: FactModule<'releaseSigned'> = {
  key: 'releaseSigned',
  appliesTo: hasOtherSide,
  question: {
    en: () =>
      'Have you signed anything from an insurance company about this, like a release or settlement papers?',
    es: () => '¿Ya firmó algún papel de una aseguradora sobre esto, como un finiquito o un acuerdo?',
  },
  rephrase: {
    en: () =>
      'Did you sign any paper an insurer or adjuster sent you about what happened, such as a release?',
    es: () =>
      '¿Firmó algún documento que le haya mandado una aseguradora o un ajustador sobre lo que pasó, como un finiquito?',
  },
  read: readRelease,
  describe: describeYesNo,
};

export const recordedStatementFact: FactModule<'recordedStatement'> = {
  key: 'recordedStatement',
  // Only where there is another side's insurer to have asked: as for that insurer's name.
  appliesTo: (record) =>
    record.caseType !== 'medical_malpractice' &&
    !(record.caseType === 'workplace' && record.thirdPartyInvolved !== true),
  question: {
    en: () =>
      "Has the other side's insurance company taken a recorded statement from you, for example on a phone call?",
    es: () =>
      '¿La aseguradora de la otra parte ya le tomó una declaración grabada, por ejemplo por teléfono?',
  },
  rephrase: {
    en: () => "If you spoke with the other side's adjuster, did they say the call was being recorded?",
    es: () => 'Si habló con el ajustador de la otra parte, ¿le dijeron que la llamada se estaba grabando?',
  },
  read: readRecordedStatement,
  describe: describeYesNo,
};

const statementAskedIn = (language: Language) => {
  const words = statementAskedWords[language];
  return {
    requests: phrasePattern(words.requests, 'g'),
    recordings: phrasePattern(words.recordings),
    given: phrasePattern(words.given),
    recordingsWhenAsked: phrasePattern([...words.recordings, ...words.recordingsWhenAsked]),
    askedAlone: phrasePattern(words.askedAlone),
  };
};
const statementAsked = { en: statementAskedIn('en'), es: statementAskedIn('es') };

/**
 * The clause asks for or wonders about a recording ("they want me to do a recorded call"):
 * 'asked', or 'given' when what follows it says it was made ("… and I did it Monday"). In the
 * answer to the statement question, plainer words stand for it ("they keep asking for one",
 * "me la están pidiendo"; decision 0320).
 */
function recordingAsked(
  clause: Clause,
  following: string,
  language: Language,
  isAsked: boolean,
): 'asked' | 'given' | undefined {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  for (const each of languages) {
    const { requests, recordings, recordingsWhenAsked, askedAlone, given } = statementAsked[each];
    const recordingWords = isAsked ? recordingsWhenAsked : recordings;
    for (const match of clause.plain.matchAll(requests)) {
      const after = clause.plain.slice(match.index + match[0].length);
      const recording = recordingWords.exec(after);
      if (recording) return given.test(`${after.slice(recording.index)} ${following}`) ? 'given' : 'asked';
    }
    const alone = isAsked ? askedAlone.exec(clause.plain) : null;
    if (alone)
      return given.test(`${clause.plain.slice(alone.index + alone[0].length)} ${following}`)
        ? 'given'
        : 'asked';
  }
  return undefined;
}

/**
 * A recorded statement the insurer only asked for, or the visitor asks whether to give, is no
 * statement given (decision 0233): "they want me to do a recorded call, is that ok?" is a no
 * unless another clause says it was given; a question alone tells nothing.
 */
function readRecordedStatement(context: ReadContext): Reading<boolean> | undefined {
  const cues = { anywhere: recordedMe, asked: recordedAnswer, negative: statementWanted };
  // A question alone ("should I give them a recorded statement?") is left out: it tells nothing.
  const statements = context.clauses.filter((clause) => !isAskedBack(context, clause));
  const said = statements.map((clause, index) => {
    const following = statements
      .slice(index + 1)
      .map((next) => next.plain)
      .join(' ');
    return {
      clause,
      asked: recordingAsked(clause, following, context.language, isPending(context, 'recordedStatement')),
    };
  });
  const given = said.find((each) => each.asked === 'given');
  if (given) return { value: true, quote: given.clause.text };
  const asking = said.filter((each) => each.asked === 'asked').map((each) => each.clause);
  if (asking.length === 0) return readDealing(context, 'recordedStatement', cues);
  // The rest of the message may still tell it was given ("… and I gave them one").
  const rest = context.clauses.filter((clause) => !asking.includes(clause));
  const told = readDealing({ ...context, clauses: rest, leading: null }, 'recordedStatement', cues);
  if (told && 'value' in told && told.value) return told;
  return { value: false, quote: asking[0]!.text };
}
