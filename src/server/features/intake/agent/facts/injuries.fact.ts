import type { Language } from '../../../../../contracts/case-record';
import { tidyPhrase } from '../reading/text';

import { anyCase, type FactModule, type ReadContext } from './fact-module';

/** Body parts and injury words: a clause naming both (or a clear injury word) is an injury. */
export const bodyParts: Record<Language, RegExp> = {
  en: /\b(head|face|chin|jaw|nose|eye|eyes|ear|teeth|tooth|neck|shoulders?|collar ?bone|clavicle|arms?|elbows?|forearms?|wrists?|hands?|fingers?|thumb|back|spine|ribs?|chest|stomach|abdomen|hips?|pelvis|tailbone|legs?|thighs?|knees?|meniscus|shins?|ankles?|feet|foot|heels?|toes?|skin|brain|scaphoid|disc|disk|l\d-s\d|tibia|fibula|femur|humerus|radius|ulna|vertebra[e]?|skull|orbital|acl|mcl|rotator cuff|achilles|lungs?|spleen|liver|kidneys?|sternum|coccyx)\b/,
  es: /\b(cabeza|cara|barbilla|mandibula|nariz|ojos?|dientes?|cuello|hombros?|clavicula|brazos?|codos?|antebrazos?|munecas?|manos?|dedos?|espalda|columna|costillas?|pecho|estomago|cadera|pelvis|piernas?|muslos?|rodillas?|tobillos?|pies?|talon|piel|cerebro)\b/,
};

export const injuryWords: Record<Language, RegExp> = {
  en: /\b(broke|broken|break|fractur\w*|cracked|sprain\w*|strain\w*|torn|tore|tear|herniat\w*|bulg\w*|burn\w*|cut|cuts|lacerat\w*|stitch\w*|bruis\w*|concussion|whiplash|stiff|hurt|hurts|injur\w*|pain\w*|sore|crush\w*|bit|bites|bitten|infect\w*|swollen|dislocat\w*|scar\w*|numb\w*|split|gash|nonunion|hypoglycemi\w*|blood sugar|passed out|skin graft|arthroscop\w*|messed up|jacked up|busted|killing me|throbb\w*|ach(e|es|ing)|pops|popping|clicks|clicking|operated on (my )?(healthy|wrong)|(hit|banged|smacked|slammed|struck) (my|his|her|their) (head|face))\b/,
  es: /\b(rot[oa]|quebrad[oa]s?|fractura\w*|esguince|torcedura|desgarr\w*|hernia\w*|quemad\w*|quemadura\w*|cortad\w*|herida\w*|puntadas|moreton\w*|golpe\w*|conmocion|dolor|duele|lastim\w*|lesion\w*|aplastad\w*|agarro|mordi\w*|mordidas?|infect\w*|hinchad\w*|cicatri\w*)\b/,
};

/** Injury words strong enough without a body part ("third-degree burns", "a concussion"). */
const strongInjury: Record<Language, RegExp> = {
  en: /\b(fractur\w*|burns|burned|herniat\w*|concussion|whiplash|headaches?|migraines?|dizz(y|iness)|ringing in (my|his|her) ears|blurr(y|ed) vision|hypoglycemi\w*|blood sugar (crashed|dropped|went)|passed out|skin graft|nonunion|infect\w*|bites|bitten|(left|retained) (a |the )?(sponge|gauze|instrument|clamp)|sponge inside|(another|second|extra|unnecessary) (surgery|operation))\b/,
  es: /\b(fractura\w*|quemadura\w*|quemad[oa]s?|hernia\w*|conmocion|se infecto|infeccion|mordidas|desmay\w*)\b/,
};

const fillerLead: Record<Language, RegExp> = {
  en: /^((like i said|as i said|i told you|and|also|plus|but|so|i have|i had|i got|they said|he has|she has|he had|she had|my injuries are|i suffered|it was|i),?\s+)+/,
  es: /^((como le dije|ya le dije|y|tambien|pero|tengo|tuve|me hice|me dijeron que|el tiene|ella tiene),?\s+)+/,
};

