const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * The lines of a provider text that may carry HTML (a real provider's how-to-play content often
 * does): line-breaking tags become new lines, every other tag is dropped and the common entities
 * decoded, so the text is rendered as text and never as markup. Blank lines are removed.
 */
export function plainTextLines(text: string): string[] {
  return text
    .replace(/<\s*(br|\/p|\/li|\/div|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** True for an http(s) address: the only links a provider text may open. */
export function isWebLink(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}
