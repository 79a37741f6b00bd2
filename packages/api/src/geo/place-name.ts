/** Letters A–Z in words separated by one space, nothing before or after. */
const PLAIN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

/**
 * Folds case, diacritics and punctuation so "Mt. Évelyn", "mt evelyn" and "MT-EVELYN" compare
 * equal: NFD + strip combining marks, drop apostrophes and dots, other separators to one space.
 */
export function normalizePlaceName(text: string): string {
  // Nearly every Australian place name is plain letters and single spaces: skip the Unicode passes.
  if (PLAIN.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
