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
  /**
   * The action's deadline facts: the month the MDL was formed (general knowledge, to be
   * checked with the rest). A claim in an MDL keeps its own state's deadline, commonly counted
   * from when the harm and its link to the product were known, which the formation or a recall
   * often marks; tolling agreements and filing orders are the action's own.
   */
  formed: string;
}

/** The case manager's line for an action's deadlines (English, the console's language). */
export function massActionDeadlineFacts(value: MassActionValue): string {
  return (
    `MDL formed ${value.formed} (unverified). The claim keeps its state's deadline, counted from when the ` +
    'harm and its link to the product were known; check the MDL for tolling agreements and filing orders.'
  );
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
      id: 'bard-hernia-mesh',
      formed: '2018-08',
      name: 'Bard/Davol hernia mesh',
      court: 'S.D. Ohio',
      kind: 'device',
      terms: ['bard mesh', 'davol', 'ventralex', 'perfix plug', 'composix', 'bard hernia mesh'],
    },
    'MDL 2846',
  ),
  action(
    {
      id: 'covidien-hernia-mesh',
      formed: '2022-04',
      name: 'Covidien hernia mesh',
      court: 'D. Mass.',
      kind: 'device',
      terms: ['covidien mesh', 'parietex', 'covidien hernia mesh'],
    },
    'MDL 3029',
  ),
  action(
    {
      id: 'atrium-c-qur',
      formed: '2016-12',
      name: 'Atrium C-Qur hernia mesh',
      court: 'D.N.H.',
      kind: 'device',
      terms: ['c-qur', 'atrium mesh'],
    },
    'MDL 2753',
  ),
  action(
    {
      id: 'physiomesh',
      formed: '2017-06',
      name: 'Ethicon Physiomesh hernia mesh',
      court: 'N.D. Ga.',
      kind: 'device',
      terms: ['physiomesh', 'ethicon hernia mesh'],
    },
    'MDL 2782',
  ),
  action(
    {
      id: 'hernia-mesh',
      formed: '2016-12',
      name: 'Hernia mesh implants (several makers, each its own action)',
      court: 'D.N.H., N.D. Ga., S.D. Ohio, D. Mass.',
      kind: 'device',
      terms: ['hernia mesh', 'surgical mesh', 'malla de hernia', 'malla quirúrgica'],
    },
    'MDL 2753, 2782, 2846, 3029',
  ),
  action(
    {
      id: 'philips-cpap',
      formed: '2021-10',
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
      formed: '2023-08',
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
      formed: '2022-10',
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
      formed: '2015-12',
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
      formed: '2024-02',
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
    {
      id: 'suboxone',
      formed: '2024-02',
      name: 'Suboxone film',
      court: 'N.D. Ohio',
      kind: 'drug',
      terms: ['suboxone'],
    },
    'MDL 3092',
  ),
  action(
    {
      id: 'depo-provera',
      formed: '2025-02',
      name: 'Depo-Provera injections',
      court: 'N.D. Fla.',
      kind: 'drug',
      terms: ['depo-provera', 'depo provera', 'medroxyprogesterone'],
    },
    'MDL 3140',
  ),
  action(
    {
      id: 'tepezza',
      formed: '2023-06',
      name: 'Tepezza',
      court: 'N.D. Ill.',
      kind: 'drug',
      terms: ['tepezza'],
    },
    'MDL 3079',
  ),
  action(
    {
      id: 'hair-relaxer',
      formed: '2023-02',
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
      formed: '2021-06',
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
      formed: '2016-10',
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
      formed: '2016-10',
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
      formed: '2018-12',
      name: 'AFFF firefighting foam',
      court: 'D.S.C.',
      kind: 'product',
      terms: ['afff', 'firefighting foam', 'aqueous film-forming foam'],
    },
    'MDL 2873',
  ),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first known action a text names (a product, its maker, the injuries), matched on whole words. */
export function massActionNamedIn(text: string): RuleEntry<MassActionValue> | undefined {
  const lower = text.toLowerCase();
  return massActionRules.find((candidate) =>
    candidate.value.terms.some((term) =>
      new RegExp(`(^|[^\\p{L}])${escapeRegExp(term)}($|[^\\p{L}])`, 'u').test(lower),
    ),
  );
}
