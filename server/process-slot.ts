/**
 * A value held once per process, on globalThis, so that development's hot reloading of a server
 * module does not create a second pool, queue or service beside the first.
 */
export function processSlot<T>(name: string) {
  const key = Symbol.for(`inkwell.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    set(value: T | undefined): void {
      holder[key] = value;
    },
    get(): T | undefined {
      return holder[key];
    },
    /** The value, or an error naming what has not been started. */
    require(what: string): T {
      const value = holder[key];
      if (value === undefined) throw new Error(`${what} is not started yet`);
      return value;
    },
  };
}
