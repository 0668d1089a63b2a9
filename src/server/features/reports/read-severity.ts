import type { CaseRecord, Severity } from '../../../contracts/case-record';
import type { SeveritySign } from '../../../contracts/conclusions';

/**
 * The severity band the value model needs, read from the facts the visitor gave: the
 * record keeps injuries in their own words plus treatment levels, and the band follows
 * from them (research case-valuation.md §3.2: soft tissue, objective findings, surgery or
 * permanency, catastrophic). The strongest sign wins; each result says what it came from
 * so the report can explain it. English and Spanish words, since the record keeps the
 * visitor's language.
 */
export interface SeverityReading {
  severity: Severity | undefined;
  /** What the band was read from, for the report's "why" (worded by the report's pack). */
  derivedFrom?: SeveritySign;
}

interface Sign {
  severity: Severity;
  pattern: RegExp;
  derivedFrom: SeveritySign;
}

const injurySigns: Sign[] = [
  {
    severity: 'catastrophic',
    pattern:
      /amputat|paraly[sz]|parapleg|quadripleg|tetrapleg|spinal cord|médula|medula espinal|severe brain|traumatic brain|\btbi\b|coma\b|lost (?:the )?(?:sight|vision|hearing)|\bblind|ceguera|sordera|amputa|(?:fingers?|thumbs?|toes?|hands?|arms?|legs?|feet|foot)\b[^.;,]{0,20}\b(?:sever|(?:cut|torn|ripped|chopped|came) off)|(?:sever\w*|(?:cut|tore|torn|ripped|chopped) off) (?:\w+ ){0,2}(?:fingers?|thumbs?|toes?|hands?|arms?|legs?|feet|foot)\b|\blost (?:\w+ ){0,2}(?:fingers?|thumbs?|toes?|hands?|arms?|legs?|feet|foot|eyes?)\b|perdi[óo] (?:\w+ ){0,2}(?:dedos?|mano|brazo|pierna|pie|ojo)|brain (?:bleed|hemorrhage|haemorrhage|swelling)|bleed(?:ing)? (?:in|on|into) (?:the |his |her |my )?brain|intracranial|subdural|epidural hematoma|hemorrag\w* cerebral|sangrado (?:en el|del) cerebro|derrame cerebral/i,
    derivedFrom: 'catastrophic_injury',
  },
  {
    severity: 'surgery_or_permanent',
    pattern:
      /surger|operat(?:ed|ion)|\bgraft|fusion|replacement|reconstruct|\bpins?\b|\bplates?\b|\brods?\b|screws|cirug|operaron|operación|injerto|clavos|placa/i,
    derivedFrom: 'surgery',
  },
  {
    severity: 'objective',
    pattern:
      /fractur|broke|broken|\bbreaks?\b|crack|shatter|snapped|hairline|\bcast\b|splint|yeso|férula|ferula|herniat|bulg|\bdisc\b|disk|(?<!mild )concussion|\btear\b|\btorn\b|ruptur|dislocat|stitch|suture|lacerat|burn|infect|crush|hypoglyc|nonunion|bleed|internal|fractura|rot[oa]s?\b|quebr|hernia|quemad|puntos|infecci|desgarr|aplast/i,
    derivedFrom: 'objective_injury',
  },
  {
    severity: 'soft_tissue',
    pattern:
      /sprain|strain|whiplash|bruis|contusion|sore|stiff|pain|hurt|ache|concussion|cut\b|scrape|esguince|torcedura|moret|golpe|dolor|lastim|raspon|mordida|bite/i,
    derivedFrom: 'soft_tissue_injury',
  },
];

const rank: Record<Severity, number> = {
  none: 0,
  soft_tissue: 1,
  objective: 2,
  surgery_or_permanent: 3,
  catastrophic: 4,
  death: 5,
};

export function readSeverity(record: CaseRecord): SeverityReading {
  if (record.deceased) return { severity: 'death', derivedFrom: 'death' };
  const candidates: SeverityReading[] = [];
  const words = (record.injuries ?? []).join(' · ');
  const sign = injurySigns.find((candidate) => candidate.pattern.test(words));
  if (sign) candidates.push({ severity: sign.severity, derivedFrom: sign.derivedFrom });
  if (record.permanentInjury)
    candidates.push({ severity: 'surgery_or_permanent', derivedFrom: 'permanent_injury' });
  const levels = record.treatment?.levels ?? [];
  if (levels.includes('surgery'))
    candidates.push({ severity: 'surgery_or_permanent', derivedFrom: 'surgery' });
  if (levels.includes('hospital') || levels.includes('icu'))
    candidates.push({ severity: 'objective', derivedFrom: 'hospital_admission' });
  if (candidates.length === 0 && (record.injuries?.length || levels.length))
    candidates.push({ severity: 'soft_tissue', derivedFrom: 'injuries_described' });
  return candidates.reduce<SeverityReading>(
    (best, candidate) =>
      best.severity === undefined || rank[candidate.severity!] > rank[best.severity] ? candidate : best,
    { severity: undefined },
  );
}
