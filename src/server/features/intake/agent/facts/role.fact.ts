import type { Language, Role } from '../../../../../contracts/case-record';
import { roleNames } from '../../../../../contracts/fact-catalogue';

import { anyCase, type FactModule, type ReadContext } from './fact-module';

/**
 * The visitor's part in what happened, read from how they tell it (never asked on its
 * own): "my driver's side" → driver, "I was crossing" → pedestrian, a hotel pool → guest.
 */
const storeNames =
  "walmart|target|costco|kroger|publix|safeway|home depot|lowe'?s|cvs|walgreens|mcdonald'?s|starbucks|dollar general|whole foods|aldi";

const cues: [Role, Record<Language, RegExp>][] = [
  [
    'passenger',
    {
      en: /\b(i was (a |the )?passenger|riding (with|in)|in the (back|passenger) seat|(in|in the back of) (an?|the) (uber|lyft|taxi|cab|rideshare))\b/,
      es: /\b(iba de pasajer[oa]|era pasajer[oa]|(iba|venia|estaba) en (un|el) (uber|lyft|taxi|autobus|camion|bus)|venia en el carro de|in an? (uber|lyft|taxi|cab))\b/,
    },
  ],
  [
    'pedestrian',
    {
      en: /\b(pedestrian|crosswalk|crossing the (street|road)|(was|were) (still )?crossing|i was walking (across|down|along|to)|walking to (my|the) (car|mailbox|bus|church|school|work)|walk(ing)? home)\b/,
      es: /\b(peaton|cruzando la calle|cruzaba|iba caminando|iba al buzon|caminaba)\b/,
    },
  ],
  [
    'cyclist',
    {
      en: /\b(on (my|his|her) bike|riding (my|his|her) bike|bicycle|cyclist|cycling)\b/,
      es: /\b(en mi bicicleta|bicicleta|ciclista)\b/,
    },
  ],
  [
    'motorcyclist',
    {
      en: /\b(on my motorcycle|riding my motorcycle|motorcycle|on my harley|lane splitting)\b/,
      es: /\b(en (mi|la|su) moto|de la moto|accidente de moto|motocicleta)\b/,
    },
  ],
  [
    'driver',
    {
      en: /\b(drivers? side|i was driving|my car|my truck|my van|i had (a )?green light|i was stopped|i was at a red light|stuck in traffic|rear[- ]?ended|t[- ]?boned)\b/,
      es: /\b(iba manejando|mi carro|mi coche|yo manejaba|que (el|ella) manejaba)\b/,
    },
  ],
  [
    'guest',
    { en: /\b(hotel|resort|motel|inn|airbnb|cruise|vacation)\b/, es: /\b(hotel|resort|vacaciones)\b/ },
  ],
  ['member', { en: /\b(gym|fitness|health club|locker room|ymca)\b/, es: /\b(gimnasio|gym)\b/ }],
  [
    'tenant',
    {
      en: /\b(my apartment|my landlord|my building|i rent|tenant)\b/,
      es: /\b(mi apartamento|mi casero|mi arrendador|rento)\b/,
    },
  ],
  [
    'visitor',
    {
      en: /\b(i was visiting|(was|were) visiting (my|a|her|his|our|their)|at (my|a) (friend|friends|friend's|cousin's|sister's|brother's|grandma's|mom's|parents') (house|place|home))\b/,
      es: /\b(estaba de visita|fui de visita|en casa de (mi|una|un) \w+)\b/,
    },
  ],
  [
    'customer',
    {
      en: new RegExp(
        `\\b(store|shop|market|supermarket|grocery|restaurant|bar|mall|bowling|lanes|theater|cinema|salon|bank|gas station|parking lot|pharmacy|laundromat|stadium|ballpark|${storeNames})\\b`,
      ),
      // Store names are the same in either language ("me caí en el walmart").
      es: new RegExp(
        `\\b(tienda|mercado|supermercado|restaurante|centro comercial|boliche|farmacia|lavanderia|laundromat|estadio|${storeNames})\\b`,
      ),
    },
  ],
];

const venueRoles: Role[] = ['guest', 'member', 'tenant', 'customer'];

function read(context: ReadContext) {
  if (context.origin === 'answer' && context.record.role) return undefined;
  const type = context.record.caseType;
  if (type === 'workplace') return { value: 'employee' as const, quote: 'injured at work' };
  if (type === 'medical_malpractice') return { value: 'patient' as const, quote: 'hurt by medical care' };
  if (type === 'product_liability') return { value: 'product_user' as const, quote: 'hurt by a product' };
  for (const [role, patterns] of cues) {
    // A place named in an answer to another question ("the store's cameras", "the gym's front
    // desk") says where, not what part the visitor had in it.
    if (context.origin === 'answer' && context.pending !== 'caseType' && venueRoles.includes(role)) continue;
    if (type === 'auto' && !['passenger', 'pedestrian', 'cyclist', 'motorcyclist', 'driver'].includes(role))
      continue;
    if (
      (type === 'slip_fall' || type === 'dog_bite') &&
      ['driver', 'passenger', 'motorcyclist'].includes(role)
    )
      continue;
    if (patterns[context.language].test(context.plain))
      return { value: role, quote: context.original.slice(0, 120) };
  }
  // A fall at a named business: its customer. A fall anywhere else says nothing of the visitor's
  // part (a tenant, a worker, a resident are not visitors), so nothing is stored.
  if (
    type === 'slip_fall' &&
    context.record.propertyOwner &&
    !/\b(my|mi)\b/i.test(context.record.propertyOwner)
  )
    return { value: 'customer' as const, quote: context.record.propertyOwner };
  return undefined;
}

export const roleFact: FactModule<'role'> = {
  key: 'role',
  appliesTo: anyCase,
  read,
  describe: (value, language) => roleNames[value][language],
};
