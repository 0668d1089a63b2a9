import type { CallLanguage, CaseType, FactKey, GovernmentKind, Language, Role } from './case-record';

/**
 * The fact catalogue (issue 22 point 4; decision 0100): what every fact of the case record is,
 * in one place, for everyone who shows or edits one. The intake's chat summary, the visitor's
 * review, the case manager's facts form, the report's "what we did not know", the console's
 * case-type names and the export read a fact's name here; the intake's value checks read its
 * value type here; the correction forms read which input edits it. How the intake asks for a
 * fact and reads an answer stays with the intake (agent/facts/*.ts): that is conversation, not
 * what the fact is.
 *
 * Imported by server and web alike, so it holds plain data and no zod: the visitor's pages must
 * not load zod (decision 0040). Each fact's value schema is the record's own
 * (`factValueSchemas` in case-record.ts, keyed by the same FactKey);
 * `fact-catalogue-schemas.ts` joins the two for the server.
 */

export type Localized = Record<Language, string>;

/**
 * What kind of value a fact holds, which is what the intake checks before storing it
 * (decision 0095): `party` a name or short noun phrase, `policy` an insurer or "none",
 * `relationship` who is writing, `date` never in the future nor before birth, `age` a person's
 * age. The other types are checked by the fact's schema alone.
 */
export const factValueTypes = [
  'party',
  'policy',
  'relationship',
  'date',
  'age',
  'money',
  'percent',
  'yes-no',
  'choice',
  'list',
  'text',
  'state',
  'treatment',
] as const;
export type FactValueType = (typeof factValueTypes)[number];

/**
 * Which input corrects a fact, in the visitor's review and the case manager's facts form:
 * `amount` whole dollars, `whole` a whole number 0–120 (an age), `percent` a whole share
 * 0–100, `yesno`, `state` a two-letter code, `list` one item a line, `choice` one of the
 * entry's `options`, `date` a day. `none`: not corrected as a line of its own (a fact with
 * parts edited by other lines, or one a person should not set by hand).
 */
export const correctionKinds = [
  'text',
  'amount',
  'date',
  'yesno',
  'state',
  'list',
  'percent',
  'whole',
  'choice',
  'none',
] as const;
export type CorrectionKind = (typeof correctionKinds)[number];

export interface FactOption {
  value: string;
  label: Localized;
}

export interface FactEntry {
  /** The fact's one name: chat summary, review, facts form, report, export. */
  label: Localized;
  /** What the fact means, for staff and for whoever builds on the catalogue. */
  description: string;
  valueType: FactValueType;
  correction: CorrectionKind;
  /** The values a `choice` correction offers, with their names. */
  options?: readonly FactOption[];
  /**
   * The correction form's wording, only where a form reads better asking than naming (and a
   * test pins both): the case type is "Type of case" in the chat's summary and "Kind of
   * accident" on the review.
   */
  formLabel?: Localized;
}

/** The kinds of case by one set of names (the review's, the console's and the report's). */
export const caseTypeNames: Record<CaseType, Localized> = {
  auto: { en: 'Vehicle accident', es: 'Accidente de vehículo' },
  slip_fall: { en: 'Slip, trip or fall', es: 'Resbalón, tropiezo o caída' },
  workplace: { en: 'Injury at work', es: 'Lesión en el trabajo' },
  medical_malpractice: { en: 'Medical mistake', es: 'Negligencia médica' },
  product_liability: { en: 'Faulty product', es: 'Producto defectuoso' },
  dog_bite: { en: 'Dog bite', es: 'Mordedura de perro' },
  other: { en: 'Other injury', es: 'Otra lesión' },
};

export const roleNames: Record<Role, Localized> = {
  driver: { en: 'driver', es: 'conductor' },
  passenger: { en: 'passenger', es: 'pasajero' },
  pedestrian: { en: 'pedestrian', es: 'peatón' },
  cyclist: { en: 'cyclist', es: 'ciclista' },
  motorcyclist: { en: 'motorcyclist', es: 'motociclista' },
  customer: { en: 'customer', es: 'cliente' },
  guest: { en: 'guest', es: 'huésped' },
  member: { en: 'member', es: 'socio' },
  tenant: { en: 'tenant', es: 'inquilino' },
  visitor: { en: 'visitor', es: 'visitante' },
  employee: { en: 'employee', es: 'empleado' },
  patient: { en: 'patient', es: 'paciente' },
  product_user: { en: 'product user', es: 'usuario del producto' },
  bystander: { en: 'bystander', es: 'transeúnte' },
  other: { en: 'other', es: 'otro' },
};

export const callLanguageNames: Record<CallLanguage, Localized> = {
  spanish: { en: 'Spanish', es: 'español' },
  english: { en: 'English', es: 'inglés' },
  interpreter: { en: 'an interpreter', es: 'un intérprete' },
};

