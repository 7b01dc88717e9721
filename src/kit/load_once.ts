// Something fetched on demand (a library, a script, a chunk): the first call starts it and the
// later ones share its promise; a failure is forgotten, so that the next call tries again.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error) => {
      loading = null;
      throw error;
    }));
}
