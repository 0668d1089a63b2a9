import type { FactKey, FactValues, Language, TreatmentLevel } from '../../../../../contracts/case-record';
import { packFor } from '../../language/packs';
import { isHedged } from '../reading/modality';
import { findDurationsInDays } from '../reading/numbers';
import { type Clause, findCue, isPrecededBy } from '../reading/text';

import {
  careAheadWords,
  careGoingOnWords,
  careAtWorkWords,
  careDidHarmWords,
  noneSoFarWords,
  phraseAlternation,
  phrasePattern,
} from './fact-lexicons';
import { anyCase, type FactModule, type ReadContext } from './fact-module';
import { hospitalStayCue } from './hospital-stays';
import { procedureOnThePartBefore, withProcedures } from './procedure-words';
import { billAfterCare, billBeforeCare } from './payer-words';

type Treatment = FactValues['treatment'];

/** "no other surgery", "no more PT", "ninguna otra cirugía": care besides what was told, denied. */
const otherThanTold: Record<Language, RegExp> = {
  en: /\b(other|more|further|additional|another|second)\s*$/,
  es: /\b(otra|otras|otro|otros|mas|adicional)\s*$/,
};

/** A negation right before a determiner and the care's name, with no verb: a name taken back. */
const namedToTakeBack = /\b(not|no) (the|that|this|la|el|esa|ese|esta|este)\s*$/;

