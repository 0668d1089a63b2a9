import type { FactKey, Language } from '../../../../../contracts/case-record';
import correctionWords from '../../language/lexicons/corrections.json' with { type: 'json' };
import { findCue, normalize, sentencesOf } from '../reading/text';

import { phrasePattern, reportMakerWords, saysNotArrivedYet, witnessWords } from './fact-lexicons';
import {
  anyCase,
  caseIs,
  describeYesNo,
  type FactModule,
  isAskedBack,
  isDeniedAfter,
  isPending,
  type ReadContext,
  type Reading,
  readYesNo,
} from './fact-module';

/** Police and incident reports, witnesses, photos: yes/no facts read from cue words. */

const policeCues = {
  en: /\b(police|cops?|officers?|trooper|sheriff|deputy|patrol|pd|police department|highway patrol)\b/,
  // "llegaron dos agentes": officers; "el agente de seguros" is the insurer's.
  es: /\b(policia|policias|patrulla|oficial|oficiales|agentes(?! de (?:seguros?|la aseguranza)))\b/,
};
/**
 * In the answer about a report, "one" and "it" are that report: "the receptionist did one", "I filed
 * one online", "la encargada hizo uno", "they wrote report", "to report it".
 */
const reportWrittenWhenAsked = {
  en: /\b(did|made|make|makes|wrote|write|writes|filed|file|filled( out)?|typed( up)?|took|done|made out) (one|it up|one up|one out|a report|the report|report)\b|\breport (was|got|has been|had been) (made|filed|written|done|taken)\b|\b(to )?report it\b/,
  es: /\b(hizo|hicieron|levanto|levantaron|lleno|llenaron|llene|hice) (uno|una|un report\w*|el report\w*|report\w*)\b|\b(reportarlo|reportarla)\b/,
};

/** In the answer about the police, a report made or a department's initials ("NYPD showed up") are the police. */
const policeCuesWhenAsked = {
  en: new RegExp(`${policeCues.en.source}|\\b[a-z]{1,4}pd\\b|\\bchp\\b|${reportWrittenWhenAsked.en.source}`),
  es: new RegExp(`${policeCues.es.source}|${reportWrittenWhenAsked.es.source}`),
};
/**
 * The police as the other side or as the visitor's own trade, not as someone who came to
 * write it up: "a police cruiser rear-ended me", "a police K9 bit me", "I am a police officer",
 * "una patrulla del sheriff me pegó". In a story these say nothing of a report (decision 0184).
 */
