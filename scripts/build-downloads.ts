import fs from 'node:fs';
import path from 'node:path';

import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

import { site } from '../src/web/content/site';
import { type FormTemplate, formTemplates } from '../src/web/content/resources';

/**
 * The /resources form templates as real files (docs/decisions/0020-downloads-built-from-content.md):
 * generated at build time from src/web/content/resources.ts, so the text lives in one place.
 */
const footer = `${site.productName} · ${site.supportEmail} · ${site.supportPhone}. General information, not legal advice.`;

function pdfBuffer(form: FormTemplate): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      info: { Title: form.title, Author: site.productName, Subject: form.description },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    const width = document.page.width - 112;
    document.font('Helvetica-Bold').fontSize(20).text(form.title);
    document.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#475569').text(form.intro, { width });
    document.fillColor('#000000');
    for (const section of form.sections) {
      document.moveDown(1).font('Helvetica-Bold').fontSize(13).text(section.heading);
      document.font('Helvetica').fontSize(10);
      for (const field of section.fields) {
        document.moveDown(0.6).text(field.label, { width });
        for (let line = 0; line < (field.lines ?? 1); line += 1) {
          const y = document.y + 16;
          document
            .moveTo(56, y)
            .lineTo(56 + width, y)
            .strokeColor('#94a3b8')
            .stroke();
          document.y = y + 2;
        }
      }
    }
    document.moveDown(2).fontSize(8).fillColor('#475569').text(footer, { width });
    document.end();
  });
}

function docxBuffer(form: FormTemplate): Promise<Buffer> {
  const blankLine = () => new Paragraph({ children: [new TextRun('_'.repeat(80))], spacing: { after: 120 } });
  const children: Paragraph[] = [
    new Paragraph({ text: form.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: form.intro, italics: true })], spacing: { after: 240 } }),
  ];
  for (const section of form.sections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_2 }));
    for (const field of section.fields) {
      children.push(
        new Paragraph({ children: [new TextRun(field.label)], spacing: { before: 160, after: 80 } }),
      );
      // Templates with [brackets] are letters to edit, not blanks to fill in by hand.
      if (!field.label.includes('['))
        for (let line = 0; line < (field.lines ?? 1); line += 1) children.push(blankLine());
    }
  }
  children.push(
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 480 },
      children: [new TextRun({ text: footer, size: 16 })],
    }),
  );
  const document = new Document({
    creator: site.productName,
    title: form.title,
    description: form.description,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

/** Writes every form template into <clientDir>/downloads and returns the file names. */
export async function buildDownloads(clientDir: string): Promise<string[]> {
  const folder = path.join(clientDir, 'downloads');
  fs.mkdirSync(folder, { recursive: true });
  for (const form of formTemplates) {
    const body = form.format === 'PDF' ? await pdfBuffer(form) : await docxBuffer(form);
    fs.writeFileSync(path.join(folder, form.fileName), body);
  }
  return formTemplates.map((form) => form.fileName);
}
