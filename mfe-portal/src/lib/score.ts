/** A completed project's performance score, out of 10 to one decimal: '8.5/10'. */
export function formatScore(score: number): string {
  return `${score.toFixed(1)}/10`;
}
