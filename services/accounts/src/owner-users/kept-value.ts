/**
 * One value a process keeps for a moment (the owner users table's facts and user list): fresh for `freshMs`; a read
 * after that still gets the kept value at once while one load runs, but a value older than twice `freshMs` is never
 * given (the read waits for the load). A failed load is the waiting reads' error and keeps nothing new.
 */
export function keptValue<V>(freshMs: number, load: () => Promise<V>) {
  let kept: { value: V; at: number } | null = null;
  let loading: Promise<V> | null = null;

  const reload = (): Promise<V> => {
    loading ??= load()
      .then((value) => {
        kept = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    async get(): Promise<V> {
      const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
      if (kept && age <= freshMs) return kept.value;
      if (kept && age <= 2 * freshMs) {
        // Stale but young enough: served now, reloaded behind it (a failure is logged by the next waiting read).
        reload().catch(() => undefined);
        return kept.value;
      }
      return reload();
    },
    /** What it kept changed: the next read waits for a new value. */
    forget(): void {
      kept = null;
    },
  };
}