/** Cue words per treatment level; "no ER" and "I did NOT go to the ER" remove a level. */
const levelCues: Record<TreatmentLevel, Record<Language, RegExp>> = {
  ambulance: { en: /\b(ambulance|ems|paramedics?)\b/, es: /\b(ambulancia|paramedicos?)\b/ },
  er: {
    en: /\b(er|e\.r\.|emergency room|emergency department|the ed)\b/,
    // "un centro de urgencias" is urgent care, not the emergency room.
    // "fui a la emergencia", "me llevaron a emergencias" (decision 0147); "fue una emergencia" is not a place.
    es: /\b(sala de emergen[cs]ias?|(?<!(centro|clinica) de )(emergen[cs]ias|urgencias)|(a|en) la emergen[cs]ia)\b/,
  },
  urgent_care: { en: /\burgent care\b/, es: /\b(urgent care|(clinica|centro) de urgencias)\b/ },
  hospital: {
    en: /\b(admitted(?! (she|he|they|it|that|fault|liability|responsibility|his|her|their|being|the (fence|dog|mistake|error|gate))\b)(?! to (fault|being|it|running|hitting|texting)\b)|admitted (him|her|me|them|us)(?= (for|to|into|overnight|that night|at|in)\b|\s*[.,;!]|\s*$)|hospitali[sz]ed|ended up in (the )?hospital|(\d+|a|one|two|three|four|five|several) (days?|nights?|weeks?) in hospital|in hospital (for|still|now)|stayed (in|at) the hospital|in the hospital (for )?(\d+|a|one|two|three|four|five|several) (days?|nights?|weeks?)|(\d+|a|one|two|three|four|five) (more )?(days?|nights?) in the hospital|(kept (me|him|her|them)|stayed|spent the night|admitted)[^.,;]{0,25}overnight|overnight (stay|observation|in the hospital|at the hospital)|inpatient|in the hospital \d|(is|was|been|still|now|stayed) in (the )?hospital|(taken|sent|rushed|brought|transferred|airlifted) (her |him |me |them )?(back )?to (the |a )?hospital|burn (unit|ward|icu|center|centre))\b/,
    es: /\b(internad[oa]|hospitalizad[oa]|me dejaron en el hospital|(\d+|dos|tres|cuatro) dias en el hospital|(estuve|estuvo|esta|estoy|sigue|sigo) (internad[oa] )?en el hospital|termin(e|o) en el hospital|internar(on|lo|la|me)?|(me|lo|la|nos) internaron|(fui|fue|fuimos) al hospital|(me|lo|la|nos) llevaron al hospital|unidad de quemados)\b/,
  },
  // "the NICU", "the PICU": intensive care for newborns and children.
  icu: { en: /\b(icu|nicu|picu|intensive care)\b/, es: /\b(cuidados intensivos|terapia intensiva)\b/ },
  surgery: {
    // The procedures are the lexicon's (decision 0252); hardware is surgery only as hardware: "a
    // plate and screws", "a rod in my leg", never "pics of the pickup and his plate" or "the plate number".
    en: withProcedures(
      'en',
      /\b((a|metal|titanium|steel|two|three|four|\d+) (plates?|rods?|screws?|pins)\b(?! numbers?)|(plates?|rods?|screws|pins) (and|in|into) (my|his|her|the|screws?|pins|plates?|rods?)|(put|placed|inserted) (in )?(a |some )?(metal |titanium |steel )?(plates?|rods?|screws|pins))\b/,
    ),
    es: withProcedures('es', /(?!)/),
  },
  imaging: {
    en: /\b(x-?rays?|xrays?|mri|ct( scan)?|cat scan|imaging|scan)\b/,
    es: /\b(radiografias?|rayos x|resonancia|tomografia)\b/,
  },
  specialist: {
    en: /\b(orthop\w*|specialist|second opinion|(hand |plastic |orthopedic )?surgeon|neurolog\w*|dermatolog\w*|oncolog\w*)\b/,
    es: /\b(especialista|cirujan[oa]|ortopedista|traumatologo)\b/,
  },
  physical_therapy: {
    // "therapy group", "speech therapy" and "terapia intensiva" (intensive care) are other care.
    en: /\b(physical therap\w*|pt|physio\w*|(?<!speech )therapy(?! group)|rehab\w*)\b/,
    es: /\b(terapia(?! intensiva)|fisioterap\w*|rehabilitacion)\b/,
  },
  chiropractic: { en: /\bchiro\w*\b/, es: /\bquiropract\w*\b/ },
  injections: {
    // "got shot", "shot through his hand" is a gunshot.
    en: /\b(inject\w*|epidurals?|cortisone|(?<!\b(got|was|were|been|get|being|he|she|they|i) )shots?(?! (through|at|me|him|her|in the))|\w+ shots)\b/,
    es: /\b(inyecci\w+)\b/,
  },
  burn_clinic: { en: /\bburn (clinic|center|unit)\b/, es: /\b(clinica|unidad|centro) de quemad\w*\b/ },
  clinic: {
    en: /\b(clinic|occupational (health|clinic)|(company|comp|workers'? comp) doctor)\b/,
    es: /\bclinica\b/,
  },
  primary_care: {
    en: /\b(primary care|family doctor|my doctor|pcp|regular doctor)\b/,
    es: /\b(medico de cabecera|mi doctor|mi medico)\b/,
  },
  dental: { en: /\b(dentist(?!'?s? office)|dental(?! office)|crowns?)\b/, es: /\b(dentista|dental)\b/ },
  home_health: {
    // "I'm a home health nurse" is the visitor's job, not care at home.
    en: /\b((?<!\b(a|an) )home health(?! (aide|agency|nurse|worker))|therapy at home|pt at home|physical therapy at home)\b/,
    es: /\b(terapia en casa)\b/,
  },
};

const ongoing: Record<Language, RegExp> = {
  en: /\b(still (treating|in (pt|physical therapy|therapy|rehab|treatment|the hospital|the icu|the burn unit|wound care|a cast|a brace|a boot|a sling|a splint)|(go|see) (to |for )?(my |the |a |an )?(doctor|surgeon|specialist|therapist|pt|physical therapy|therapy|rehab|appointments?|checkups?|check-ups?|follow-?ups?|dressing changes|wound care)|(have|has) (pt|physical therapy|therapy|appointments?|appts?|follow-?ups?|treatment|rehab|sessions|visits))|currently (treating|receiving)|follow-?ups are ongoing|now (in |doing |going to )?(physical therapy|pt|therapy|rehab)|i (get|go to|see|do) [^.,;]{2,30} (now|these days|every (week|month|other week))|i'?m (in|at) the hospital|still in the hospital|(have|got) an? (appt|appointment|follow-?up)|(appt|appointment|follow-?up) (with|at) (a|an|the|my)|seeing (a|an|the) [\w-]+ (next|on|tomorrow|this)|referred (me )?to|scheduled (me )?(for|with))\b/,
  // "todavía lo tengo" keeps a product, "todavía no puedo trabajar" is about work: care goes on
  // only when the words say what goes on.
  es: /\b((todavia|aun) (estoy|esta|voy|va|sigo|sigue|recibo|recibe|tengo|tiene) (en |a |con |yendo a )?(la |el )?(terapia|fisioterapia|tratamiento|hospital|rehabilitacion|quiropractico|citas?|consultas)|(sigo|sigue) (yendo|en|con) (a |la |el )?(terapia|fisioterapia|tratamiento|hospital|rehabilitacion|quiropractico|citas?|doctor|medico)|(terapia|therapy|tratamiento|pt) todavia|todavia voy|sigo yendo|en tratamiento|estoy en el hospital|tengo (una )?cita)\b/,
};

/**
 * Words that say something goes on, said of care or of anything else ("ongoing nerve damage",
 * "still getting headaches", "robbed every week"): care goes on only when the clause names care.
 */
const goesOn: Record<Language, RegExp> = {
  en: /\b(still (going|doing|getting|seeing)|ongoing|twice a week|once a week|every (week|month)|(\d|two|three) times a week|continu\w*|currently (in|at|doing|getting|seeing|going|under))\b/,
  es: /\bcontinu\w+/,
};
/** A clause that is only "still" (with a yes): care goes on, as the answer to the care question. */
const onlyStill: Record<Language, RegExp> = {
  en: /^(?:(?:yes|yeah|yep|ya|yup)\s+)?still(?:\s+(?:am|is|yes|going))?$/,
  es: /^(?:(?:si|sí)\s+)?(?:todavia|aun|sigo|sigue)(?:\s+(?:si|sí))?$/,
};
const careWords: Record<Language, RegExp> = {
  en: /\b(treat\w*|appointments?|appts?|sessions?|visits?|doctors?|dr|nurses?|meds|medications?|antibiotics|follow-?ups?|check-?ups?|therapists?|casts?|brace|wound care|dressings?|dressing changes|care)\b/,
  es: /\b(tratamiento|citas?|consultas?|doctor|medic[oa]|enfermer[oa]|medicinas?|antibioticos)\b/,
};

const goingOnCues = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const words = careGoingOnWords[language];
    return [
      language,
      {
        frequency: phrasePattern(words.frequencies),
        now: phrasePattern(words.nows),
        attending: phrasePattern(words.attending),
        notNow: phrasePattern(words.notNow),
      },
    ];
  }),
) as Record<Language, Record<'frequency' | 'now' | 'attending' | 'notNow', RegExp>>;

/** The parts of a clause joined by "and", "but", "then": "had surgery and now I do PT twice a week". */
const pieceJoints = /\s+(?:and|but|then|y|pero|luego|despues)\s+/;

/**
 * "now I'm doing PT twice a week", "still seeing the chiropractor", "voy a terapia dos veces por
 * semana", "todavía veo al quiropráctico" (decision 0338): a piece of a clause that names care and
 * says how often it comes, or a word of now with a verb of going to it, is care that goes on; a
 * piece that tells it ended ("I was seeing a chiropractor twice a week") or is still to come
 * ("they want me to do PT twice a week") is not.
 */
function isCareGoingOnByFrequency(
  context: ReadContext,
  namesCare: (clause: Clause | undefined) => boolean,
): boolean {
  const cues = goingOnCues[context.language];
  return context.clauses.some((clause) =>
    clause.plain.split(pieceJoints).some((plain) => {
      if (!namesCare({ text: plain, plain }) || cues.notNow.test(plain) || isHedged(plain)) return false;
      return cues.frequency.test(plain) || (cues.now.test(plain) && cues.attending.test(plain));
    }),
  );
}

/** Care goes on: said outright ("still in PT"), or a clause naming care says it goes on ("PT twice a week"). */
function isCareGoingOn(context: ReadContext): boolean {
  if (ongoing[context.language].test(context.plain)) return true;
  const namesCare = (clause: Clause | undefined) =>
    clause !== undefined &&
    (careWords[context.language].test(clause.plain) ||
      Object.values(levelCues).some((cues) => cues[context.language].test(clause.plain)));
  if (isCareGoingOnByFrequency(context, namesCare)) return true;
  // "Burn clinic weekly, still going": the care may stand in the two clauses before, or in the
  // one after ("still going. chiro").
  if (
    context.clauses.some(
      (clause, index) =>
        goesOn[context.language].test(clause.plain) &&
        // "they want me to start PT three times a week", "bills from the ER every week" (decision 0338).
        !goingOnCues[context.language].notNow.test(clause.plain) &&
        context.clauses.slice(Math.max(0, index - 2), index + 2).some(namesCare),
    )
  )
    return true;
  // Asked whether care goes on, a clause that is only "still" says it does ("still. chiro",
  // "yes still, PT"), when care is named beside it.
  return (
    context.pending === 'treatment' &&
    context.clauses.some((clause) =>
      onlyStill[context.language].test(clause.plain.replace(/[^\p{L}\s]/gu, ' ').trim()),
    ) &&
    context.clauses.some(namesCare)
  );
}

/**
 * Questions whose answers name care as something else: the care that went wrong and when
 * (malpractice), not care for the harm; an imaging report that found it still counts.
 */
const careIsTheEvent = new Set<FactKey>([
  'provider',
  'facility',
  'atFaultParty',
  'discoveryDate',
  'incidentDate',
]);
/** "ya me operaron una vez", "I already had one": a procedure told as done. */
const alreadyDone: Record<Language, RegExp> = {
  en: /\b(already|had|did|got|was done|went)\b/,
  es: /\b(ya|me operaron|me hicieron|tuve)\b/,
};
/** "me operaron la rodilla hace diez años": an earlier injury's care, told with its time. */
const earlierTime: Record<Language, RegExp> = {
  en: /\b(ago|years|last year|back in|in (19|20)\d\d|back then|before this)\b/,
  es: /\b(hace|anos|en (19|20)\d\d|antes)\b/,
};
const released: Record<Language, RegExp> = {
  en: /\b((i|he|she|they|we)( was| were| got| been| have been| has been| had been| just got)? released|(got|get|gets|getting|been|being) released|released (me|him|her|them|us)|released from (the |my |his |her )?(hospital|care|treatment|therapy|pt|physical therapy|doctor|er|rehab|clinic)|discharged (from (care|treatment|therapy|pt))?|done with (my |the )?(physical therapy|therapy|pt|rehab|treatment)|finish(ed|es)? (with )?(my |the )?(physical therapy|therapy|pt|rehab|treatment)|completed (my |the )?(physical therapy|therapy|pt|rehab)|been fine since|fully recovered|all done|(said|says|told me) (i'?m|i am) (good|fine|healed)|maximum medical improvement|mmi)\b/,
  es: /\b(me dieron de alta|me dio de alta|dad[oa] de alta|(ya )?(termine|termino|acabe|acabo) (con )?(la )?(terapia|fisioterapia|rehabilitacion|tratamiento)|ya estoy bien)\b/,
};
/** Time still ahead around a release: "done with pt next month", "should be discharged in two weeks". */
const releaseAhead: Record<Language, RegExp> = {
  en: /\b(next (week|month|year)|in (a|an|one|two|three|four|a few|\d+) (days?|weeks?|months?)|soon|by the end of|will be|should be|going to be|gonna be|hope to be|supposed to be)\b/,
  es: /\b((la )?proxima semana|el (proximo )?mes que viene|el proximo mes|en (un|una|dos|tres|\d+) (dias?|semanas?|meses?)|pronto|me van a dar de alta|me darian de alta)\b/,
};

/**
 * "Done with PT next month", "termino la terapia el mes que viene": care whose end is still to
 * come goes on now (decision 0197), and the care it names was had.
 */
const isReleaseAhead = (clause: Clause, language: Language) =>
  released[language].test(clause.plain) && releaseAhead[language].test(clause.plain);

const careOver = { en: phrasePattern(careAheadWords.en.over), es: phrasePattern(careAheadWords.es.over) };

const releaseDenied = {
  en: phrasePattern(careAheadWords.en.releaseDenied),
  es: phrasePattern(careAheadWords.es.releaseDenied),
};

/**
 * "nobody has discharged me", "ningún médico me dio de alta": a negative subject, or a negated
 * verb, among the few words before the release denies it; care goes on (decision 0323).
 */
function isReleaseDenied(clause: Clause, language: Language): boolean {
  const match = released[language].exec(clause.plain);
  return !!match && isPrecededBy(clause.plain, match.index, releaseDenied[language], 6);
}

/** Care over by now: a release said of the past or present, not one still to come. */
function isReleasedNow(context: ReadContext): boolean {
  return context.clauses.some(
    (clause) =>
      ((released[context.language].test(clause.plain) && !isReleaseDenied(clause, context.language)) ||
        // "urgent care, done now" to the care question ends it (decision 0231).
        (context.pending === 'treatment' && careOver[context.language].test(clause.plain))) &&
      !releaseAhead[context.language].test(clause.plain),
  );
}

const noCare: Record<Language, RegExp> = {
  en: /\b(didn'?t|did not|never|haven'?t|have not) (see|seen|go|gone|been) (to )?(a |any |the )?(doctor|hospital|er|anybody|anyone)\b|\b(didn'?t|did not|haven'?t|have not|never) (get|got|gotten|been) (treated|treatment|checked( out)?|seen)\b|\bno (treatment|doctor|medical care)\b|\b(didn'?t|did not|haven'?t|have not|never) (go|gone|went|been) anywhere\b/,
  es: /\b(no (fui|vi|he ido|he visto|me he atendido|me atendieron|he ido con) (al|a un|a una|a|con el|con un|con) (medico|doctor|hospital|clinica|nadie))\b|\bno (he ido|fui) a (ningun lado|ninguna parte)\b/,
};
/** Asked what care there was, a bare "none", "nothing yet", "nada" is none. */
const noCareWhenAsked: Record<Language, RegExp> = {
  en: /^(none|nothing( yet| so far)?|nowhere|not yet|no(pe)?)[.!]?$/,
  es: /^(ninguna?|nada( todavia| aun| por ahora)?|todavia no|aun no)[.!]?$/,
};
/**
 * Asked what care there was, "nothing yet, I just went home", "ninguna, me fui a mi casa": the
 * same none opening the answer before a break, or home named as the only place gone to
 * (decision 0239). Care named anywhere in the answer still counts (the levels are read first).
 */
const noCareOpening: Record<Language, RegExp> = {
  en: /^(none( yet| so far)?|nothing( yet| so far| really)?|nowhere|not yet|no(pe)?)\s*[,;.!-]/,
  es: /^(ninguna?|nada( todavia| aun| por ahora)?|todavia no|aun no)\s*[,;.!-]/,
};
const wentOnlyHome: Record<Language, RegExp> = {
  en: /\b(just|only|i) (went|go|came|stayed|rested|drove|resting|staying) (straight |back |right )?(home|at home)\b/,
  es: /\b(me fui|me vine|me quede|me regrese|regrese|descanse) (directo |derecho )?(a |en )?(mi )?casa\b/,
};
/**
 * "nothing so far honestly", "no doctor as of now", "aún nada": a none and a word of "so far", in either
 * order, with only words that repeat or place the visitor beside them, opening the answer: a
 * definite none so far, never an unclear answer (decision 0276; lexicons/none-so-far.json).
 */
const noneSoFar = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const { nones, yets, fillers } = noneSoFarWords[language];
    const [none, yet] = [phraseAlternation(nones), phraseAlternation(yets)];
    return [
      language,
      {
        fillers: phrasePattern(fillers, 'g'),
        whole: new RegExp(`^(?:(?:${none})\\s+(?:${yet})|(?:${yet})\\s+(?:${none}))$`, 'u'),
      },
    ];
  }),
) as Record<Language, { fillers: RegExp; whole: RegExp }>;

function saysNoneSoFar(plain: string, language: Language): boolean {
  const first = plain.split(/[,.;:!?]+|\s[-–—]\s/)[0] ?? '';
  return (language === 'es' ? (['es', 'en'] as const) : (['en'] as const)).some((each) => {
    const words = noneSoFar[each];
    const bare = first.replace(words.fillers, ' ').replace(/\s+/g, ' ').trim();
    return words.whole.test(bare);
  });
}

/** "none, but I have an appointment friday": the no is not the whole answer. */
const noCareButMore: Record<Language, RegExp> = {
  en: /\b(but|except|until|tomorrow|appointment|appt|scheduled|going to)\b/,
  es: /\b(pero|excepto|hasta|manana|cita|voy a)\b/,
};

/** "didn't start PT until like 6 weeks later": a gap in care. */
const delayed: Record<Language, RegExp> = {
  en: /\b(didn'?t|did not|never|couldn'?t|wasn'?t able to) (start|begin|go|see|get)\b[^.]{0,60}\buntil\b|\b(waited|gap|break in|stopped going)\b/,
  es: /\b(no empece|no fui|espere|deje de ir)\b[^.]{0,60}\b(hasta|despues)\b/,
};

/** Care that began some days after: the count sits between the care and "later"/"a los". */
const firstCareAfter: Record<Language, RegExp> = {
  en: /\b(went|go|saw|see|got|get)\b[^.]{0,40}\b\d+ (days?|weeks?) (later|after)\b|\b(after|waited) \d+ (days?|weeks?) (to|before|i went|to go)\b/,
  es: /\b(fui|vi|me atendieron)\b[^.]{0,40}\b(a los \d+ (dias|semanas)|\d+ (dias|semanas) despues)\b/,
};

/**
 * "I need an MRI", "they want me to do PT": care talked about is not care had. Hedges ("might",
 * "a lo mejor") are the modality lexicon's, over the whole part of the clause (decision 0148).
 */
const notYet: Record<Language, RegExp> = {
  en: /\b(need(s)?|needing|recommend\w*|want(s|ed)? (me )?to|going to (?!(the|a|an|my|his|her|their|pt|physical|therapy|rehab|chiro\w*|physio\w*|appointments?)\b)\w+|gonna|will|scheduled|waiting (for|on)|talk(s|ed|ing)? about)\b/,
  es: /\b(necesit\w+|recomend\w+|quiere(n)?|va(n)? a|tiene(n)? que|tengan que|programad\w+|esperando)\b/,
};

const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en');

/**
 * An ambulance that carried the injured person somewhere: it delivers to the emergency room, so
 * the ER is care had (decision 0147). An ambulance that came and was sent away carries no one.
 */
const ambulanceTransport: Record<Language, RegExp> = {
  en: /\b((ambulance|ems|paramedics?|medics)\b[^.;]{0,30}\b(took|taken|rushed|brought|carried|transported|drove|driven|airlifted)\b[^.;]{0,20}\bto\b|(by|in an?) ambulance to\b|ambulance (ride|transport) to\b)/,
  es: /\b((ambulancia|paramedicos)\b[^.;]{0,30}\b(llevo|llevaron|trasladaron|traslado|trajo|trajeron)\b|en ambulancia (al?|hasta)\b)/,
};
/** An admission planned apart from the accident ("admitted for a scheduled surgery") is no emergency care. */
const plannedAdmission: Record<Language, RegExp> = {
  en: /\b(planned|scheduled|elective|weeks later|months later)\b/,
  es: /\b(programad[oa]|semanas despues|meses despues)\b/,
};

/** "surgery next week", "una consulta con el cirujano": care booked, not had. */
const upcoming: Record<Language, RegExp> = {
  // "a knee replacement could come later": care that may come, not care had (decision 0272).
  en: /\b(next (week|month|monday|tuesday|wednesday|thursday|friday)|tomorrow|coming up|consult(ation)?|(is|was|has been|got|been) (scheduled|booked|set) for|(could|might|may|would) (come|happen|be (needed|necessary|required|done))|down the road|in the future)\b/,
  es: /\b((la|el) (proxima|proximo) (semana|mes|lunes|martes|miercoles|jueves|viernes)|consulta|(esta|estaba|ya esta) (programad[oa]|agendad[oa]))\b/,
};

const isTalkedOfIn = (words: Record<Language, RegExp>, text: string) =>
  words.en.test(text) || words.es.test(text);

function isCarriedByAmbulance(context: ReadContext): boolean {
  return context.clauses.some((clause) => {
    const cue =
      findCue(clause, ambulanceTransport[context.language], context.pack.reading.negation) ??
      findCue(clause, ambulanceTransport[otherLanguage(context.language)], context.pack.reading.negation);
    if (!cue || cue.isNegated) return false;
    const before = clause.plain.slice(0, cue.index).trim().split(/\s+/).slice(-4).join(' ');
    return !isTalkedOfIn(notYet, before) && !isHedged(clause.plain.slice(0, cue.index));
  });
}

/**
 * A stay at a hospital said with its days and the hospital's name, or someone still there, had
 * and not only talked of: undefined when none, else whether the stay goes on now.
 */
function hospitalStayTold(context: ReadContext): { isStillThere: boolean } | undefined {
  for (const clause of context.clauses)
    for (const language of [context.language, otherLanguage(context.language)]) {
      const cue = hospitalStayCue(clause, language, packFor(language));
      if (!cue || cue.isNegated) continue;
      const before = clause.plain.slice(0, cue.index);
      if (!isTalkedOfIn(notYet, before) && !isHedged(before)) return { isStillThere: cue.isStillThere };
    }
  return undefined;
}

const careAtWork = {
  en: careAtWorkPatterns('en'),
  es: careAtWorkPatterns('es'),
};

function careAtWorkPatterns(language: Language): { lead: RegExp; tail: RegExp } {
  const { leads, tails } = careAtWorkWords[language];
  return {
    // The lead, then up to three words of the place before the care word ("a dental office").
    lead: new RegExp(
      `(?<![\\p{L}\\d'])(?:${phraseAlternation(leads)})(?:\\s+[\\p{L}\\d'&-]+){0,3}\\s*$`,
      'u',
    ),
    tail: new RegExp(
      `^[\\p{L}\\d'&-]*(?:\\s+[\\p{L}\\d'&-]+){0,2}?\\s+(?:${phraseAlternation(tails)})(?![\\p{L}\\d'])`,
      'u',
    ),
  };
}

/**
 * "I work at a dental office", "soy enfermera en el hospital", "the clinic where I work": a place
 * of care the visitor works at, not care they got (decision 0335).
 */
function isPlaceOfWork(clause: Clause, at: number, length: number, language: Language): boolean {
  const { lead, tail } = careAtWork[language];
  return lead.test(clause.plain.slice(0, at)) || tail.test(clause.plain.slice(at + length));
}

const careDidHarm = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const { doerVerbs, between } = careDidHarmWords[language];
    return [
      language,
      new RegExp(
        `^\\s*(?:(?:${phraseAlternation(between)})\\s+)?(?:${phraseAlternation(doerVerbs)})(?![\\p{L}\\d'])`,
        'u',
      ),
    ];
  }),
) as Record<Language, RegExp>;