const policeAsPartyOrTrade = {
  en: /\b(police|cop|sheriff'?s?|patrol|pd|deputy'?s?) (car|cars|cruiser|vehicle|suv|truck|k9|k-9|dog|horse|motorcycle)\b|\b(police|pd) k9\b|\bk9 officer\b|\b(i am|i'?m|i work as|as) an? (police officer|cop|deputy|sheriff'?s deputy|state trooper|trooper)\b|\b(police officer|deputy|trooper) (with|for) the\b|\b(tased|tackled|handcuffed|shot|beaten|arrested|detained) by (a |an |the )?(police|cops?|officers?|deputy|deputies|sheriff'?s? deputy|trooper)\b/,
  es: /\bpatrulla (del|de la) (sheriff|policia) (se|me|nos|choco|pego)\b|\b(carro de (la )?policia|vehiculo de (la )?policia|perro de (la )?policia)\b|\b(soy|trabajo de) (policia|oficial)\b/,
};

/** Who makes a report that is not the police's, and such reports by their kind (decision 0345). */
const otherReportMakers = {
  en: phrasePattern([...reportMakerWords.en.makers, ...reportMakerWords.en.kinds], 'g'),
  es: phrasePattern([...reportMakerWords.es.makers, ...reportMakerWords.es.kinds], 'g'),
};
/** A department's initials ("NYPD", "CHP"): the police, in any clause. */
const departmentInitials = /\b[a-z]{1,4}pd\b|\bchp\b/;

/**
 * A clause that names an employer, a store, a landlord, a school or a property manager as who
 * made a report or where it was made, and no police word ("the manager wrote it up", "llené un
 * reporte en el trabajo"): an incident report, never the police's (decision 0345). A police word
 * is looked for with the makers taken out, so "safety officer" is no officer of the police.
 */
export function namesOtherReportMaker(plain: string, language: Language): boolean {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  let rest = plain;
  let isNamed = false;
  for (const each of languages)
    rest = rest.replace(otherReportMakers[each], () => {
      isNamed = true;
      return ' ';
    });
  if (!isNamed) return false;
  return !(
    departmentInitials.test(rest) ||
    languages.some((each) => policeCues[each].test(rest)) ||
    /\b911\b/.test(rest)
  );
}

const policeReportExists = {
  en: /\b(police report|crash report|accident report) (exists|was (made|filed|written))|there (is|was) a police report|the cop has it|the police have it\b/,
  es: /\b(hay (un )?reporte de (la )?policia)\b/,
};

/** The report itself, or its writing, as a clause names it. */
const reportWords = {
  en: /\b(report|reports|wrote (anything|something|it down|one|it up)|write (anything|something|it down|one|it up)|paperwork)\b/,
  es: /\b(reportes?|report|escribieron (algo|nada)|levantaron (un )?(acta|reporte))\b/,
};
const reportAtHand =
  /\b(numbers?|numbr|numeros?|#|cop(y|ies)|copias?|have|has|had|got|get|tengo|tiene|tenia|dieron|dio|give|gave|yet|todavia|aun)\b/;
/** Doubt said before a denial ("I don't believe he wrote anything", "creo que no hicieron"). */
const doubtedDenial = {
  en: /\b(i )?(don'?t|dont|do not) (think|believe)\b|\bi doubt\b|\bnot sure\b|\bno idea\b/,
  es: /\b(no creo|creo que no|no se si|no estoy segur[oa])\b/,
};

/** The police as whom someone called, right before their name ("called the cops", "llamé a la policía"). */
const calledFor =
  /\b(?:call|called|calling|phoned|dialed|contacted|llame|llamamos|llamaron|llamo|llamar|marque|hable)\s+(?:(?:to|a|al)\s+)?(?:the\s+|la\s+|los\s+|las\s+)?$/;

/**
 * Police who came to the scene, in a clause of the message: named, not denied ("the officers
 * never showed"), not the other side or the visitor's trade ("a police cruiser hit me"), not asked about.
 */
function policeCame(context: ReadContext): boolean {
  const patterns = context.language === 'es' ? [policeCues.es, policeCues.en] : [policeCues.en];
  const asPartyOrTrade = policeAsPartyOrTrade[context.language];
  return context.clauses.some((clause) => {
    if (isAskedBack(context, clause) || asPartyOrTrade.test(clause.plain)) return false;
    return patterns.some((pattern) => {
      const cue = findCue(clause, pattern, context.pack.reading.negation);
      if (cue === null || cue.isNegated) return false;
      // "I called the police", "llamé a la policía": called for, not said to have come.
      if (calledFor.test(clause.plain.slice(0, cue.index))) return false;
      // "a deputy came and did not write anything": the denial after "and" is the report's.
      const [ownPart] = clause.plain.slice(cue.index + cue.match.length).split(/\b(?:and|but|pero|y)\b/);
      return !isDeniedAfter(ownPart ?? '');
    });
  });
}

/**
 * An answer that says yes about one thing and no about another: police came, but no report
 * made ("vinieron dos agentes pero no levantaron reporte"). Officers at the scene mean a report
 * likely exists, whatever the visitor saw of it: never a no, but not knowing (decision 0272).
 * A report denied with no officer said to have come is a no; doubt about it is not knowing.
 */
function reportDenied(context: ReadContext): Reading<boolean> | undefined {
  // Asked about another report ("no one there to tell" about an incident report), the police are not meant.
  const isAboutPolice =
    context.pending === 'policeReport' ||
    policeCues.en.test(context.plain) ||
    (context.language === 'es' && policeCues.es.test(context.plain));
  if (!isAboutPolice) return undefined;
  const patterns = context.language === 'es' ? [reportWords.es, reportWords.en] : [reportWords.en];
  for (const clause of context.clauses) {
    // "I don't have the report number", "no me dieron copia": the report is there, not at hand.
    if (isAskedBack(context, clause) || reportAtHand.test(clause.plain)) continue;
    for (const pattern of patterns) {
      const cue = findCue(clause, pattern, context.pack.reading.negation);
      if (!cue?.isNegated) continue;
      const isDoubted =
        doubtedDenial.en.test(clause.plain) ||
        (context.language === 'es' && doubtedDenial.es.test(clause.plain));
      return isDoubted || policeCame(context) ? { isUnknown: true } : { value: false, quote: clause.text };
    }
  }
  return undefined;
}

export const policeReportFact: FactModule<'policeReport'> = {
  key: 'policeReport',
  appliesTo: caseIs('auto', 'product_liability', 'dog_bite', 'other'),
  alsoAsks: ['policeReportNumber'],
  // Police who came wrote a report: its number is still worth one question.
  isSettled: (record) =>
    record.unknowns.includes('policeReport') ||
    record.policeReport === false ||
    (record.policeReport === true &&
      (record.policeReportNumber !== undefined || record.unknowns.includes('policeReportNumber'))),
  question: {
    en: (record) =>
      record.policeReport === true
        ? 'You mentioned the police came. Do you have the report number?'
        : 'Did the police come or write a report, and do you have its number?',
    es: (record) =>
      record.policeReport === true
        ? 'Mencionó que vino la policía. ¿Tiene el número del reporte?'
        : '¿Vino la policía o hizo un reporte, y tiene el número?',
  },
  rephrase: {
    en: (record) =>
      record.policeReport === true
        ? 'If the officer gave you a card or a paper, is there a report or case number on it? It is fine if you do not have it with you.'
        : 'Was any police officer involved after it happened?',
    es: (record) =>
      record.policeReport === true
        ? 'Si el policía le dio una tarjeta o un papel, ¿tiene un número de reporte? Está bien si no lo tiene a la mano.'
        : '¿Intervino algún policía?',
  },
  // The police came and the number was never asked (decision 0186): the report is found by it.
  followUp: {
    lacks: (record) =>
      record.policeReport === true &&
      record.policeReportNumber === undefined &&
      !record.unknowns.includes('policeReportNumber'),
    question: {
      en: () =>
        'Do you have the report number the officers gave? It is usually on the card or paper the officer gave you.',
      es: () =>
        '¿Tiene el número del reporte de policía? Suele estar en la tarjeta o el papel que le dio el policía.',
    },
  },
  read: (context) => {
    const corrected = correctedReport(context);
    if (corrected?.key === 'policeReport') return { value: true, quote: corrected.quote, replaces: true };
    // "the manager wrote it up", "mi jefe hizo un reporte": another's report, never the police's,
    // to whatever question (decision 0345). A yes before it is about that report.
    const ownClauses = context.clauses.filter(
      (clause) => !namesOtherReportMaker(clause.plain, context.language),
    );
    const isOthersReport = ownClauses.length < context.clauses.length;
    const ownContext: ReadContext = isOthersReport
      ? {
          ...context,
          clauses: ownClauses,
          plain: ownClauses.map((clause) => clause.plain).join(' '),
          leading: context.leading === 'yes' ? null : context.leading,
        }
      : context;
    const exists = policeReportExists[context.language].exec(ownContext.plain);
    if (exists) return { value: true, quote: exists[0] };
    // "I haven't received the police report yet", "todavía no me llega el reporte": a report was
    // written, and only its copy is still to come (decision 0328).
    const pending = ownContext.clauses.find(
      (clause) =>
        reportWords[context.language].test(clause.plain) && saysNotArrivedYet(clause.plain, context.language),
    );
    if (pending && (context.pending === 'policeReport' || /\b(police|policia)\b/.test(pending.plain)))
      return { value: true, quote: pending.text };
    const denied = reportDenied(ownContext);
    if (denied) return denied;
    // "it's not with me" answers for the number or the paper, not whether police came.
    const isOnlyNotAtHand = context.leading === 'no' && numberNotAtHand[context.language].test(context.plain);
    const clauses =
      context.origin === 'description'
        ? ownContext.clauses.filter((clause) => !policeAsPartyOrTrade[context.language].test(clause.plain))
        : ownContext.clauses;
    return readYesNo(
      { ...ownContext, clauses, leading: isOnlyNotAtHand ? null : ownContext.leading },
      'policeReport',
      context.pending === 'policeReport' ? policeCuesWhenAsked : policeCues,
    );
  },
  describe: describeYesNo,
};

const reportNumber =
  /\b(?:report|case|incident|claim)\s*(?:number|no\.?|#)?\s*(?:is\s*)?#?\s*([a-z0-9][a-z0-9-]{4,20})\b|\b(?:numero(?: de reporte)?|reporte numero)\s*([a-z0-9-]{5,20})\b/i;

/** Words that say a number follows ("the number is", "#", "el número es"). */
const numberCue = /(#|\b(number|numbr|num|no\.|numero|case|report|reporte|file)\b)/i;
/** Digits said as words, one at a time ("four four seven", "dos seis guion"), and the dash. */
const digitWords: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  dash: '-',
  guion: '-',
};
/** What a street number, an amount or a time is followed or preceded by: not a report. */
const notAReport =
  /^(st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|hwy|highway|calle|dollars?|bucks|k|mil|pesos|am|pm|miles?)$/;

/**
 * The report's number in an answer about the report: an identifier with four or more digits,
 * letters and dashes allowed ("7731-B", "#261402217", "26-SO-4471"), or digits said one by
 * one. Never a date, a year alone, an amount or a street number; and in "23-1178 not 1187" the
 * one after "not" is the mistake.
 */
function reportIdentifier(text: string): string | undefined {
  // Four or five bare digits are as often an amount ("3200 for the bumper"): they need a word
  // that says a number follows.
  const hasCue = numberCue.test(text);
  const tokens = text.split(/[\s,;:]+/).map((token) => token.replace(/^[#(]+|[).!?]+$/g, ''));
  for (const [index, token] of tokens.entries()) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/i.test(token)) continue;
    const digits = token.replace(/\D/g, '').length;
    if (digits < 4 || /^(19|20)\d\d$/.test(token)) continue;
    if (/^\d{4,5}$/.test(token) && !hasCue) continue;
    const before = (tokens[index - 1] ?? '').toLowerCase();
    // "4410 Elm Street", "1200 dollars": the word after, or the one after a street's name.
    const after = tokens.slice(index + 1, index + 3).map((word) => word.toLowerCase());
    if (/^(not|no|ni)$/.test(before) || after.some((word) => notAReport.test(word))) continue;
    return token.toUpperCase();
  }
  const words = normalize(text).split(/\s+/);
  let run: string[] = [];
  for (const word of [...words, '']) {
    const digit = digitWords[word];
    if (digit !== undefined) {
      run.push(digit);
      continue;
    }
    const spelled = run.join('').replace(/^-+|-+$/g, '');
    if (spelled.replace(/-/g, '').length >= 4) return spelled;
    run = [];
  }
  return undefined;
}

const numberNotAtHand: Record<Language, RegExp> = {
  en: /\b(don'?t|do not|dont) (have|know|remember) (it|the (report |case )?number|the report)|not with me|at home|(somewhere|lost it|can'?t find it)\b/,
  es: /\b(no (lo )?tengo (el numero|aqui|a la mano)|no se el numero|en (la|mi) casa|no me acuerdo)\b/,
};

/** Not having the number, with the number named: said to any question, it settles the number. */
const numberNamedNotAtHand: Record<Language, RegExp> = {
  en: /\b(?:don'?t|do not|dont|didn'?t|did not|never) (?:have|know|remember|got|get|recall)(?: (?:a|the|any))? (?:(?:police|accident|crash|incident) )?(?:report|case) (?:number|#|no)\b/,
  es: /\bno (?:tengo|se|me acuerdo del?|me dieron) (?:el )?numero (?:del|de) (?:reporte|informe|caso)\b/,
};

export const policeReportNumberFact: FactModule<'policeReportNumber'> = {
  key: 'policeReportNumber',
  appliesTo: (record) => record.policeReport === true,
  read: (context) => {
    for (const clause of context.clauses) {
      const match = reportNumber.exec(clause.text);
      const value = match?.[1] ?? match?.[2];
      if (value && /\d/.test(value))
        return {
          value: reportIdentifier(clause.text.slice(match!.index)) ?? value.toUpperCase(),
          quote: clause.text,
        };
    }
    // "yes, 7731-B", "ya NYPD showed up, #261402217", "four four seven eight two": an identifier given
    // in the answer about the report, or after a word that says a number follows.
    for (const clause of context.clauses) {
      if (context.pending !== 'policeReport' && !numberCue.test(clause.text)) continue;
      const value = reportIdentifier(clause.text);
      if (value) return { value, quote: clause.text };
    }
    // "i dont have the number with me, its on the card at home": not known today.
    if (context.pending === 'policeReport' && context.record.policeReport === true) {
      if (numberNotAtHand[context.language].test(context.plain) || context.leading === 'unknown')
        return { isUnknown: true };
    }
    // "the cops came, I don't have the report number though", to any question: not asked again.
    if (context.record.policeReport === true && numberNamedNotAtHand[context.language].test(context.plain))
      return { isUnknown: true, isSaidOutright: true };
    return undefined;
  },
  describe: (value) => value,
};

const incidentCues = {
  en: /\b(incident report|accident report|injury report|internal report|(wrote|write|filled|fill|made|make|did|filed|took) (up |out )?(a |an )?(incident |accident |injury )?report|(wrote|write|writes|filled|fill) (something|it|one|a form|a paper|everything|it all|all of it) (up|out|down)|(wrote|write|writes) up|reported (it|the (fall|injury|accident)) to|security (wrote|filed|made))\b/,
  es: /\b(reporte del accidente|reporte de (lesion|incidente)|hizo un reporte|hicieron un reporte|le reporte)\b/,
};

/**
 * Animal control, named in the answer about a report of the bite, is that report. Named
 * beside the police or in the story, it is who came, not a report (the police question has it).
 */
const incidentCuesWhenAsked = {
  en: new RegExp(
    `${incidentCues.en.source}|\\banimal control\\b|${reportWrittenWhenAsked.en.source}|\\b(emailed|texted|messaged|notified) (hr|human resources|my (boss|supervisor|manager|lead|foreman))\\b`,
  ),
  es: new RegExp(`${incidentCues.es.source}|\\bcontrol de animales\\b|${reportWrittenWhenAsked.es.source}`),
};

/** "wait", "hold on", "espera", "un momento": a pause that opens the reply, before what is said anew. */
const pauseOpening = {
  en: new RegExp(`^${phrasePattern(correctionWords.en.pauses).source}[\\s,.!:;…-]+`, 'u'),
  es: new RegExp(
    `^${phrasePattern([...correctionWords.es.pauses, ...correctionWords.en.pauses]).source}[\\s,.!:;…-]+`,
    'u',
  ),
};

/**
 * "wait. yes. the manager wrote one", "espera, sí, la encargada hizo uno", said to another
 * question (the witnesses): a pause, then a report written by someone, with "one" standing for
 * the report asked about before. It corrects that earlier answer (decision 0319): the report
 * fact held takes the yes; the pause and the yes are not an answer to the question now asked.
 */
function reportCorrectedAfterPause(
  context: ReadContext,
  key: 'incidentReport' | 'policeReport',
): string | undefined {
  if (
    context.origin !== 'answer' ||
    context.pending === 'incidentReport' ||
    context.pending === 'policeReport'
  )
    return undefined;
  if (context.record[key] === undefined && !context.record.unknowns.includes(key)) return undefined;
  if (!pauseOpening[context.language].test(context.plain)) return undefined;
  const written =
    context.language === 'es'
      ? [incidentCuesWhenAsked.es, incidentCuesWhenAsked.en]
      : [incidentCuesWhenAsked.en];
  for (const clause of context.clauses) {
    if (isAskedBack(context, clause)) continue;
    for (const pattern of written) {
      const cue = findCue(clause, pattern, context.pack.reading.negation);
      if (cue && !cue.isNegated && !isDeniedAfter(clause.plain.slice(cue.index + cue.match.length)))
        return clause.text;
    }
  }
  return undefined;
}

/** The report fact a pause-led "someone wrote one" corrects: the incident report where it applies, else the police's. */
function correctedReport(context: ReadContext): { key: FactKey; quote: string } | undefined {
  const key = caseIs('slip_fall', 'workplace', 'dog_bite')(context.record)
    ? 'incidentReport'
    : 'policeReport';
  const quote = reportCorrectedAfterPause(context, key);
  return quote === undefined ? undefined : { key, quote };
}

const isIncidentReportCase = caseIs('slip_fall', 'workplace', 'dog_bite');

export const incidentReportFact: FactModule<'incidentReport'> = {
  key: 'incidentReport',
  appliesTo: isIncidentReportCase,
  // A report by an employer, a store, a landlord or a school is kept in every case (decision 0345).
  isReadBeyond: anyCase,
  question: {
    en: (record) =>
      record.caseType === 'workplace'
        ? 'Was the injury reported to a supervisor, or written up in an incident report?'
        : record.caseType === 'dog_bite'
          ? 'Did anyone make a report about the bite, like the police or animal control?'
          : 'Did anyone there write up an incident report, like a manager or security?',
    es: (record) =>
      record.caseType === 'workplace'
        ? '¿Se hizo un reporte del accidente en el trabajo?'
        : record.caseType === 'dog_bite'
          ? '¿Alguien hizo un reporte de la mordida, como la policía o control de animales?'
          : '¿Alguien del lugar hizo un reporte del incidente, como un gerente o seguridad?',
  },
  rephrase: {
    en: () => 'Is there any written report of what happened?',
    es: () => '¿Hay algún reporte por escrito del accidente?',
  },
  read: (context) => {
    const corrected = correctedReport(context);
    if (corrected?.key === 'incidentReport') return { value: true, quote: corrected.quote, replaces: true };
    // Outside its cases, or in the answer about the police, only a report another than the police
    // made is this one ("the store took an accident report"); "the officer wrote it up" is the police's.
    if (!isIncidentReportCase(context.record) || context.pending === 'policeReport') {
      const clauses = context.clauses.filter((clause) =>
        namesOtherReportMaker(clause.plain, context.language),
      );
      if (clauses.length === 0) return undefined;
      return readYesNo({ ...context, clauses, leading: null }, 'incidentReport', incidentCuesWhenAsked);
    }
    return readYesNo(
      context,
      'incidentReport',
      context.pending === 'incidentReport' ? incidentCuesWhenAsked : incidentCues,
    );
  },
  describe: describeYesNo,
};

const witnessCues = {
  // The visitor seeing it, or being there, is no witness ("I saw him", "I should have seen him").
  en: /\b(witness\w*|(?<!\b(i|we|have|had|i also|we also|i even)\s)(saw|seen|watched) (it|me|him|her|everything|all of it|it all|all of that|what happened|us|the (fall|crash|accident|collision|whole thing|bite|attack))|(?<!\b(i|we)\s)saw it|bystanders?|(?<!\b(i|we)\s)(was|were) there|gave (a )?statement|stopped to help|helped (me|put)|(?<!\b(i|we|never|not|didn't|didnt|couldn't|couldnt)\s)(saw|seen|watched) ([\w']+ ){1,3}(hit|hitting|ran|run|running|bit|bite|biting|attack\w*|knock\w*|push\w*|back\w*|slam\w*|plow\w*|rear ?end\w*|jump\w*|trip\w*|slip\w*|fall|fell|lunge\w*|charg\w*)( into| at| on| over)? (me|us|my))\b/,
  // "vio cuando me caí", "vio como me mordió": someone saw it happen (not "yo vi", "no vi").
  es: /\b(testigos?|(lo|la) vio|me vio (caer|resbalar|tropezar)|vio todo|vio (el|la) (choque|accidente|caida|mordida|ataque)|vio lo que paso|(?<!\b(yo|no)\s)vio (cuando|como)|vieron|estaba ahi|estaban ahi)\b/,
};

/**
 * "no, a trucker stopped and saw it": the no before the comma answers the question asked (about
 * photos, the police), not whether someone saw it; the seeing is read from what follows it.
 */
function withoutOpeningNo(context: ReadContext): ReadContext {
  const clauses = context.clauses.map((clause) => {
    const no = context.pack.reading.answers.noStart.exec(clause.plain);
    const rest = no ? clause.plain.slice(no[0].length) : '';
    const opening = /^\s*[,;:!-]+\s*/.exec(rest);
    return no && opening && rest.length > opening[0].length
      ? { ...clause, plain: rest.slice(opening[0].length) }
      : clause;
  });
  return { ...context, clauses };
}

const witnessNoWords = {
  en: {
    absent: phrasePattern(witnessWords.en.absent, 'g'),
    staffing: phrasePattern(witnessWords.en.staffing),
    otherTopics: phrasePattern(witnessWords.en.otherTopics),
  },
  es: {
    absent: phrasePattern(witnessWords.es.absent, 'g'),
    staffing: phrasePattern(witnessWords.es.staffing),
    otherTopics: phrasePattern(witnessWords.es.otherTopics),
  },
};

/**
 * "nobody was there to help", "no había nadie vigilando": no one minded the place or the
 * children, which says nothing of whether anyone saw it (decision 0234).
 */
function tellsNoOneMinding(plain: string, language: Language): boolean {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  return languages.some((each) => {
    const { absent, staffing } = witnessNoWords[each];
    return [...plain.matchAll(absent)].some((match) => {
      const after = plain
        .slice(match.index + match[0].length)
        .trim()
        .split(/\s+/)
        .slice(0, 5)
        .join(' ');
      return staffing.test(after);
    });
  });
}

/**
 * Asked about witnesses, "no I didn't go to the hospital", "no, he didn't have insurance": the
 * opening no goes with the denial of another fact in its sentence, not with the question
 * (decision 0234). Its sentence has no word of seeing or of being there.
 */
function noAnswersAnotherFact(context: ReadContext): boolean {
  if (context.leading !== 'no') return false;
  const first = sentencesOf(context.plain)[0] ?? '';
  const no = context.pack.reading.answers.noStart.exec(first);
  const rest = no ? first.slice(no[0].length) : first;
  if (!context.pack.reading.negation.test(rest)) return false;
  if (witnessCues.en.test(rest) || witnessCues.es.test(rest)) return false;
  if (
    /\b(saw|see|seen|watch\w*|there|around|alone|anyone|anybody|nobody|no one|vio|vieron|nadie|sol[oa])\b/.test(
      rest,
    )
  )
    return false;
  const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en'];
  return languages.some((language) => witnessNoWords[language].otherTopics.test(rest));
}

export const witnessesFact: FactModule<'witnesses'> = {
  key: 'witnesses',
  appliesTo: anyCase,
  question: {
    en: () => 'Did anyone else see it happen?',
    es: () => '¿Hubo algún testigo?',
  },
  rephrase: {
    en: () => 'Was there any witness, even a stranger who stopped?',
    es: () => '¿Algún testigo, aunque fuera alguien que no conocía?',
  },
  read: (context) => {
    // "a crowd was there, no idea if anyone saw it": a witness doubted is not known.
    // The doubt comes first and governs the seeing; "my wife saw it, not sure who else" is a yes.
    const doubted = sentencesOf(context.plain).some((sentence) => {
      const doubt = context.pack.reading.unknown.exec(sentence);
      const seen = witnessCues.en.exec(sentence) ?? witnessCues.es.exec(sentence);
      return doubt !== null && seen !== null && doubt.index < seen.index;
    });
    if (doubted && isPending(context, 'witnesses')) return { isUnknown: true };
    // "wait. yes. the manager wrote one": the yes corrects the report, it answers no witness question.
    if (correctedReport(context)) return undefined;
    if (isPending(context, 'witnesses') && noAnswersAnotherFact(context)) return undefined;
    const told = withoutOpeningNo(context);
    const minding = {
      ...told,
      clauses: told.clauses.filter((clause) => !tellsNoOneMinding(clause.plain, context.language)),
    };
    return readYesNo(minding, 'witnesses', witnessCues, {
      negativeCues: {
        en: /\b(i was alone|no one (else )?(was )?(there|around)|nobody (was )?(there|around|saw))\b/,
        es: /\b(estaba sol[oa]|no habia nadie|nadie (me )?vio)\b/,
      },
      // "My girlfriend was there", "Just the staff": an answer that names people.
      // The police who came are asked about on their own: "an officer handed him a citation" names no witness.
      answerFallback: (context) =>
        context.leading === null &&
        /\b(my|a|the|two|some|people|staff|his|her|mi|una|un|otra)\b/.test(context.plain) &&
        !policeCues.en.test(context.plain) &&
        !policeCues.es.test(context.plain)
          ? true
          : undefined,
    });
  },
  describe: describeYesNo,
};

const photoCues = {
  en: /\b(photos?|pictures?|pics?|video|videos|footage|images?|screenshots?|dash ?cam)\b/,
  es: /\b(fotos?|imagen(es)?|video|videos|grabacion)\b/,
};

export const photosFact: FactModule<'photos'> = {
  key: 'photos',
  appliesTo: anyCase,
  question: {
    en: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'Do you have any photos, or copies of your records or scans?'
        : 'Do you have any photos or video of the scene or of your injuries?',
    es: (record) =>
      record.caseType === 'medical_malpractice'
        ? '¿Tiene fotos, o copias de sus expedientes o estudios?'
        : '¿Tiene fotos o video del lugar o de sus heridas?',
  },
  rephrase: {
    en: () => 'Did you or anyone else take pictures, for example of the place or your injuries?',
    es: () => '¿Usted u otra persona tomó fotos, por ejemplo del lugar o de sus heridas?',
  },
  read: (context) =>
    readYesNo(context, 'photos', photoCues, {
      answerFallback: (context) =>
        /\b(copies|records|x-?rays|copias|expediente)\b/.test(context.plain) ? true : undefined,
    }),
  describe: describeYesNo,
};
