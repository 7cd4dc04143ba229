/**
 * Sequence alignment for the diff (diff.ts): which items of `before` pair with which of `after`,
 * in order. A weighted longest common subsequence: equal items score by `score`, items that
 * may not pair score 0. Equal prefixes and suffixes are taken first, so an edit in one place of
 * a long document costs little.
 */

/** One step: a pair (both indexes), a deletion (after null) or an insertion (before null). */
export type Step = { before: number | null; after: number | null };

/** Above this many cells the middle is not aligned (all of it is deleted and inserted). */
const MAX_CELLS = 4_000_000;

/**
 * Aligns `before` with `after`. `same(i, j)` says the items are equal (taken greedily at both
 * ends); `score(i, j)` is how much pairing them is worth (0: never pair).
 */
export function align(
  beforeLength: number,
  afterLength: number,
  same: (i: number, j: number) => boolean,
  score: (i: number, j: number) => number,
): Step[] {
  let start = 0;
  while (start < beforeLength && start < afterLength && same(start, start)) start++;
  let endBefore = beforeLength;
  let endAfter = afterLength;
  while (endBefore > start && endAfter > start && same(endBefore - 1, endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  const steps: Step[] = [];
  for (let i = 0; i < start; i++) steps.push({ before: i, after: i });
  const n = endBefore - start;
  const m = endAfter - start;
  if (n > 0 && m > 0 && n * m <= MAX_CELLS) {
    steps.push(...alignMiddle(start, start, n, m, score));
  } else {
    for (let i = 0; i < n; i++) steps.push({ before: start + i, after: null });
    for (let j = 0; j < m; j++) steps.push({ before: null, after: start + j });
  }
  for (let k = 0; k < beforeLength - endBefore; k++) {
    steps.push({ before: endBefore + k, after: endAfter + k });
  }
  return steps;
}

function alignMiddle(
  offsetBefore: number,
  offsetAfter: number,
  n: number,
  m: number,
  score: (i: number, j: number) => number,
): Step[] {
  const width = m + 1;
  // best[i][j]: the best total aligning before[i..] with after[j..].
  const best = new Float64Array((n + 1) * width);
  const pairScore = new Float64Array(n * m);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const value = score(offsetBefore + i, offsetAfter + j);
      pairScore[i * m + j] = value;
      const skip = Math.max(best[(i + 1) * width + j] ?? 0, best[i * width + j + 1] ?? 0);
      const take = value > 0 ? value + (best[(i + 1) * width + j + 1] ?? 0) : 0;
      best[i * width + j] = Math.max(skip, take);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const value = pairScore[i * m + j] ?? 0;
    const here = best[i * width + j] ?? 0;
    if (value > 0 && here === value + (best[(i + 1) * width + j + 1] ?? 0)) {
      steps.push({ before: offsetBefore + i, after: offsetAfter + j });
      i++;
      j++;
    } else if (here === (best[(i + 1) * width + j] ?? 0)) {
      // Deletions before insertions: the old text reads first.
      steps.push({ before: offsetBefore + i, after: null });
      i++;
    } else {
      steps.push({ before: null, after: offsetAfter + j });
      j++;
    }
  }
  for (; i < n; i++) steps.push({ before: offsetBefore + i, after: null });
  for (; j < m; j++) steps.push({ before: null, after: offsetAfter + j });
  return steps;
}
