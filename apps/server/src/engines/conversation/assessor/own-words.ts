import { tokenize } from '../language/tokenize';
import { onlyASlip } from './words';

/**
 * docs/product/assessor.md, "Equivalent forms": a reply word that is a word of the rubric (its
 * question or one of its items) is that word, never a recogniser's slip for another rubric word.
 * "light" is one letter from "right", so without this "red light on the left wingtip" read as
 * "red right … left", and "light" said for "Green light on the right wingtip" gave its "right".
 */

/** The words of the rubric's texts (question and items), as the tokenizer reads them. */
export function rubricVocabulary(texts: readonly string[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const text of texts)
    for (const t of tokenize(text).tokens) if (t.kind === 'word') vocabulary.add(t.text);
  return vocabulary;
}

/** Whether the reply word `said` stands for `word` only as a slip while being a rubric word itself. */
export function anotherRubricWord(
  vocabulary: ReadonlySet<string> | undefined,
  said: string,
  word: string,
): boolean {
  return vocabulary !== undefined && vocabulary.has(said) && onlyASlip(said, word);
}
