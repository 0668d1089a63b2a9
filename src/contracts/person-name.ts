/**
 * A name as a person would write it on a form (issue 28): spaces collapsed, and a name typed
 * all in lower case or all in capitals ("maria  g lopez", "MARIA LOPEZ") put in title case,
 * each part after a space, hyphen or apostrophe capitalised ("O'Brien", "Mary-Jane"). A name
 * typed with its own capitals ("deShawn McNeil", "Ana de la Cruz") is kept as typed. The
 * browser tidies it in the start form, the server again where it stores it. No zod here.
 */
export function tidyPersonName(name: string): string {
  const collapsed = name.normalize('NFC').replace(/\s+/g, ' ').trim();
  const isOneCase = collapsed === collapsed.toLowerCase() || collapsed === collapsed.toUpperCase();
  if (!isOneCase) return collapsed;
  return collapsed
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}
