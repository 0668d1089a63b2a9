import { articleBodies } from '../src/web/content/article-bodies';
import { articleHref, articles } from '../src/web/content/articles';
import type { DocumentSection } from '../src/web/content/document';
import { faqEntries } from '../src/web/content/faq';
import { guideBodies } from '../src/web/content/guide-bodies';
import { howItWorksBenefits, howItWorksSteps } from '../src/web/content/how-it-works';
import { practiceAreaGuides } from '../src/web/content/practice-area-guides';
import { practiceAreas } from '../src/web/content/practice-areas';
import { resourceGuides } from '../src/web/content/resource-guides';
import type { SitePassage } from '../src/server/features/intake/questions/site-passage';

/**
 * The site's own content (src/web/content) cut into short passages the intake may quote
 * when it answers a visitor's question (issue 23 rule 2, decision 0107). The server never
 * imports web code, so `npm run build:site-passages` writes them to a JSON file beside the
 * intake's question answering; a test fails when that file and the content disagree.
 *
 * A passage is one FAQ answer, one step, one list item or a paragraph cut into pieces of at
 * most two sentences: what the chat says is never more than that.
 */

/** Sentences, split at . ! ? followed by a space and a capital (keeps "$3.5k", "e.g." whole enough). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const firstSentences = (text: string, count = 2) => sentencesOf(text).slice(0, count).join(' ');

function pairsOf(text: string): string[] {
  const sentences = sentencesOf(text);
  const pieces: string[] = [];
  for (let index = 0; index < sentences.length; index += 2)
    pieces.push(sentences.slice(index, index + 2).join(' '));
  return pieces;
}

function documentPassages(
  idPrefix: string,
  title: string,
  url: string,
  sections: DocumentSection[],
): SitePassage[] {
  const passages: SitePassage[] = [];
  sections.forEach((section, sectionIndex) => {
    const heading = `${title}: ${section.heading}`;
    const add = (text: string, answer: string, index: number) =>
      passages.push({ id: `${idPrefix}:${sectionIndex}.${index}`, url, title: heading, text, answer });
    // A paragraph that only leads into the list ("Claims usually include:") is said with each item.
    const lead = section.paragraphs.find((paragraph) => paragraph.trim().endsWith(':'));
    let index = 0;
    for (const paragraph of section.paragraphs) {
      if (paragraph === lead) continue;
      for (const piece of pairsOf(paragraph)) add(piece, piece, index++);
    }
    for (const item of section.list ?? []) add(item, lead ? `${lead} ${item}` : item, index++);
  });
  return passages;
}

export function buildSitePassages(): SitePassage[] {
  const passages: SitePassage[] = [];
  // An FAQ answer that opens with a short reply ("Yes.", "Probably not.") keeps it before each sentence.
  for (const entry of faqEntries) {
    const [first = '', ...rest] = sentencesOf(entry.answer);
    const opener = first.split(/\s+/).length <= 3 ? first : null;
    const pieces = opener ? rest : pairsOf(entry.answer);
    pieces.forEach((piece, index) =>
      passages.push({
        id: `faq:${entry.id}:${index}`,
        url: '/faq',
        title: entry.question,
        text: piece,
        answer: opener ? `${opener} ${piece}` : piece,
      }),
    );
  }
  howItWorksSteps.forEach((step, index) =>
    passages.push({
      id: `how-it-works:step-${index + 1}`,
      url: '/how-it-works',
      title: `${step.title} (${step.duration})`,
      text: step.text,
      answer: `${step.title} (${step.duration}): ${step.text}`,
    }),
  );
  howItWorksBenefits.forEach((benefit, index) =>
    passages.push({
      id: `how-it-works:benefit-${index + 1}`,
      url: '/how-it-works',
      title: benefit.title,
      text: benefit.text,
      answer: `${benefit.title}: ${benefit.text}`,
    }),
  );
  for (const area of practiceAreas) {
    const guide = practiceAreaGuides[area.slug];
    const title = `${area.title}: what to do after the accident`;
    guide.afterAccident.forEach((item, index) =>
      passages.push({
        id: `practice-area:${area.slug}:after-${index + 1}`,
        url: area.href,
        title,
        text: item,
        answer: item,
      }),
    );
    passages.push({
      id: `practice-area:${area.slug}:watch-out`,
      url: area.href,
      title: `${area.title}: watch out`,
      text: guide.watchOut,
      answer: firstSentences(guide.watchOut),
    });
  }
  for (const guide of resourceGuides) {
    const body = guideBodies[guide.slug];
    if (body)
      passages.push(
        ...documentPassages(
          `guide:${guide.slug}`,
          guide.title,
          `/resources/guides/${guide.slug}`,
          body.sections,
        ),
      );
  }
  for (const article of articles) {
    const body = articleBodies[article.slug];
    if (body)
      passages.push(
        ...documentPassages(
          `article:${article.slug}`,
          article.title,
          articleHref(article.slug),
          body.sections,
        ),
      );
  }
  return passages;
}