export const governmentKindNames: Record<GovernmentKind, Localized> = {
  federal: { en: 'federal', es: 'federal' },
  state: { en: 'state', es: 'estatal' },
  county: { en: 'county', es: 'del condado' },
  city: { en: 'city', es: 'de la ciudad' },
  school_district: { en: 'school district', es: 'distrito escolar' },
  transit: { en: 'transit agency', es: 'agencia de transporte' },
  other: { en: 'other', es: 'otra' },
};

const optionsOf = <Value extends string>(names: Record<Value, Localized>): readonly FactOption[] =>
  (Object.keys(names) as Value[]).map((value) => ({ value, label: names[value] }));

const caseTypeOptions = optionsOf(caseTypeNames);

export const factCatalogue = {
  caseType: {
    label: { en: 'Type of case', es: 'Tipo de caso' },
    formLabel: { en: 'Kind of accident', es: 'Tipo de accidente' },
    description: 'The kind of case, which decides the questions asked, the rules applied and the panel.',
    valueType: 'choice',
    correction: 'choice',
    options: caseTypeOptions,
  },
  secondaryCaseType: {
    label: { en: 'Also involves', es: 'También involucra' },
    description:
      'The other side of a mixed case: a work crash caused by another driver is workplace and auto.',
    valueType: 'choice',
    correction: 'choice',
    options: caseTypeOptions,
  },
  incidentDate: {
    label: { en: 'Date it happened', es: 'Fecha en que pasó' },
    description: 'When it happened, with how precisely it is known; deadlines run from its earliest day.',
    valueType: 'date',
    correction: 'date',
  },
  discoveryDate: {
    label: { en: 'Date the harm was found', es: 'Fecha en que se descubrió el daño' },
    description: 'When the harm was found or should have been (medical mistakes, latent product injuries).',
    valueType: 'date',
    correction: 'date',
  },
  firstTreatmentDate: {
    label: { en: 'Date of first treatment', es: 'Fecha de la primera atención médica' },
    description:
      'When the visitor first got care for this injury (an ambulance, the ER, a doctor), as they dated it; the date it happened cannot be after it.',
    valueType: 'date',
    correction: 'date',
  },
  state: {
    label: { en: 'State', es: 'Estado' },
    description: 'The US state where it happened: its fault rule, caps and deadlines apply.',
    valueType: 'state',
    correction: 'state',
  },
  city: {
    label: { en: 'City', es: 'Ciudad' },
    description: 'The city or town where it happened.',
    valueType: 'text',
    correction: 'text',
  },
  role: {
    label: { en: 'Your part in it', es: 'Su papel' },
    description: 'The visitor’s part in what happened (driver, passenger, customer, patient…).',
    valueType: 'choice',
    correction: 'choice',
    options: optionsOf(roleNames),
  },
  injuries: {
    label: { en: 'Injuries', es: 'Lesiones' },
    description: 'The injuries in the visitor’s words, one item each.',
    valueType: 'list',
    correction: 'list',
  },
  permanentInjury: {
    label: { en: 'A doctor said the injury is permanent', es: 'Un médico dijo que la lesión es permanente' },
    description: 'A lasting or permanent injury, which raises the severity band.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  deceased: {
    label: { en: 'The injured person died', es: 'La persona lesionada falleció' },
    description: 'A wrongful death: changes who may claim and the deadlines.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  treatment: {
    label: { en: 'Treatment', es: 'Tratamiento' },
    description:
      'Levels of care received, whether care goes on, and delays or gaps in it. Corrected through its parts (emergency room, surgery, still treating), not as one line.',
    valueType: 'treatment',
    correction: 'none',
  },
  medicalBills: {
    label: { en: 'Medical bills so far', es: 'Cuentas médicas hasta ahora' },
    description: 'Past medical bills: the total, and the parts someone paid (the payer decides the liens).',
    valueType: 'money',
    correction: 'amount',
  },
  futureMedical: {
    label: { en: 'Future medical care (estimated cost)', es: 'Atención médica futura (costo estimado)' },
    description: 'The cost of care still to come, as a doctor or the visitor estimated it.',
    valueType: 'money',
    correction: 'amount',
  },
  lostWages: {
    label: { en: 'Wages lost so far', es: 'Sueldo perdido hasta ahora' },
    description: 'Pay lost so far, and what it is worked out from (days missed, a rate, time off to come).',
    valueType: 'money',
    correction: 'amount',
  },
  propertyDamage: {
    label: { en: 'Damage to your vehicle or property', es: 'Daños a su vehículo o propiedad' },
    description: 'The repair cost or value of the damaged property, and whether it was a total loss.',
    valueType: 'money',
    correction: 'amount',
  },
  outOfPocket: {
    label: { en: 'Other costs you paid yourself', es: 'Otros gastos que pagó usted' },
    description: 'Other costs paid out of pocket (travel to care, pharmacy, help at home).',
    valueType: 'money',
    correction: 'amount',
  },
  ownFaultPercent: {
    label: { en: 'Your share of the blame', es: 'Su parte de la culpa' },
    description: 'The visitor’s own share of the fault, 0–100; the state’s fault rule applies it.',
    valueType: 'percent',
    correction: 'percent',
  },
  ownFaultNotes: {
    label: { en: 'What may be said about your part', es: 'Lo que podrían decir de su parte' },
    description: 'What the other side may argue about the visitor’s part, in their words.',
    valueType: 'text',
    correction: 'text',
  },
  atFaultParty: {
    label: { en: 'Who caused it', es: 'Quién lo causó' },
    description: 'Who caused it, in the visitor’s words.',
    valueType: 'party',
    correction: 'text',
  },
  clearLiability: {
    label: { en: 'Why fault looks clear', es: 'Por qué la culpa parece clara' },
    description:
      'Why liability looks clear (a citation, a rear-end, a wrong-site surgery): raises the multiplier.',
    valueType: 'text',
    correction: 'text',
  },
  governmentDefendant: {
    label: { en: 'A government body is involved', es: 'Hay una entidad del gobierno involucrada' },
    description: 'A government body may be responsible: a notice of claim with a short deadline may apply.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  governmentKind: {
    label: { en: 'Which government body', es: 'Qué entidad del gobierno' },
    description: 'Which level of government, which decides the notice rules.',
    valueType: 'choice',
    correction: 'choice',
    options: optionsOf(governmentKindNames),
  },
  otherPartyInsurer: {
    label: { en: "Other side's insurance company", es: 'Aseguradora de la otra parte' },
    description: 'The insurer of the party at fault.',
    valueType: 'policy',
    correction: 'text',
  },
  policyLimit: {
    label: {
      en: "Other side's policy limit per person",
      es: 'Límite por persona de la póliza de la otra parte',
    },
    description:
      'The at-fault party’s liability limits, per person and per accident ("50/100"); may cap what is collectible.',
    valueType: 'money',
    correction: 'amount',
  },
  ownCoverage: {
    label: { en: 'Your own insurance company', es: 'Su propia aseguradora' },
    description: 'The visitor’s own auto insurer or coverage.',
    valueType: 'policy',
    correction: 'text',
  },
  hasUmUim: {
    label: {
      en: 'Your uninsured/underinsured motorist coverage',
      es: 'Su cobertura de conductor sin seguro',
    },
    description: 'The visitor has uninsured/underinsured-motorist coverage of their own.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  healthInsurance: {
    label: { en: 'Your health insurance', es: 'Su seguro médico' },
    description: 'The visitor’s health insurance (a possible lien on a settlement).',
    valueType: 'policy',
    correction: 'text',
  },
  settlementOffer: {
    label: { en: 'Offer made to you', es: 'Oferta que le hicieron' },
    description: 'An offer an insurer already made.',
    valueType: 'money',
    correction: 'amount',
  },
  policeReport: {
    label: {
      en: 'A police or incident report was made',
      es: 'Se hizo un reporte de policía o del incidente',
    },
    description:
      'A police report was made. Its correction line is the police report in a crash and the incident report elsewhere, whichever the intake learned.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  policeReportNumber: {
    label: { en: 'Report number', es: 'Número de reporte' },
    description: 'The police report’s number.',
    valueType: 'text',
    correction: 'text',
  },
  incidentReport: {
    label: { en: 'Incident report made', es: 'Se hizo un reporte del incidente' },
    description:
      'An incident report was made (a store manager’s write-up, an injury report at work). Corrected through the police or incident report line.',
    valueType: 'yes-no',
    correction: 'none',
  },
  witnesses: {
    label: { en: 'Someone saw it happen', es: 'Alguien lo vio pasar' },
    description: 'There are witnesses.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  photos: {
    label: { en: 'You have photos', es: 'Tiene fotos' },
    description: 'There are photos or video of the injuries, the scene or the damage.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  priorAttorney: {
    label: { en: 'You already have a lawyer for this', es: 'Ya tiene un abogado para esto' },
    description: 'A lawyer already works on this case (a turn-away fact, confirmed first).',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  releaseSigned: {
    label: {
      en: 'You signed papers from an insurer about this',
      es: 'Firmó papeles de una aseguradora sobre esto',
    },
    description:
      'The visitor already signed a release, a settlement or other papers from an insurer about this (it can end the claim: an attorney must see it).',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  recordedStatement: {
    label: {
      en: "You gave the other side's insurer a recorded statement",
      es: 'Dio una declaración grabada a la aseguradora de la otra parte',
    },
    description: "The visitor already gave a recorded statement to the other side's insurer.",
    valueType: 'yes-no',
    correction: 'yesno',
  },
  uninjured: {
    label: { en: 'Says nobody was hurt', es: 'Dice que nadie se lastimó' },
    description: 'The visitor says nobody was hurt (a turn-away fact, confirmed first).',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  employer: {
    label: { en: 'Where you work', es: 'Dónde trabaja' },
    description: 'The employer, and the job when given.',
    valueType: 'party',
    correction: 'text',
  },
  workersComp: {
    label: { en: "Working at the time (workers' comp)", es: 'Trabajando en ese momento (compensación)' },
    description: 'Working at the time, or a workers’ comp claim: the comp side of the case.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  employerHasComp: {
    label: { en: "Employer carries workers' comp", es: 'El empleador tiene seguro de compensación' },
    description:
      "Whether the employer carries workers' comp; an employer without it may be answerable for the injury itself.",
    valueType: 'yes-no',
    correction: 'yesno',
  },
  thirdPartyInvolved: {
    label: { en: 'Someone besides the employer involved', es: 'Alguien aparte del empleador involucrado' },
    description: 'Someone besides the employer had a part (a turn-away fact on a work injury when false).',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  thirdParty: {
    label: { en: 'The other company or person', es: 'La otra compañía o persona' },
    description: 'Who besides the employer had a part.',
    valueType: 'party',
    correction: 'text',
  },
  product: {
    label: { en: 'Product', es: 'Producto' },
    description: 'The product that caused the injury.',
    valueType: 'party',
    correction: 'text',
  },
  manufacturer: {
    label: { en: 'Maker', es: 'Fabricante' },
    description: 'Who made the product.',
    valueType: 'party',
    correction: 'text',
  },
  productPreserved: {
    label: { en: 'Product kept', es: 'Conserva el producto' },
    description: 'The product is kept as it was.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  productRecalled: {
    label: { en: 'Product recalled', es: 'Producto retirado del mercado' },
    description: 'The product was recalled.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  medicalDevice: {
    label: { en: 'A medical device', es: 'Un dispositivo médico' },
    description: 'An implanted or prescribed medical device (a possible mass action).',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  provider: {
    label: { en: 'Provider', es: 'Proveedor médico' },
    description: 'The doctor or other provider in a medical-mistake case.',
    valueType: 'party',
    correction: 'text',
  },
  facility: {
    label: { en: 'Facility', es: 'Centro médico' },
    description: 'The hospital or clinic in a medical-mistake case.',
    valueType: 'party',
    correction: 'text',
  },
  propertyOwner: {
    label: { en: 'Owner of the property (or the dog)', es: 'Dueño del lugar (o del perro)' },
    description: 'Who owns the property where it happened, or the dog.',
    valueType: 'party',
    correction: 'text',
  },
  priorInjuries: {
    label: { en: 'Earlier injuries or claims', es: 'Lesiones o reclamos anteriores' },
    description: 'Earlier injuries or claims.',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  priorInjurySamePart: {
    label: { en: 'Earlier injury to the same body part', es: 'Lesión anterior en la misma parte' },
    description: 'An earlier injury to the same body part (lowers the multiplier).',
    valueType: 'yes-no',
    correction: 'yesno',
  },
  age: {
    label: { en: 'Your age', es: 'Su edad' },
    description: 'The injured person’s age in whole years (a minor’s deadlines differ).',
    valueType: 'age',
    correction: 'whole',
  },
  callerRelationship: {
    label: { en: 'Who is writing', es: 'Quién escribe' },
    description: 'Who is writing, when it is not the injured person ("wife").',
    valueType: 'relationship',
    correction: 'text',
  },
  callLanguage: {
    label: { en: 'Language for calls', es: 'Idioma para las llamadas' },
    description: 'The language the visitor asked to be called in, or an interpreter (decision 0142).',
    valueType: 'choice',
    correction: 'choice',
    options: optionsOf(callLanguageNames),
  },
} as const satisfies Record<FactKey, FactEntry>;

export type FactCatalogue = typeof factCatalogue;

export const factLabel = (key: FactKey, language: Language): string => factCatalogue[key].label[language];

/** The label a correction form shows: its own wording where it has one, else the fact's name. */
export const factFormLabel = (key: FactKey, language: Language): string => {
  const entry: FactEntry = factCatalogue[key];
  return (entry.formLabel ?? entry.label)[language];
};

export const caseTypeName = (type: CaseType, language: Language): string => caseTypeNames[type][language];

/** A stored case type's name, or the stored value itself when it is not one we know. */
export const storedCaseTypeName = (value: string, language: Language): string =>
  Object.hasOwn(caseTypeNames, value) ? caseTypeNames[value as CaseType][language] : value;
