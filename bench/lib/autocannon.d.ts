// The slice of autocannon's API the benchmark and load suites use (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  };
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
