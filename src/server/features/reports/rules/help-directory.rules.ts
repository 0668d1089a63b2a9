import { type RuleEntry } from './rule-types';

/**
 * Where a visitor we do not refer can turn (issue 13): per state, the state bar (which runs
 * or lists the lawyer referral services there) and the workers' compensation agency. None of
 * it is in the research: names and addresses are general knowledge written down on
 * 2026-11-25, so every entry is 'verify' and the report shows each link with a visible
 * "not yet checked by us" mark, beside the national directory that lists it (decision 0028).
 * The sources are those national directories: the place to check an entry.
 */
export interface HelpLink {
  name: string;
  url: string;
}

export interface HelpDirectoryValue {
  lawyerReferral: HelpLink;
  workersComp: HelpLink;
}

/** The national directories: the ABA's list of lawyer referral services, the Department of Labor's list of state agencies. */
export const nationalHelp = {
  lawyerReferral: {
    name: 'American Bar Association directory of lawyer referral services',
    url: 'https://www.americanbar.org/groups/lawyer_referral/resources/lrs-directory/',
  },
  workersComp: {
    name: "U.S. Department of Labor list of state workers' compensation agencies",
    url: 'https://www.dol.gov/agencies/owcp/wc',
  },
} satisfies HelpDirectoryValue;

const writtenOn = '2026-11-25';

type Row = [state: string, bar: string, barUrl: string, agency: string, agencyUrl: string];

