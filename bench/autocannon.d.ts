// autocannon ships no types; the part the benchmarks read.
declare module "autocannon" {
  namespace autocannon {
    type Result = {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
    };
  }
  function autocannon(
    options: {
      url: string;
      connections: number;
      duration: number;
      headers?: Record<string, string>;
    },
    done: (error: Error | null, result: autocannon.Result) => void,
  ): void;
  export default autocannon;
}
