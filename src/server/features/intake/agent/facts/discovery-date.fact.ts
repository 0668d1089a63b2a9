import { describeDate, readDiscoveryDate } from './dates.facts';
import type { FactModule } from './fact-module';

/** When the harm was found: the deadline runs from it in malpractice and latent-injury cases. */
export const discoveryDateFact: FactModule<'discoveryDate'> = {
  key: 'discoveryDate',
  appliesTo: (record) =>
    record.caseType === 'medical_malpractice' ||
    record.medicalDevice === true ||
    record.caseType === 'product_liability',
  question: {
    en: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'On what date did you first learn that something had gone wrong with your care?'
        : 'On what date did you first notice the harm?',
    es: (record) =>
      record.caseType === 'medical_malpractice'
        ? '¿En qué fecha supo por primera vez que algo había salido mal con su atención?'
        : '¿En qué fecha notó el daño por primera vez?',
  },
  rephrase: {
    en: () => 'Roughly when did a doctor or someone else first tell you there was a problem?',
    es: () => '¿Más o menos cuándo le dijo un médico u otra persona que había un problema?',
  },
  // Found "in October" (decision 0186): the deadline runs from the day, which a visit's date or a
  // scan's report often shows.
  followUp: {
    lacks: (record) =>
      record.discoveryDate !== undefined &&
      record.discoveryDate.precision !== 'day' &&
      record.discoveryDate.precision !== 'week',
    question: {
      en: () =>
        'Do you remember the day it was found? The date of the visit or the scan that showed it is enough.',
      es: () =>
        '¿Recuerda el día en que se descubrió? Basta con la fecha de la consulta o del estudio que lo mostró.',
    },
  },
  read: readDiscoveryDate,
  describe: describeDate,
};
