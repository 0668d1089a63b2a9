import { z } from 'zod';

/** One short piece of the site's content the intake may quote (scripts/site-passages.ts). */
export const sitePassageSchema = z.object({
  id: z.string().min(1),
  /** The page it comes from, a path of the site. */
  url: z.string().startsWith('/'),
  title: z.string().min(1),
  /** What it is looked up by, with the title. */
  text: z.string().min(1),
  /** What the chat says: one or two sentences. */
  answer: z.string().min(1),
});
export type SitePassage = z.infer<typeof sitePassageSchema>;