/**
 * "the chiropractor cracked my neck", "an ambulance ran the light and hit me", "el quiropráctico
 * me tronó el cuello": the care word is who did the harm, not care the visitor got (decision 0405).
 */
function isCareTheDoer(clause: Clause, end: number): boolean {
  const after = clause.plain.slice(end);
  return careDidHarm.en.test(after) || careDidHarm.es.test(after);
}

function readTreatment(context: ReadContext) {
  const isAsked = context.pending === 'treatment';
  if (context.pending === 'priorInjuries' && earlierTime[context.language].test(context.plain))
    return undefined;
  const isEvent = context.pending !== null && careIsTheEvent.has(context.pending);
  const isFuture = context.pending === 'futureMedical';
  const known: Treatment = context.record.treatment ?? { levels: [] };
  const levels = new Set(known.levels);
  let removed = false;
  let added = false;
  // "went to the ER … no ER for my back": a level this very message affirms is not undone by a
  // negation scoped to another part ("for my back"); a plain "I did NOT go to the ER" still is.
  const affirmedHere = new Set<TreatmentLevel>();
  let isErDenied = false;
  // Care we held, told again: to its own question that is its answer (issue 23, decision 0408).
  let isRetold = false;
  for (const clause of context.clauses) {
    for (const [level, cues] of Object.entries(levelCues) as [TreatmentLevel, Record<Language, RegExp>][]) {
      // Spanglish names care in English ("fui al ER, después al chiropractor"): both languages' cues.
      const cue =
        findCue(clause, cues[context.language], context.pack.reading.negation) ??
        findCue(clause, cues[otherLanguage(context.language)], context.pack.reading.negation);
      if (!cue) continue;
      if (level === 'clinic' && levelCues.burn_clinic[context.language].test(clause.plain)) continue;
      if (!cue.isNegated && isPlaceOfWork(clause, cue.index, cue.match.length, context.language)) continue;
      if (!cue.isNegated && isCareTheDoer(clause, cue.index + cue.match.length)) continue;
      if (isEvent && level !== 'imaging') continue;
      // "more PT", "the chiro said three more months": care that goes on, told with what is to come.
      const isGoingOn =
        /\b(more|mas)\s*$/.test(clause.plain.slice(0, cue.index)) ||
        /^[\w ]{0,20}?\b(said|says|told|dijo|dice)\b/.test(clause.plain.slice(cue.index, cue.index + 30));
      if (isFuture && !isGoingOn && !alreadyDone[context.language].test(clause.plain)) continue;
      if (
        level === 'physical_therapy' &&
        levelCues.home_health[context.language].test(clause.plain) &&
        !/\bpt\b|physical/.test(clause.plain)
      )
        continue;
      const before = clause.plain.slice(0, cue.index).trim().split(/\s+/).slice(-4).join(' ');
      const isEndAhead = isReleaseAhead(clause, context.language);
      if (
        !cue.isNegated &&
        !isEndAhead &&
        (isTalkedOfIn(notYet, before) || isHedged(clause.plain.slice(0, cue.index)))
      )
        continue;
      if (
        !cue.isNegated &&
        !isEndAhead &&
        isTalkedOfIn(upcoming, clause.plain.slice(cue.index, cue.index + 40))
      )
        continue;
      // "the store owns it, not the urgent care": a place named to take it back, not care denied.
      if (
        cue.isNegated &&
        context.pending !== 'treatment' &&
        namedToTakeBack.test(clause.plain.slice(0, cue.index))
      )
        continue;
      // "comp did NOT pay the ER bill", "no pagaron la cuenta del hospital": the no is the bill's.
      if (
        cue.isNegated &&
        (billAfterCare[context.language].test(clause.plain.slice(cue.index + cue.match.length)) ||
          billBeforeCare[context.language].test(clause.plain.slice(0, cue.index)))
      )
        continue;
      // "had my hip replaced, no other surgery", "no more PT": what else, or what more, is denied,
      // not the care already told (decision 0272).
      if (cue.isNegated && otherThanTold[context.language].test(clause.plain.slice(0, cue.index))) continue;
      if (cue.isNegated && level === 'er') isErDenied = true;
      if (cue.isNegated) {
        const isScopedElsewhere = affirmedHere.has(level) && /\bfor (my|the|his|her)\b/.test(clause.plain);
        if (!isScopedElsewhere && levels.delete(level)) removed = true;
      } else if (!levels.has(level)) {
        affirmedHere.add(level);
        levels.add(level);
        added = true;
      } else isRetold = true;
    }
  }
  // "broke my hip, they had to replace it": a procedure said of the part named before (decision 0272).
  if (!isEvent && !isFuture && !levels.has('surgery')) {
    const replaced = context.clauses.some((clause, index) => {
      const at = procedureOnThePartBefore(clause.plain, context.clauses[index - 1]?.plain, context.language);
      if (at < 0) return false;
      const before = clause.plain.slice(0, at);
      return !isTalkedOfIn(notYet, before.trim().split(/\s+/).slice(-4).join(' ')) && !isHedged(before);
    });
    if (replaced) {
      levels.add('surgery');
      added = true;
    }
  }
  // "two nights at Lakeview Medical", "estuvo una semana en el hospital": a stay told in lay
  // words is a hospital stay (decision 0209).
  const stay = isEvent || isFuture ? undefined : hospitalStayTold(context);
  if (stay && !levels.has('hospital')) {
    levels.add('hospital');
    added = true;
  }
  // Carried by ambulance to a hospital, or admitted after the accident: that care began in the
  // emergency room, which the review asks about apart (decision 0147).
  if (!isErDenied && !levels.has('er') && !isEvent && !isFuture) {
    const isAdmitted = affirmedHere.has('hospital') && !isTalkedOfIn(plannedAdmission, context.plain);
    if (isAdmitted || isCarriedByAmbulance(context)) {
      levels.add('er');
      added = true;
    }
  }
  // "no care yet", then care told later: the care had is no longer none.
  let status = added && known.status === 'none' ? undefined : known.status;
  const isReleaseDeniedHere = context.clauses.some((clause) => isReleaseDenied(clause, context.language));
  if (isReleasedNow(context)) status = 'released';
  else if (isCareGoingOn(context) || stay?.isStillThere || isReleaseDeniedHere) status = 'ongoing';
  else if (levels.size > 0 && context.clauses.some((clause) => isReleaseAhead(clause, context.language)))
    status = 'ongoing';
  // Asked while only whether care goes on is open (the extension's follow-up, decision 0186):
  // a plain yes is care that goes on, a plain no care that ended.
  else if (isAsked && isOnlyStatusOpen(known) && !added && !removed) {
    if (context.leading === 'yes') status = 'ongoing';
    else if (context.leading === 'no') status = 'released';
  }
  const saysNone =
    noCare[context.language].test(context.plain) ||
    (isAsked && noCareWhenAsked[context.language].test(context.plain)) ||
    (isAsked &&
      (noCareOpening[context.language].test(context.plain) ||
        wentOnlyHome[context.language].test(context.plain) ||
        saysNoneSoFar(context.plain, context.language)) &&
      !noCareButMore[context.language].test(context.plain));
  // "no doctor has released me" denies the release, not the care (decision 0323).
  if (saysNone && levels.size === 0 && !isReleaseDeniedHere) status = 'none';
  let gapDays = known.gapDays;
  if (delayed[context.language].test(context.plain)) {
    const durations = findDurationsInDays(
      context.plain,
      context.language,
      context.pack.reading.numbers,
      context.pack.reading.durationUnits,
    );
    if (durations[0]) gapDays = durations[0].days;
  }
  // "fui a una clinica a los 4 dias", "saw a doctor 3 days later": the wait before the first care.
  let firstCareDelayDays = known.firstCareDelayDays;
  const firstCare = context.clauses.find(
    (clause) =>
      firstCareAfter[context.language].test(clause.plain) && !delayed[context.language].test(clause.plain),
  );
  if (firstCare && known.levels.length === 0) {
    const [duration] = findDurationsInDays(
      firstCare.plain,
      context.language,
      context.pack.reading.numbers,
      context.pack.reading.durationUnits,
    );
    if (duration) firstCareDelayDays = duration.days;
  }
  const changed =
    added ||
    removed ||
    status !== known.status ||
    gapDays !== known.gapDays ||
    firstCareDelayDays !== known.firstCareDelayDays;
  if (!changed && isAsked && isRetold && !removed)
    return { value: known, quote: context.original.slice(0, 200), replaces: true };
  if (!changed) return isAsked && context.leading === 'unknown' ? { isUnknown: true as const } : undefined;
  const value: Treatment = {
    levels: [...levels],
    ...(status ? { status } : {}),
    ...(firstCareDelayDays !== undefined ? { firstCareDelayDays } : {}),
    ...(gapDays !== undefined ? { gapDays } : {}),
  };
  return { value, quote: context.original.slice(0, 200), replaces: true };
}

