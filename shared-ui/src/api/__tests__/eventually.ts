/**
 * Runs `assertion` until it passes, every 5 ms, and throws its last failure after about 100 tries: for
 * what a store does after the dispatch a test awaited (a refetch, a cache write).
 */
export async function eventually(assertion: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      return assertion();
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