const rows: Row[] = [
  [
    'AL',
    'Alabama State Bar',
    'https://www.alabar.org',
    "Alabama Department of Labor, Workers' Compensation Division",
    'https://labor.alabama.gov',
  ],
  [
    'AK',
    'Alaska Bar Association',
    'https://alaskabar.org',
    "Alaska Division of Workers' Compensation",
    'https://labor.alaska.gov/wc/',
  ],
  [
    'AZ',
    'State Bar of Arizona',
    'https://www.azbar.org',
    'Industrial Commission of Arizona',
    'https://www.azica.gov',
  ],
  [
    'AR',
    'Arkansas Bar Association',
    'https://www.arkbar.com',
    "Arkansas Workers' Compensation Commission",
    'https://www.awcc.state.ar.us',
  ],
  [
    'CA',
    'State Bar of California',
    'https://www.calbar.ca.gov',
    "California Division of Workers' Compensation",
    'https://www.dir.ca.gov/dwc/',
  ],
  [
    'CO',
    'Colorado Bar Association',
    'https://www.cobar.org',
    "Colorado Division of Workers' Compensation",
    'https://cdle.colorado.gov/dwc',
  ],
  [
    'CT',
    'Connecticut Bar Association',
    'https://www.ctbar.org',
    "Connecticut Workers' Compensation Commission",
    'https://portal.ct.gov/wcc',
  ],
  [
    'DE',
    'Delaware State Bar Association',
    'https://www.dsba.org',
    "Delaware Office of Workers' Compensation",
    'https://labor.delaware.gov',
  ],
  [
    'DC',
    'District of Columbia Bar',
    'https://www.dcbar.org',
    "D.C. Office of Workers' Compensation",
    'https://does.dc.gov',
  ],
  [
    'FL',
    'The Florida Bar',
    'https://www.floridabar.org',
    "Florida Division of Workers' Compensation",
    'https://www.myfloridacfo.com/division/wc',
  ],
  [
    'GA',
    'State Bar of Georgia',
    'https://www.gabar.org',
    "Georgia State Board of Workers' Compensation",
    'https://sbwc.georgia.gov',
  ],
  [
    'HI',
    'Hawaii State Bar Association',
    'https://hsba.org',
    'Hawaii Disability Compensation Division',
    'https://labor.hawaii.gov/dcd/',
  ],
  ['ID', 'Idaho State Bar', 'https://isb.idaho.gov', 'Idaho Industrial Commission', 'https://iic.idaho.gov'],
  [
    'IL',
    'Illinois State Bar Association',
    'https://www.isba.org',
    "Illinois Workers' Compensation Commission",
    'https://iwcc.il.gov',
  ],
  [
    'IN',
    'Indiana State Bar Association',
    'https://www.inbar.org',
    "Worker's Compensation Board of Indiana",
    'https://www.in.gov/wcb/',
  ],
  [
    'IA',
    'Iowa State Bar Association',
    'https://www.iowabar.org',
    "Iowa Division of Workers' Compensation",
    'https://workforce.iowa.gov',
  ],
  [
    'KS',
    'Kansas Bar Association',
    'https://www.ksbar.org',
    'Kansas Division of Workers Compensation',
    'https://www.dol.ks.gov',
  ],
  [
    'KY',
    'Kentucky Bar Association',
    'https://www.kybar.org',
    "Kentucky Department of Workers' Claims",
    'https://labor.ky.gov',
  ],
  [
    'LA',
    'Louisiana State Bar Association',
    'https://www.lsba.org',
    "Louisiana Office of Workers' Compensation",
    'https://www.laworks.net',
  ],
  [
    'ME',
    'Maine State Bar Association',
    'https://www.mainebar.org',
    "Maine Workers' Compensation Board",
    'https://www.maine.gov/wcb/',
  ],
  [
    'MD',
    'Maryland State Bar Association',
    'https://www.msba.org',
    "Maryland Workers' Compensation Commission",
    'https://www.wcc.state.md.us',
  ],
  [
    'MA',
    'Massachusetts Bar Association',
    'https://www.massbar.org',
    'Massachusetts Department of Industrial Accidents',
    'https://www.mass.gov/orgs/department-of-industrial-accidents',
  ],
  [
    'MI',
    'State Bar of Michigan',
    'https://www.michbar.org',
    "Michigan Workers' Disability Compensation Agency",
    'https://www.michigan.gov/leo/bureaus-agencies/wdca',
  ],
  [
    'MN',
    'Minnesota State Bar Association',
    'https://www.mnbar.org',
    'Minnesota Department of Labor and Industry',
    'https://www.dli.mn.gov',
  ],
  [
    'MS',
    'The Mississippi Bar',
    'https://www.msbar.org',
    "Mississippi Workers' Compensation Commission",
    'https://mwcc.ms.gov',
  ],
  [
    'MO',
    'The Missouri Bar',
    'https://mobar.org',
    "Missouri Division of Workers' Compensation",
    'https://labor.mo.gov/dwc',
  ],
  [
    'MT',
    'State Bar of Montana',
    'https://www.montanabar.org',
    'Montana Employment Relations Division',
    'https://erd.dli.mt.gov',
  ],
  [
    'NE',
    'Nebraska State Bar Association',
    'https://www.nebar.com',
    "Nebraska Workers' Compensation Court",
    'https://www.wcc.nebraska.gov',
  ],
  [
    'NV',
    'State Bar of Nevada',
    'https://nvbar.org',
    'Nevada Division of Industrial Relations',
    'https://dir.nv.gov',
  ],
  [
    'NH',
    'New Hampshire Bar Association',
    'https://www.nhbar.org',
    'New Hampshire Department of Labor',
    'https://www.dol.nh.gov',
  ],
  [
    'NJ',
    'New Jersey State Bar Association',
    'https://njsba.com',
    "New Jersey Division of Workers' Compensation",
    'https://www.nj.gov/labor/',
  ],
  [
    'NM',
    'State Bar of New Mexico',
    'https://www.sbnm.org',
    "New Mexico Workers' Compensation Administration",
    'https://workerscomp.nm.gov',
  ],
  [
    'NY',
    'New York State Bar Association',
    'https://nysba.org',
    "New York Workers' Compensation Board",
    'https://www.wcb.ny.gov',
  ],
  [
    'NC',
    'North Carolina Bar Association',
    'https://www.ncbar.org',
    'North Carolina Industrial Commission',
    'https://www.ic.nc.gov',
  ],
  [
    'ND',
    'State Bar Association of North Dakota',
    'https://www.sband.org',
    'North Dakota Workforce Safety & Insurance',
    'https://www.workforcesafety.com',
  ],
  [
    'OH',
    'Ohio State Bar Association',
    'https://www.ohiobar.org',
    "Ohio Bureau of Workers' Compensation",
    'https://www.bwc.ohio.gov',
  ],
  [
    'OK',
    'Oklahoma Bar Association',
    'https://www.okbar.org',
    "Oklahoma Workers' Compensation Commission",
    'https://wcc.ok.gov',
  ],
  [
    'OR',
    'Oregon State Bar',
    'https://www.osbar.org',
    "Oregon Workers' Compensation Division",
    'https://wcd.oregon.gov',
  ],
  [
    'PA',
    'Pennsylvania Bar Association',
    'https://www.pabar.org',
    "Pennsylvania Bureau of Workers' Compensation",
    'https://www.dli.pa.gov',
  ],
  [
    'RI',
    'Rhode Island Bar Association',
    'https://www.ribar.com',
    "Rhode Island Division of Workers' Compensation",
    'https://dlt.ri.gov',
  ],
  [
    'SC',
    'South Carolina Bar',
    'https://www.scbar.org',
    "South Carolina Workers' Compensation Commission",
    'https://wcc.sc.gov',
  ],
  [
    'SD',
    'State Bar of South Dakota',
    'https://www.statebarofsd.com',
    'South Dakota Division of Labor and Management',
    'https://dlr.sd.gov',
  ],
  [
    'TN',
    'Tennessee Bar Association',
    'https://www.tba.org',
    "Tennessee Bureau of Workers' Compensation",
    'https://www.tn.gov/workforce',
  ],
  [
    'TX',
    'State Bar of Texas',
    'https://www.texasbar.com',
    "Texas Division of Workers' Compensation",
    'https://www.tdi.texas.gov/wc/',
  ],
  [
    'UT',
    'Utah State Bar',
    'https://www.utahbar.org',
    'Utah Labor Commission',
    'https://laborcommission.utah.gov',
  ],
  [
    'VT',
    'Vermont Bar Association',
    'https://www.vtbar.org',
    'Vermont Department of Labor',
    'https://labor.vermont.gov',
  ],
  [
    'VA',
    'Virginia State Bar',
    'https://www.vsb.org',
    "Virginia Workers' Compensation Commission",
    'https://workcomp.virginia.gov',
  ],
  [
    'WA',
    'Washington State Bar Association',
    'https://www.wsba.org',
    'Washington Department of Labor & Industries',
    'https://lni.wa.gov',
  ],
  [
    'WV',
    'West Virginia State Bar',
    'https://wvbar.org',
    'West Virginia Offices of the Insurance Commissioner',
    'https://www.wvinsurance.gov',
  ],
  [
    'WI',
    'State Bar of Wisconsin',
    'https://www.wisbar.org',
    "Wisconsin Worker's Compensation Division",
    'https://dwd.wisconsin.gov/wc/',
  ],
  [
    'WY',
    'Wyoming State Bar',
    'https://www.wyomingbar.org',
    "Wyoming Workers' Compensation Division",
    'https://dws.wyo.gov',
  ],
];

export const helpDirectoryRules: RuleEntry<HelpDirectoryValue>[] = rows.map(
  ([state, bar, barUrl, agency, agencyUrl]) => ({
    state,
    value: { lawyerReferral: { name: bar, url: barUrl }, workersComp: { name: agency, url: agencyUrl } },
    sourceUrls: [nationalHelp.lawyerReferral.url, nationalHelp.workersComp.url],
    confidence: 'verify',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'report_date',
    verifiedOn: writtenOn,
    note: 'general knowledge, not in the research; check each address against the national directory',
  }),
);
