/** docs/product/shell-and-accounts.md, "Testing devices": the microphone meter has nine segments. */
export const METER_SEGMENTS = 9;
/** Each segment stands for 6 dB; below -54 dBFS the meter is dark. */
const DB_PER_SEGMENT = 6;
const FLOOR_DB = -DB_PER_SEGMENT * METER_SEGMENTS;

/** How many of the nine segments light up for a root-mean-square level (0..1, full scale = 1). */
export function levelToSegments(rms: number): number {
  if (!Number.isFinite(rms) || rms <= 0) return 0;
  const db = 20 * Math.log10(Math.min(rms, 1));
  const lit = Math.ceil((db - FLOOR_DB) / DB_PER_SEGMENT);
  return Math.max(0, Math.min(METER_SEGMENTS, lit));
}
