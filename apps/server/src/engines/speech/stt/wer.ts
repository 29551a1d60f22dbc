/** Word edit distance (substitutions, insertions, deletions) between a reference and a hypothesis. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const ref = reference.toLowerCase().split(/\s+/).filter(Boolean);
  const hyp = hypothesis.toLowerCase().split(/\s+/).filter(Boolean);
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + same);
    }
    prev = row;
  }
  return { errors: prev[hyp.length]!, words: ref.length };
}
