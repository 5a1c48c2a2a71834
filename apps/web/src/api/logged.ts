// Spec forms.md §8: the message receiver's and the audit pages' failed loads are only logged to the
// console (the request itself is silent); the page shows its own empty or failed state.

/** A query function that logs its failure to the console before passing it on. */
export function logged<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(error);
      throw error;
    }
  };
}