/** Care is known, where it stands is not. */
const isOnlyStatusOpen = (treatment: Treatment | undefined): boolean =>
  treatment !== undefined && treatment.levels.length > 0 && treatment.status === undefined;

export const treatmentFact: FactModule<'treatment'> = {
  key: 'treatment',
  appliesTo: anyCase,
  question: {
    // Someone writing for a child or a spouse is asked about that person's care, not their own.
    en: (record) =>
      record.callerRelationship
        ? 'What medical care has there been for this so far, and is it still going on?'
        : record.treatment?.levels.length
          ? 'What treatment have you had since then, and are you still being treated?'
          : 'What medical care have you had for this so far, and are you still being treated?',
    es: (record) =>
      record.callerRelationship
        ? '¿Qué atención médica ha habido por esto hasta ahora, y todavía continúa?'
        : record.treatment?.levels.length
          ? '¿Qué tratamiento ha recibido desde entonces, y todavía lo está recibiendo?'
          : '¿Qué atención médica ha recibido por esto hasta ahora, y todavía está en tratamiento?',
  },
  rephrase: {
    en: (record) =>
      record.callerRelationship
        ? 'Where was the care given, for example the ER, a doctor, surgery or physical therapy, and is it finished?'
        : 'Where did you get care, for example the ER, a doctor, surgery or physical therapy, and is it finished?',
    es: (record) =>
      record.callerRelationship
        ? '¿Dónde se dio la atención, por ejemplo la sala de emergencias, un médico, cirugía o terapia, y ya terminó?'
        : '¿Dónde recibió atención, por ejemplo la sala de emergencias, un médico, cirugía o terapia, y ya terminó?',
  },
  isSettled: (record) => record.treatment?.status !== undefined || record.unknowns.includes('treatment'),
  // Care named, but not whether it goes on (decision 0186): care still going on is worth more
  // and keeps the bills growing.
  followUp: {
    lacks: (record) => isOnlyStatusOpen(record.treatment) && !record.unknowns.includes('treatment'),
    question: {
      en: (record) =>
        record.callerRelationship
          ? 'Is the care still going on, or have the doctors said it is finished?'
          : 'Are you still being treated for this, or has your doctor said you are done?',
      es: (record) =>
        record.callerRelationship
          ? '¿La atención médica todavía continúa, o los médicos dijeron que ya terminó?'
          : '¿Todavía está en tratamiento por esto, o su médico ya le dio de alta?',
    },
  },
  read: readTreatment,
  describe: (value, language) => {
    const names = packFor(language).saying.treatmentLevelNames;
    const levels = value.levels.map((level) => names[level]).join(', ');
    const status =
      value.status === 'ongoing'
        ? language === 'es'
          ? 'todavía en tratamiento'
          : 'still treating (ongoing)'
        : value.status === 'released'
          ? language === 'es'
            ? 'dado de alta'
            : 'released'
          : value.status === 'none'
            ? language === 'es'
              ? 'ninguno (sin atención médica)'
              : 'none (no medical care)'
            : '';
    return [levels, status].filter(Boolean).join('; ');
  },
};
