import type { FactKey } from '../../../../../contracts/case-record';

import { caseTypeFact, secondaryCaseTypeFact } from './case-type.fact';
import { facilityFact, propertyOwnerFact, providerFact } from './care.facts';
import { discoveryDateFact } from './discovery-date.fact';
import {
  incidentReportFact,
  photosFact,
  policeReportFact,
  policeReportNumberFact,
  witnessesFact,
} from './evidence.facts';
import type { FactModule } from './fact-module';
import { firstTreatmentDateFact } from './first-treatment-date.fact';
import {
  atFaultPartyFact,
  clearLiabilityFact,
  governmentDefendantFact,
  governmentKindFact,
  ownFaultNotesFact,
  ownFaultPercentFact,
} from './fault.facts';
import { incidentDateFact } from './incident-date.fact';
import { deceasedFact, injuriesFact, uninjuredFact, permanentInjuryFact } from './injuries.fact';
import {
  hasUmUimFact,
  healthInsuranceFact,
  otherPartyInsurerFact,
  ownCoverageFact,
  policyLimitFact,
} from './insurance.facts';
import { recordedStatementFact, releaseSignedFact } from './insurer-dealings.facts';
import { medicalBillsFact } from './medical-bills.fact';
import {
  futureMedicalFact,
  lostWagesFact,
  outOfPocketFact,
  propertyDamageFact,
  settlementOfferFact,
} from './money.facts';
import {
  ageFact,
  callerRelationshipFact,
  callLanguageFact,
  priorAttorneyFact,
  priorInjuriesFact,
  priorInjurySamePartFact,
} from './person.facts';
import {
  manufacturerFact,
  medicalDeviceFact,
  productFact,
  productPreservedFact,
  productRecalledFact,
} from './product.facts';
import { roleFact } from './role.fact';
import { cityFact, stateFact } from './state.fact';
import { treatmentFact } from './treatment.fact';
import {
  employerFact,
  employerHasCompFact,
  thirdPartyFact,
  thirdPartyInvolvedFact,
  workersCompFact,
} from './work.facts';

/**
 * Every fact, in reading order: the case type first (others depend on it), then the rest.
 * A fact key without a module here is a type error.
 */
export const factRegistry: { [K in FactKey]: FactModule<K> } = {
  caseType: caseTypeFact,
  secondaryCaseType: secondaryCaseTypeFact,
  medicalDevice: medicalDeviceFact,
  incidentDate: incidentDateFact,
  discoveryDate: discoveryDateFact,
  state: stateFact,
  city: cityFact,
  role: roleFact,
  injuries: injuriesFact,
  uninjured: uninjuredFact,
  permanentInjury: permanentInjuryFact,
  deceased: deceasedFact,
  treatment: treatmentFact,
  // After the incident date: care dated from it ("the next morning") is that date moved on.
  firstTreatmentDate: firstTreatmentDateFact,
  medicalBills: medicalBillsFact,
  futureMedical: futureMedicalFact,
  lostWages: lostWagesFact,
  propertyDamage: propertyDamageFact,
  outOfPocket: outOfPocketFact,
  ownFaultPercent: ownFaultPercentFact,
  ownFaultNotes: ownFaultNotesFact,
  atFaultParty: atFaultPartyFact,
  clearLiability: clearLiabilityFact,
  governmentDefendant: governmentDefendantFact,
  governmentKind: governmentKindFact,
  otherPartyInsurer: otherPartyInsurerFact,
  policyLimit: policyLimitFact,
  ownCoverage: ownCoverageFact,
  hasUmUim: hasUmUimFact,
  healthInsurance: healthInsuranceFact,
  settlementOffer: settlementOfferFact,
  policeReport: policeReportFact,
  policeReportNumber: policeReportNumberFact,
  incidentReport: incidentReportFact,
  witnesses: witnessesFact,
  photos: photosFact,
  priorAttorney: priorAttorneyFact,
  releaseSigned: releaseSignedFact,
  recordedStatement: recordedStatementFact,
  employer: employerFact,
  workersComp: workersCompFact,
  employerHasComp: employerHasCompFact,
  thirdPartyInvolved: thirdPartyInvolvedFact,
  thirdParty: thirdPartyFact,
  product: productFact,
  manufacturer: manufacturerFact,
  productPreserved: productPreservedFact,
  productRecalled: productRecalledFact,
  provider: providerFact,
  facility: facilityFact,
  propertyOwner: propertyOwnerFact,
  priorInjuries: priorInjuriesFact,
  priorInjurySamePart: priorInjurySamePartFact,
  // Who is writing comes first: whose age a story states depends on it.
  callerRelationship: callerRelationshipFact,
  callLanguage: callLanguageFact,
  age: ageFact,
};

export function factModule<K extends FactKey>(key: K): FactModule<K> {
  return factRegistry[key];
}
