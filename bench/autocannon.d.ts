// autocannon ships no types; the part the benchmarks and tests/reliability read.
declare module "autocannon" {
  namespace autocannon {
    type Result = {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number; max: number };
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodeStats: Record<string, { count: number }>;
    };
    type Request = { method?: string; path?: string; headers?: Record<string, string> };
    type Options = {
      url: string;
      connections: number;
      duration: number;
      timeout?: number;
      headers?: Record<string, string>;
      /** Each connection cycles through these; setupRequest may change each one as it is sent. */
      requests?: (Request & { setupRequest?: (request: Request) => Request })[];
    };
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): void;
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
