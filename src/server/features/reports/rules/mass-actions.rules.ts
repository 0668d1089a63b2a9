import { type RuleEntry } from './rule-types';

/**
 * Known mass actions (federal multidistrict litigation, MDL) a product, drug or device may
 * belong to: a case that names one routes to the mass-tort panel (issue 12). None of this is
 * in the research: it is general knowledge written down on 2026-11-25, so every entry is
 * 'verify' and the report names the match as unverified. The list is the JPML's to keep;
 * ours must be checked against it before it is trusted, and pruned as actions close.
 */
export interface MassActionValue {
  id: string;
  /** The action's common name, as the report shows it. */
  name: string;
  court: string;
  kind: 'drug' | 'device' | 'product';
  /** Lower-case words or phrases that name the product, matched as whole words. */
  terms: string[];
}

const jpml = 'https://www.jpml.uscourts.gov/';
const writtenOn = '2026-11-25';

function action(value: MassActionValue, citation: string): RuleEntry<MassActionValue> {
  return {
    state: 'US',
    value,
    citation,
    sourceUrls: [jpml],
    confidence: 'verify',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'report_date',
    verifiedOn: writtenOn,
    note: 'general knowledge, not in the research; check against the JPML pending-MDL list',
  };
}

export const massActionRules: RuleEntry<MassActionValue>[] = [
  action(
    {
      id: 'philips-cpap',
      name: 'Philips CPAP, BiPAP and ventilator recall',
      court: 'W.D. Pa.',
      kind: 'device',
      terms: ['dreamstation', 'philips respironics', 'philips cpap', 'philips bipap', 'trilogy ventilator'],
    },
    'MDL 3014',
  ),
  action(
    {
      id: 'bard-port',
      name: 'Bard implanted port catheters',
      court: 'D. Ariz.',
      kind: 'device',
      terms: ['powerport', 'bard port', 'bard implanted port'],
    },
    'MDL 3081',
  ),
  action(
    {
      id: 'exactech',
      name: 'Exactech joint implants',
      court: 'E.D.N.Y.',
      kind: 'device',
      terms: ['exactech'],
    },
    'MDL 3044',
  ),
  action(
    {
      id: 'bair-hugger',
      name: 'Bair Hugger surgical warming blankets',
      court: 'D. Minn.',
      kind: 'device',
      terms: ['bair hugger'],
    },
    'MDL 2666',
  ),
  action(
    {
      id: 'glp-1',
      name: 'GLP-1 drugs (Ozempic, Wegovy, Mounjaro and others)',
      court: 'E.D. Pa.',
      kind: 'drug',
      terms: [
        'ozempic',
        'wegovy',
        'mounjaro',
        'zepbound',
        'rybelsus',
        'semaglutide',
        'tirzepatide',
        'saxenda',
        'victoza',
        'trulicity',
      ],
    },
    'MDL 3094',
  ),
  action(
    { id: 'suboxone', name: 'Suboxone film', court: 'N.D. Ohio', kind: 'drug', terms: ['suboxone'] },
    'MDL 3092',
  ),
  action(
    {
      id: 'depo-provera',
      name: 'Depo-Provera injections',
      court: 'N.D. Fla.',
      kind: 'drug',
      terms: ['depo-provera', 'depo provera', 'medroxyprogesterone'],
    },
    'MDL 3140',
  ),
  action(
    { id: 'tepezza', name: 'Tepezza', court: 'N.D. Ill.', kind: 'drug', terms: ['tepezza'] },
    'MDL 3079',
  ),
  action(
    {
      id: 'hair-relaxer',
      name: 'Chemical hair relaxers',
      court: 'N.D. Ill.',
      kind: 'product',
      terms: ['hair relaxer', 'relaxer', 'alisador', 'alaciador'],
    },
    'MDL 3060',
  ),
  action(
    {
      id: 'paraquat',
      name: 'Paraquat weed killer',
      court: 'S.D. Ill.',
      kind: 'product',
      terms: ['paraquat', 'gramoxone'],
    },
    'MDL 3004',
  ),
  action(
    {
      id: 'roundup',
      name: 'Roundup weed killer',
      court: 'N.D. Cal.',
      kind: 'product',
      terms: ['roundup', 'glyphosate'],
    },
    'MDL 2741',
  ),
  action(
    {
      id: 'talc',
      name: 'Talc body powder',
      court: 'D.N.J.',
      kind: 'product',
      terms: ['talc', 'talcum', 'baby powder', 'talco'],
    },
    'MDL 2738',
  ),
  action(
    {
      id: 'afff',
      name: 'AFFF firefighting foam',
      court: 'D.S.C.',
      kind: 'product',
      terms: ['afff', 'firefighting foam', 'aqueous film-forming foam'],
    },
    'MDL 2873',
  ),
];
