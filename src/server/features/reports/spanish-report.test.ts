import fs from 'node:fs';
import path from 'node:path';

import { eld } from 'eld/small';
import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../contracts/case-record';
import { personasDirectory } from '../../../../test/support/personas';

import { composeReportEmail } from './compose-report-email';
import { renderReportHtml } from './render-report-html';
import { renderReportPdf } from './render-report-pdf';
import { personaCaseRecord } from './testing/persona-case-records';
import { caseRecord, onDay, pdfText } from './testing/report-test-kit';
import { reportViewFor } from './testing/report-view-kit';
import { reportWords } from './words';

/**
 * A Spanish intake gets its report and its email in Spanish (issues 11 and 13): the page, the
 * PDF as pdftotext reads it and the email, checked with the language detector the intake uses
 * (eld) sentence by sentence, with exact strings, and with no sentence of the English pack left.
 */
const link = { url: 'https://caseintake.test/report/abc', expiresAt: '2026-12-21T00:00:00.000Z' };

/** A dog bite in Albuquerque told in Spanish (the shape of persona l16). */
const spanishDogBite: CaseRecord = caseRecord({
  language: 'es',
  caseType: 'dog_bite',
  state: 'NM',
  incidentDate: onDay('2026-09-19'),
  injuries: ['mordidas en el antebrazo y la mano izquierda (puntos)', 'infección'],
  treatment: { levels: ['er', 'clinic'], status: 'released' },
  medicalBills: { total: 4_700, paid: [] },
  lostWages: { total: 1_300 },
  ownFaultPercent: 0,
  atFaultParty: 'el vecino, cuyo perro se salió por la puerta rota',
  propertyOwner: 'el vecino',
  otherPartyInsurer: 'State Farm',
  priorAttorney: false,
});

const htmlText = (html: string) =>
  html
    .replace(/<style>[^]*?<\/style>/, '')
    .replace(/<svg[^]*?<\/svg>/, '')
    .replace(/<br>/g, ' ')
    .replace(/<\/(p|li|td|th|h1|h2|span)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Sentences long enough to judge (40 letters or more), without addresses, citations or
 * the names of organisations, each of which must read as Spanish.
 */
function notSpanish(text: string): string[] {
  return text
    .split(/\n|(?<=[.:;])\s+/)
    .map((line) =>
      line.replace(/https?:\/\/\S+|\([^)]*§[^)]*\)|Case Intake|American Bar Association/g, '').trim(),
    )
    .filter((line) => line.replace(/[^\p{L}]/gu, '').length >= 40)
    .filter((line) => eld.detect(line).language !== 'es');
}

/** Every sentence of the English pack's fixed text, to be sure none is left in a Spanish report. */
const english = reportWords('en');
const englishSentences = [
  ...english.disclaimers,
  english.matchingDisclosure,
  english.howAttorneyIsChosen,
  english.page.urgentAdvice,
  english.page.notAPromise,
  english.email.estimateNote,
  ...english.evidence.dog_bite,
];

async function renderAll(record: CaseRecord, options: Parameters<typeof reportViewFor>[1] = {}) {
  const { view, conclusions } = reportViewFor(record, { fullName: 'Rosa Baca', ...options });
  const html = renderReportHtml(view);
  const pdf = pdfText(await renderReportPdf(view));
  const email = composeReportEmail(view, link);
  return { view, conclusions, html, pdf, email };
}

describe('a Spanish intake gets the report and the email in Spanish', () => {
  it('words the page, the PDF and the email in Spanish, with no English sentence left', async () => {
    const { html, pdf, email } = await renderAll(spanishDogBite);
    expect(html).toContain('<html lang="es">');
    for (const text of [htmlText(html), pdf, email.text]) {
      expect(notSpanish(text)).toEqual([]);
      for (const sentence of englishSentences) expect(text).not.toContain(sentence);
    }
    expect(html).toContain('<h1>Su informe del valor de su caso</h1>');
    expect(html).toContain('Rosa, esto es lo que suelen valer los casos como el suyo');
    expect(html).toContain('Plazo para presentar la demanda (prescripción)');
    expect(html).toContain('NM: 3 años desde el incidente (19 de septiembre de 2026).');
    expect(html).toContain('Mordedura de perro en NM, 19 de septiembre de 2026');
    expect(pdf).toContain('Rango estimado');
    expect(pdf).toContain('Lea esto, por favor');
    expect(pdf).toContain('Qué guardar y reunir');
    expect(email.subject).toBe('Su informe del valor de su caso de Case Intake');
    expect(email.text.startsWith('Hola, Rosa:')).toBe(true);
    expect(email.text).toContain('(el enlace funciona hasta el 21 de diciembre de 2026)');
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('Abrir su informe');
  });

  it("explains in Spanish a work injury we do not refer, with the state's agency marked as not yet checked", async () => {
    const { html, pdf } = await renderAll({
      ...spanishDogBite,
      caseType: 'workplace',
      state: 'NE',
      workersComp: true,
      thirdPartyInvolved: false,
      propertyOwner: undefined,
      atFaultParty: 'la banda transportadora de la empresa',
    });
    expect(html).toContain('Por qué no referimos este caso y a dónde puede acudir');
    expect(html).toContain(
      'Nebraska Workers&#39; Compensation Court: la agencia de compensación laboral de su estado</a> <span class="tag">dirección tomada de conocimiento general, todavía sin verificar por nosotros</span>',
    );
    expect(html).toContain('Plazo a vigilar.');
    expect(notSpanish(htmlText(html))).toEqual([]);
    expect(notSpanish(pdf)).toEqual([]);
  });

  it('keeps an English case in English', async () => {
    const { html, email } = await renderAll({
      ...spanishDogBite,
      language: 'en',
      injuries: ['dog bite, stitches'],
    });
    expect(html).toContain('<html lang="en">');
    expect(email.subject).toBe('Your case value report from Case Intake');
    expect(eld.detect(email.text).language).toBe('en');
  });
});

const directory = personasDirectory(path.resolve(import.meta.dirname, '../../../..'));
if (!directory) console.warn('!! shared/personas not found: the Spanish persona report test is SKIPPED.');

describe.skipIf(!directory)('the Spanish personas (l07, l16) get Spanish reports', () => {
  const personas = directory
    ? (
        JSON.parse(fs.readFileSync(path.join(directory, 'personas.json'), 'utf8')) as {
          personas: { id: string }[];
        }
      ).personas
    : [];

  it.each(['l07-work-meat-plant-ne-spanish', 'l16-dog-bite-nm-spanish'])('%s', async (id) => {
    const { record } = personaCaseRecord(personas.find((persona) => persona.id === id));
    expect(record.language).toBe('es');
    const { html, pdf, email } = await renderAll(record);
    for (const text of [htmlText(html), pdf, email.text]) expect(notSpanish(text)).toEqual([]);
    expect(email.subject).toBe('Su informe del valor de su caso de Case Intake');
    if (id.startsWith('l07'))
      expect(html).toContain('La compensación laboral sigue aplicándose y paga su atención médica');
  });
});
