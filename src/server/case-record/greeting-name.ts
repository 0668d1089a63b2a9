/**
 * The first name we greet a visitor by, in the chat and in the report email: letters only
 * (a "name" that is a link or a sentence greets nobody, decision 0064), and "tanya" typed in
 * a hurry is greeted "Tanya" while "deShawn" stays as written.
 */
export function greetingNameOf(fullName: string | null | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0] ?? '';
  if (!/^\p{L}[\p{L}\p{M}'’-]{0,29}$/u.test(first)) return null;
  return first === first.toLowerCase() ? first.charAt(0).toUpperCase() + first.slice(1) : first;
}
