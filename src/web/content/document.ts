/** A titled block of prose with an optional bullet list: articles, guides, policies and terms use it. */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
