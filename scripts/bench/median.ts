// The middle value of a bench's runs (the upper middle for an even count): what `npm run bench` reports.
export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}
