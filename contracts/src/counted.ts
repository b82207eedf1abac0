/** `1 client`, `3 clients`, `2 people`: a count and the word that goes with it (`many` for any count but 1). */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
