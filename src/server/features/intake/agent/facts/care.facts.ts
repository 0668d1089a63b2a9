import nlp from 'compromise';

import type { Language } from '../../../../../contracts/case-record';
import {
  holdsName,
  isTown,
  opensWithNotName,
  partyInEnglish,
  partyInLanguage,
  readCareGiver,
  readNamedParty,
  readOwnedBy,
  readOwner,
  readVenue,
} from '../reading/parties';
import { findStates } from '../reading/places';
import { checkPartyPhrase, isCareWord } from '../reading/validators';
import { normalize, tidyPhrase } from '../reading/text';

import { pharmacyChains, phraseAlternation, phrasePattern, publicOwnerWords } from './fact-lexicons';

import {
  caseIs,
  type FactModule,
  isAskedBack,
  type ReadContext,
  tellsStory,
  tellsWhereOrWhen,
} from './fact-module';
import { contractArticles, isStillEnglish, nameFollowUp, theOne } from './name-follow-up';

/** Malpractice: the provider and the facility. Names are read as typed (with capitals). */

const doctorName = /\b(?:Dr\.?|Doctor|Dra\.?)\s+[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?/u;
const facilityName =
  /\b(?:[A-Z][\p{L}'&-]+\s+){1,4}(?:Hospital|Medical Center|Surgical Center|Surgery Center|Health Center|Clinic|Pharmacy|Urgent Care|Medical Group|Health|Hospital Center)\b/u;
/** Words that make a named place a facility rather than a provider. */
const facilityWords =
  /\b(hospital|medical|clinic|clinica|center|centro|health|nursing|assisted|care|er|emergency|surgical|surgery)\b/;
const facilityLower =
  /\b(?:at|in|from)\s+(?:the\s+)?([a-z][a-z' &-]{2,40}\s(?:hospital|medical center|surgical center|clinic|pharmacy|urgent care))\b/;

/** A facility ("Mercy Hospital") or a role with no name in it ("the dentist", "a med spa"). */
function isUnnamedCare(provider: string): boolean {
  return facilityWords.test(normalize(provider)) || !holdsName(provider);
}

const pharmacyStory = phrasePattern(pharmacyChains.pharmacyWords);
const chainPatterns = pharmacyChains.chains.map((chain) => ({
  name: chain.name,
  pattern: phrasePattern(chain.variants),
}));

/**
 * A medication story that names a pharmacy chain (lexicons/pharmacy-chains.json; decision
 * 0212): the chain is who gave the care, rather than a role or a place without a name ("the
 * pharmacist … a Walgreens on 5th", "la farmacia de CVS", "ended up at the hospital").
 */
function withPharmacyChain(context: ReadContext, value: string | undefined): string | undefined {
  if (!pharmacyStory.test(context.plain)) return value;
  const chain = chainPatterns.find(({ pattern }) => pattern.test(context.plain))?.name;
  if (!chain || value === undefined) return chain ?? value;
  const plain = normalize(value);
  const isPharmacy =
    /\b(?:pharmac\w*|farmac\w*)\b/.test(plain) || chainPatterns.some(({ pattern }) => pattern.test(plain));
  const isPlaceWithoutName = facilityWords.test(plain) && !holdsName(value);
  return isPharmacy || isPlaceWithoutName ? chain : value;
}

/** Words in capitals from the start, with "of", "de" or "&" between them ("Clinica Dental Sonrisa"). */
const capitalsOpening = /^\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:(?:of|de|del|la|&|and)\s+)?\p{Lu}[\p{L}\d'’.-]*)*/u;

/** What leads the doctor's practice right after the doctor's name: "at", "of", "en", or a comma. */
const practiceLead = /^(?:\s*,\s*|\s+(?:at|of|from|with|en|de|del)\s+(?:the\s+)?)([^,.;:()!?]+)/i;

/**
 * "Dr. Morris at Evergreen Primary Care in Kirkland", "Dr. Anand, Bright Smiles Dental" (decision
 * 0401): the practice named in capitals right after the doctor is kept beside the doctor, since
 * the claim may lie against either. A town ("Dr. Lee, Dayton"), a state or a day is no practice.
 */
function practiceAfterDoctor(after: string, language: Language): string | undefined {
  const piece = practiceLead.exec(after)?.[1]?.trim();
  const name = piece === undefined ? undefined : capitalsOpening.exec(piece)?.[0];
  if (!name || name.split(/\s+/).length < 2) return undefined;
  if (isTown(name) || findStates(name).length > 0 || opensWithNotName(name, language)) return undefined;
  const checked = checkPartyPhrase(name, language);
  return checked.isValid && checked.value === name ? name : undefined;
}

/** "dr brandt", "dr. marsh": a doctor's name typed in lower case, after "dr" (decision 0401). */
const lowerDoctor = /(?<![\p{L}\d])dr\.?\s+([\p{Ll}][\p{L}'-]{2,})(?![\p{L}\d'-])/u;

/**
 * A doctor's name typed in lower case ("my chiropractor dr brandt", "dr marsh"): the word after
 * "dr" is a surname unless it is a verb, an adverb or another small word ("the dr pulled too
 * hard", "dr was named"), or a word of care ("dr visit").
 */
function lowerCaseDoctor(context: ReadContext): string | undefined {
  const match = lowerDoctor.exec(context.original);
  const word = match?.[1];
  if (!match || !word) return undefined;
  const tagged = nlp(word);
  if (
    tagged.has('(#Verb|#Adverb|#Preposition|#Determiner|#Conjunction|#Pronoun|#Adjective|#Value)') ||
    isCareWord(word, context.language) ||
    opensWithNotName(word, context.language) ||
    /^(?:visit|appointment|office|appt|said|says|told|visits|cita|consulta|dijo)$/i.test(word)
  )
    return undefined;
  return `Dr. ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

function providerFrom(context: ReadContext): string | undefined {
  const lower = doctorName.exec(context.original) ? undefined : lowerCaseDoctor(context);
  if (lower) return lower;
  const doctor = doctorName.exec(context.original);
  if (doctor) {
    const after = context.original.slice(doctor.index + doctor[0].length);
    const role = /^,\s*(an?|the)\s+([\w -]{3,40}?)(?=,|\.| at\b)/.exec(after);
    if (role) return tidyPhrase(`${doctor[0]} (${role[2]})`, 200);
    const practice = practiceAfterDoctor(after, context.language);
    return tidyPhrase(practice ? `${doctor[0]}, ${practice}` : doctor[0], 200);
  }
  return undefined;
}

export const providerFact: FactModule<'provider'> = {
  key: 'provider',
  appliesTo: caseIs('medical_malpractice'),
  alsoAsks: ['facility'],
  // A provider read from the first message as a facility or a role ("Mercy Hospital", "the
  // dentist") is kept, but who it was is still asked.
  isSettled: (record) =>
    record.unknowns.includes('provider') ||
    (record.provider !== undefined &&
      !(record.sources.provider?.from === 'description' && isUnnamedCare(record.provider))),
  question: {
    en: () => 'Which doctor, pharmacy, clinic or hospital was responsible for the care that went wrong?',
    es: () => '¿Qué médico, farmacia, clínica u hospital estuvo a cargo de la atención que salió mal?',
  },
  rephrase: {
    en: () => 'Do you know the name of the doctor or the place where you were treated?',
    es: () => '¿Sabe el nombre del médico o del lugar donde lo atendieron?',
  },
  read: (context) => {
    const isAsked = context.pending === 'provider';
    // Asked which provider, the one named and not ruled out ("not Dr. Lee, it was Dr. Brooks").
    const named =
      isAsked && context.leading !== 'unknown'
        ? readNamedParty(
            context.clauses.filter((clause) => !isAskedBack(context, clause)),
            context.language,
          )
        : undefined;
    if (named) return { value: named.value, quote: named.quote, replaces: true };
    const name = providerFrom(context);
    if (name) return { value: name, quote: name, replaces: isAsked };
    // A first message that names no doctor: the place that gave the care by name ("at
    // Brightsmile", "at Northside Hospital"), else who gave it ("the dentist", "la enfermera"),
    // else the place by what it is ("a clinic in Tampa", "un hospital"). A facility or a role is
    // kept, and the doctor's name is still asked (`isSettled`, decision 0102).
    if (!isAsked && tellsStory(context) && !context.record.provider) {
      const venue = readVenue(context.clauses, context.language);
      const giver = venue?.isName ? undefined : readCareGiver(context.clauses, context.language);
      const found = venue?.isName ? venue : (giver ?? venue);
      const chain = withPharmacyChain(context, found?.value);
      if (chain !== undefined && chain !== found?.value)
        return { value: chain, quote: context.original.slice(0, 200) };
      if (found) return { value: found.value, quote: found.quote };
    }
    // "Ohio, at Riverside Methodist": asked where or when, the place of care by name.
    if (!isAsked && tellsWhereOrWhen(context) && !context.record.provider) {
      const venue = readVenue(
        context.clauses.filter((clause) => !isAskedBack(context, clause)),
        context.language,
      );
      if (venue?.isName) return { value: venue.value, quote: venue.quote };
    }
    if (isAsked) {
      if (context.leading === 'unknown') return { isUnknown: true };
      const facility = facilityName.exec(context.original)?.[0];
      const first = context.clauses[0];
      const value = facility ?? (first ? tidyPhrase(first.text, 200) : undefined);
      return value ? { value, quote: first?.text ?? value, replaces: true } : undefined;
    }
    return undefined;
  },
  describe: partyInLanguage,
};

export const facilityFact: FactModule<'facility'> = {
  key: 'facility',
  appliesTo: caseIs('medical_malpractice'),
  read: (context) => {
    const isAsked = context.pending === 'provider' || context.pending === 'facility';
    if (context.record.facility && !isAsked) return undefined;
    const match = facilityName.exec(context.original);
    if (match) return { value: tidyPhrase(match[0], 200), quote: match[0], replaces: isAsked };
    const lower = facilityLower.exec(context.plain);
    if (lower?.[1]) return { value: tidyPhrase(lower[1], 200), quote: lower[0], replaces: isAsked };
    return undefined;
  },
  describe: (value) => value,
};

const ownerLeads: Record<Language, RegExp> = {
  en: /^(it'?s|it is|it was|the owner is|owned by|the dog is|the dog belongs to|it belongs to)\s+/i,
  es: /^(es|era|el dueno es|el perro es de|pertenece a)\s+/i,
};
const placeAt: Record<Language, RegExp> = {
  en: /\b(?:at|in)\s+(?:the\s+)?((?:[a-z0-9']+\s){0,3}(?:lanes|fitness|gym|resort|hotel|motel|inn|store|market|mart|supermarket|grocery|mall|restaurant|cafe|bar|club|center|plaza|apartments|casino|theater|bank|pharmacy|park|school|church|station|walmart|target|costco|home depot|lowe'?s))\b/,
  es: /\b(?:en)\s+((?:el|la)\s+(?:tienda|supermercado|mercado|restaurante|hotel|gimnasio|centro comercial|edificio|farmacia|escuela|iglesia|parque|estacionamiento)(?:\s+(?!(?:porque|y|cuando|que|donde|pero|por|estaba|me|se|fue|hace|en|a)\b)[\p{L}]+){0,3})/u,
};
const namedPlace =
  /\b(?:at|in)\s+(?:the\s+)?((?:[A-Z][\w'&-]+\s?){1,4})(?=\s+(?:in|on|when|last|at)\b|[,.]|$)/;

/**
 * A public body said to answer for the place (decision 0400): "the city knew about that crack",
 * "the county never fixed it", "la ciudad sabía". The body opens its clause or follows a
 * conjunction, so "people in the city knew" or "a city park" name no owner.
 */
const publicOwnerPatterns: Record<Language, { said: RegExp; bodies: Record<string, string> }> = {
  en: publicOwnerPattern('en'),
  es: publicOwnerPattern('es'),
};

function publicOwnerPattern(language: Language): { said: RegExp; bodies: Record<string, string> } {
  const { bodies, says } = publicOwnerWords[language];
  const opener =
    language === 'en' ? '(?:and|but|because|cause|so|since|plus|yet)' : '(?:y|pero|porque|pues|ya que)';
  return {
    said: new RegExp(
      `(?:^|[,;:]\\s*|\\b${opener}\\s+)(${phraseAlternation(Object.keys(bodies))})\\s+(?:(?:also|always|even|totally|definitely|ya|tambien|siempre)\\s+)?(?:${phraseAlternation(says)})(?![\\p{L}\\d'])`,
      'u',
    ),
    bodies,
  };
}

function readPublicOwner(context: ReadContext): { value: string; quote: string } | undefined {
  const { said, bodies } = publicOwnerPatterns[context.language];
  for (const clause of context.clauses) {
    if (isAskedBack(context, clause)) continue;
    const match = said.exec(clause.plain.trim());
    const body = match?.[1]?.replace(/\s+/g, ' ');
    if (body && bodies[body]) return { value: bodies[body], quote: clause.text };
  }
  return undefined;
}

/** "the neighbor is mike something": the owner's role, and a first name when one is given. */
const dogOwnerNamed: Record<Language, RegExp> = {
  en: /\b((?:the|my|our) (?:neighbou?r|landlord|owner))(?:'s name)?(?: is| named| called) (?!(?:a|an|the|not|so|very|never|always|mad|nice|crazy)\b)([a-z]{2,20})\b/,
  es: /\b((?:el|la|mi) (?:vecin[oa]|duen[oa]))(?: se llama| es) (?!(?:un|una|muy|el|la)\b)([\p{L}]{2,20})\b/u,
};
const dogOwnerOf: Record<Language, RegExp> = {
  en: /\b()((?:the|my|our|a) (?:neighbou?r|landlord|roommate|friend|cousin|coworker))s?'?s? (?:dog|pit ?bull|pitbull|german shepherd|rottweiler|puppy)\b/,
  es: /\bel perro (de(?:l)?) ((?:mi |su |un |la )?(?:vecin[oa]|duen[oa]|amig[oa]|primo|prima))\b/,
};

const selfIntroduction =
  /\b(my name is|i'?m called|me llamo|mi nombre es|my (phone|number|email)|mi (telefono|correo|numero))\b/;
const ownerWords = /\b(dog|owner|owns|neighbou?r|belongs|landlord|perro|dueno|duena|vecin[oa]|es de)\b/;

/** "the neighbor", "mi vecino": whose dog, without a name. */
const isGenericOwner = (owner: string): boolean =>
  /^(the|my|our|a|el|la|mi|su|un|una) \p{L}+$/iu.test(owner.trim());

/** "my neighbor" → "your neighbor's"; "mi vecino" → "su vecino". */
function possessive(owner: string, language: Language): string {
  // Kept in English ("the neighbor"), said back in Spanish where the lexicon knows it (decision 0354).
  if (language === 'es') return partyInLanguage(owner, 'es').replace(/^mi\b/i, 'su');
  return `${owner.replace(/^my\b/i, 'your').replace(/^our\b/i, 'your')}'s`;
}

export const propertyOwnerFact: FactModule<'propertyOwner'> = {
  key: 'propertyOwner',
  appliesTo: caseIs('slip_fall', 'dog_bite'),
  // "my neighbor's dog" says whose dog it was but not who: the name is still worth a question.
  isSettled: (record) =>
    record.unknowns.includes('propertyOwner') ||
    (record.propertyOwner !== undefined &&
      !(record.caseType === 'dog_bite' && isGenericOwner(record.propertyOwner))),
  question: {
    en: (record) =>
      record.caseType === 'dog_bite'
        ? record.propertyOwner
          ? `You said it was ${possessive(record.propertyOwner, 'en')} dog. What is the owner's name, if you know it?`
          : 'Who owns the dog? Their name helps if you know it.'
        : 'Who owns or runs the place where it happened, for example the business name or the landlord?',
    es: (record) =>
      record.caseType === 'dog_bite'
        ? record.propertyOwner && !isStillEnglish(partyInLanguage(record.propertyOwner, 'es'))
          ? contractArticles(
              `Me dijo que era el perro de ${possessive(record.propertyOwner, 'es')}. ¿Cómo se llama el dueño, si lo sabe?`,
            )
          : '¿Quién es el dueño del perro? Su nombre ayuda si lo sabe.'
        : '¿Quién es el dueño o quién administra el lugar donde pasó, por ejemplo el nombre del negocio o el casero?',
  },
  rephrase: {
    en: () => 'Who owns that place, as far as you know?',
    es: () => '¿Quién es el dueño de ese lugar, que usted sepa?',
  },
  followUp: nameFollowUp('propertyOwner', {
    en: (record) =>
      record.caseType === 'dog_bite'
        ? "Do you know the dog owner's name?"
        : `What is ${theOne(record.propertyOwner, 'en') ?? 'the place'} called, for example the store's or the landlord's name?`,
    es: (record) =>
      record.caseType === 'dog_bite'
        ? '¿Sabe cómo se llama el dueño del perro?'
        : contractArticles(
            `¿Sabe el nombre de ${theOne(record.propertyOwner, 'es') ?? 'el lugar'}, por ejemplo el de la tienda o el del casero?`,
          ),
  }),
  read: (context) => {
    const isAsked = context.pending === 'propertyOwner';
    if (isAsked) {
      // "no, I didn't see any sign": a bare no to "who owns it" means they do not know.
      if (context.leading === 'unknown' || context.leading === 'no') return { isUnknown: true };
      // "Me llamo Guadalupe … El perro es de mi vecino, Ray Sandoval": the clause about the
      // owner, never the visitor introducing themselves.
      const candidates = context.clauses.filter(
        (clause) => !context.pack.reading.unknown.test(clause.plain) && !selfIntroduction.test(clause.plain),
      );
      const named = readNamedParty(
        candidates.filter((clause) => !isAskedBack(context, clause)),
        context.language,
      );
      if (named) return { value: named.value, quote: named.quote, replaces: true };
      const first = candidates.find((clause) => ownerWords.test(clause.plain)) ?? candidates[0];
      if (!first) return undefined;
      const value = tidyPhrase(first.text.replace(ownerLeads[context.language], ''), 200);
      const second = context.clauses[context.clauses.indexOf(first) + 1];
      const withName =
        second && /^[A-Z]/.test(second.text.trim()) && second.text.length < 40
          ? `${value}, ${tidyPhrase(second.text)}`
          : value;
      return { value: withName, quote: first.text, replaces: true };
    }
    const knownOwner = context.record.propertyOwner;
    const isGeneric = knownOwner !== undefined && isGenericOwner(knownOwner);
    if (context.record.caseType === 'dog_bite' && (!knownOwner || isGeneric)) {
      // "the neighbor is mike something", "our neighbor's pit bull": whose dog it is, in any message.
      const named = dogOwnerNamed[context.language].exec(context.plain);
      if (named?.[1] && named[2]) {
        const name = named[2].charAt(0).toUpperCase() + named[2].slice(1);
        return { value: `${named[1]}, ${name}`, quote: named[0], replaces: isGeneric };
      }
      const owner = dogOwnerOf[context.language].exec(context.plain);
      // "el perro del vecino": the article "del" holds is the owner's, kept in English ("the neighbor").
      const whose = owner?.[2] && (owner[1] === 'del' ? `el ${owner[2]}` : owner[2]);
      if (whose && !knownOwner)
        return { value: tidyPhrase(partyInEnglish(whose, context.language), 200), quote: owner![0] };
      return undefined;
    }
    if (context.record.propertyOwner || context.record.caseType !== 'slip_fall') return undefined;
    const isStory = tellsStory(context);
    // "the rink is owned by the city": whose place it was, said with an owning verb.
    const ownedBy = isStory ? readOwnedBy(context.clauses, context.language) : undefined;
    if (ownedBy) return { value: ownedBy.value, quote: ownedBy.quote };
    const publicOwner = isStory ? readPublicOwner(context) : undefined;
    if (publicOwner) return publicOwner;
    if (!isStory && !(context.origin === 'answer' && tellsWhereOrWhen(context))) return undefined;
    // "slipped at the Home Depot", "me caí en el Walmart": the business the visitor was at, in
    // the story or in an answer about where or when ("March 3rd at the Harris Teeter").
    const venue = readVenue(
      context.clauses.filter((clause) => !isAskedBack(context, clause)),
      context.language,
      { withChains: true },
    );
    if (venue?.isName) return { value: venue.value, quote: venue.quote };
    if (!isStory) return undefined;
    // "the owner is Harbor Realty", "it's called the Blue Heron", "my landlord, Mr. Reed".
    const owner = readOwner(context.clauses, context.language);
    if (owner?.isName) return { value: owner.value, quote: owner.quote };
    const named = namedPlace.exec(context.original);
    // "in Philly", "in Fort Wayne, IN": a town is where, not whose place.
    const isPlace = (name: string) => isTown(name) || findStates(name).length > 0;
    // "I told the manager in June": a month or a day is when, not whose place.
    if (
      named?.[1] &&
      !/^(I|The|My)$/.test(named[1].trim()) &&
      !isPlace(named[1].trim()) &&
      !opensWithNotName(named[1], context.language)
    )
      return { value: tidyPhrase(named[1], 200), quote: named[0] };
    const place = placeAt[context.language].exec(context.plain);
    if (place?.[1]) return { value: tidyPhrase(findInOriginal(context, place[1]), 200), quote: place[0] };
    // "the landlord never fixed the rail": no business named, the owner by role.
    if (owner) return { value: owner.value, quote: owner.quote };
    return undefined;
  },
  describe: partyInLanguage,
};

function findInOriginal(context: ReadContext, plainPhrase: string): string {
  const index = context.original.toLowerCase().indexOf(plainPhrase);
  return index >= 0 ? context.original.slice(index, index + plainPhrase.length) : plainPhrase;
}
