/**
 * Canonical form of a rubric subanswer (docs/product/authoring.md, "Question bank":
 * "sub-answers are normalised before a question is saved"): lower case, straight quotes, punctuation other
 * than the decimal point and number separators dropped, whitespace collapsed. The assessor matches against
 * this form.
 */
export function normalizeSubanswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(\d),(\d{3})/g, '$1$2') // 4,500 → 4500
    .replace(/(\d)\.(\d)/g, '$1\uE000$2') // keep decimal points (122.95)
    .replace(/[^\p{L}\p{N}\s'\uE000%/-]/gu, ' ')
    .replace(/\uE000/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}