/** "i dont think i passed out", "nothing broken": an injury word the visitor rules out. */
const ruledOut: Record<Language, RegExp> = {
  en: /\b(don'?t think|do not think|didn'?t|did not|wasn'?t|was not|not|no|nothing|never)\b[^,.;]{0,20}\b(broke|broken|fractur\w*|passed out|hurt|injur\w*|bleed\w*|concussion)\b/,
  es: /\b(no creo|no (me )?(rompi|quebre|desmaye)|nada (roto|quebrado))\b/,
};

/** The body parts a text names: a later answer adds only injuries to parts not yet listed. */
function partsOf(text: string, language: Language): string[] {
  return [...text.toLowerCase().matchAll(new RegExp(bodyParts[language].source, 'g'))].map((match) =>
    match[0].replace(/s$/, ''),
  );
}

/** Injury items of a message: clauses that name a body part and an injury, in the visitor's words. */
export function injuryItems(context: ReadContext): string[] {
  const isAsked = context.pending === 'injuries';
  const items: string[] = [];
  for (const clause of context.clauses) {
    const hasPart = bodyParts[context.language].test(clause.plain);
    const hasInjury = injuryWords[context.language].test(clause.plain);
    if (context.pack.reading.unknown.test(clause.plain)) continue;
    const isStrong = strongInjury[context.language].test(clause.plain);
    if (!(hasPart && hasInjury) && !isStrong && !(isAsked && (hasPart || hasInjury))) continue;
    if (
      ruledOut[context.language].test(clause.plain) &&
      !(hasPart && hasInjury && !/passed out/.test(clause.plain))
    )
      continue;
    // Treatment and money clauses are not injuries ("surgery on the meniscus", "bills for my knee").
    if (/\b(bills?|paid|\$|insurance|cuentas|seguro)\b/.test(clause.plain)) continue;
    const item = tidyPhrase(clause.text.replace(fillerLead[context.language], ''), 200).replace(
      /\bcollar bone\b/gi,
      'collarbone',
    );
    if (item.length < 3) continue;
    // "my right shoulder, it pops and hurts to lift": a clause about "it" describes the injury before.
    const previous = items.length - 1;
    if (previous >= 0 && !hasPart && /^(and )?(it|which|that|y)\b/.test(clause.plain))
      items[previous] = tidyPhrase(`${items[previous]}, ${item}`, 200);
    else items.push(item);
  }
  return items;
}

export const injuriesFact: FactModule<'injuries'> = {
  key: 'injuries',
  label: { en: 'Injuries', es: 'Lesiones' },
  appliesTo: anyCase,
  question: {
    en: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'What harm did the mistake cause you? For example another surgery, a worse injury, or a lasting problem.'
        : 'What injuries did you have, and which parts of your body were hurt?',
    es: (record) =>
      record.caseType === 'medical_malpractice'
        ? '¿Cómo lo lastimó el error, por ejemplo otra cirugía o un problema que no se quita?'
        : '¿Qué lesiones tuvo y qué partes del cuerpo se lastimó?',
  },
  rephrase: {
    en: () =>
      'Which part of your body was hurt, and what did the doctors call it, for example a fracture or a sprain?',
    es: () =>
      '¿Qué parte del cuerpo se lastimó, y qué le dijeron que tenía, por ejemplo fractura o esguince?',
  },
  // "Nobody was hurt" settles it too: "just to be sure" asks about that, not "what injuries?".
  isSettled: (record) =>
    record.injuries !== undefined || record.unknowns.includes('injuries') || record.uninjured === true,
  read: (context) => {
    const items = injuryItems(context);
    const isAsked = context.pending === 'injuries';
    if (items.length === 0) return isAsked && context.leading === 'unknown' ? { isUnknown: true } : undefined;
    const known = context.record.injuries ?? [];
    const language = context.language;
    // An answer to the injuries question is the visitor's list now; injuries named elsewhere
    // add to what we have, never repeating a body part already listed ("like i said my leg").
    const keptFromBefore = isAsked
      ? known.filter((item) => {
          const parts = partsOf(item, language);
          return (
            parts.length > 0 &&
            !items.some((next) => partsOf(next, language).some((part) => parts.includes(part)))
          );
        })
      : known;
    const listed = new Set(keptFromBefore.flatMap((item) => partsOf(item, language)));
    const added = items.filter((item) => {
      const parts = partsOf(item, language);
      return (
        !known.includes(item) && (isAsked || parts.length === 0 || parts.some((part) => !listed.has(part)))
      );
    });
    if (added.length === 0 && !isAsked) return undefined;
    const merged = [...keptFromBefore, ...(isAsked ? items : added)];
    return { value: merged.slice(0, 20), quote: (isAsked ? items : added).join('; '), replaces: true };
  },
  describe: (value) => value.join('; '),
};

export const permanentInjuryFact: FactModule<'permanentInjury'> = {
  key: 'permanentInjury',
  label: { en: 'Lasting or permanent injury', es: 'Lesión permanente' },
  appliesTo: anyCase,
  read: (context) => {
    const pattern = {
      en: /\b((have|leave|left) (her |him |them |me )?(with )?a (permanent |lasting |bad )?scar|scarr(ed|ing) for life|disfigur\w*|permanent\w*|never (fully )?heal\w*|won'?t (fully )?(heal|recover)|for (the rest of my )?life|disabled|disability|lost the use|amputat\w*|paralyz\w*)\b/,
      es: /\b((le|me) (va a )?quedar (una )?cicatriz|desfigur\w*|permanente|nunca (va a )?sanar|de por vida|discapacidad|perdi el uso|amputa\w*|paraliz\w*)\b/,
    }[context.language];
    const clause = context.clauses.find((candidate) => pattern.test(candidate.plain));
    if (!clause) return undefined;
    const negated = context.pack.reading.negation.test(clause.plain.slice(0, clause.plain.search(pattern)));
    return negated ? undefined : { value: true, quote: clause.text };
  },
  describe: (value, language) => (language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no'),
};

export const deceasedFact: FactModule<'deceased'> = {
  key: 'deceased',
  label: { en: 'The injured person died', es: 'La persona lesionada falleció' },
  appliesTo: anyCase,
  read: (context) => {
    const pattern = {
      en: /\b(my (husband|wife|son|daughter|father|mother|dad|mom|brother|sister|partner|child)|he|she|they) (died|passed away|was killed|did not survive|didn'?t make it)\b|\bwrongful death\b/,
      es: /\b(fallecio|murio|perdio la vida|lo mataron|la mataron)\b/,
    }[context.language];
    const clause = context.clauses.find((candidate) => pattern.test(candidate.plain));
    return clause ? { value: true, quote: clause.text } : undefined;
  },
  describe: (value, language) => (language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no'),
};

/**
 * "Nobody was hurt": a turn-away fact (decision 0091), read only when the message names no
 * injury, and confirmed with the visitor before a conclusion uses it.
 */
const nobodyHurt: Record<Language, RegExp> = {
  en: /\b((i|we|he|she|they) (was|were)(n'?t| not) (hurt|injured)|(i|we|he|she|they) did(n'?t| not) get (hurt|injured)|(nobody|no one|no-one) (was |got |were )?(hurt|injured)|no (one|body) (was |got )?(hurt|injured)|no injur(y|ies)|not (hurt|injured) at all|without (a|any) (scratch|injur(y|ies))|(walked|got) away (fine|unhurt|without a scratch)|uninjured|unhurt)\b/,
  es: /\b(no me (lastime|lesione|paso nada|hice nada)|no (sali|salimos|salio|resulte|resultamos|resulto) (herid[oa]s?|lastimad[oa]s?|lesionad[oa]s?)|nadie (salio|resulto) (herid[oa]|lastimad[oa]|lesionad[oa])|nadie se lastimo|sin (lesiones|heridas|un rasguno|ningun rasguno)|no (tuve|tengo|hubo) (ninguna )?(lesion|lesiones|heridas|heridos))\b/,
};

export const uninjuredFact: FactModule<'uninjured'> = {
  key: 'uninjured',
  label: { en: 'Says nobody was hurt', es: 'Dice que nadie se lastimó' },
  appliesTo: anyCase,
  read: (context) => {
    if (injuryItems(context).length > 0)
      return context.record.uninjured ? { value: false, replaces: true } : undefined;
    const cue = nobodyHurt[context.language].exec(context.plain);
    if (cue) return { value: true, quote: cue[0], replaces: true };
    // "Were you hurt?" "No.": the direct answer to the injuries question.
    if (context.pending === 'injuries' && context.leading === 'no')
      return { value: true, quote: context.clauses[0]?.text, replaces: true };
    return undefined;
  },
  describe: (value, language) => (language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no'),
};
