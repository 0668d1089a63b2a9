import { describeDate, readIncidentDate } from './dates.facts';
import { anyCase, type FactModule } from './fact-module';

export const incidentDateFact: FactModule<'incidentDate'> = {
  key: 'incidentDate',
  appliesTo: anyCase,
  question: {
    en: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'On what date did the treatment or procedure happen? A rough date is fine.'
        : 'On what date did it happen? A rough date is fine.',
    es: (record) =>
      record.caseType === 'medical_malpractice'
        ? '¿En qué fecha fue el tratamiento o el procedimiento? Una fecha aproximada está bien.'
        : '¿En qué fecha pasó? Una fecha aproximada está bien.',
  },
  rephrase: {
    en: () => 'Do you remember roughly when it was, even just the month and year?',
    es: () => '¿Recuerda más o menos cuándo fue, aunque sea el mes y el año?',
  },
  read: readIncidentDate,
  describe: describeDate,
};
