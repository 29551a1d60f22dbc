import { readFileSync } from 'node:fs';

const cache = new Map<string, Set<string>>();

/**
 * Every word the decoder can pronounce (stock dictionary plus ours), read once per process:
 * grammar words outside it would make pocketsphinx refuse the whole grammar.
 */
export function loadDictionaryWords(files: string[]): Set<string> {
  const key = files.join('\n');
  const hit = cache.get(key);
  if (hit) return hit;
  const words = new Set<string>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
      if (word) words.add(word);
    }
  }
  cache.set(key, words);
  return words;
}
