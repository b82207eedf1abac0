import type { Context, Next } from 'koa';
import { Counter, Histogram, Registry } from 'prom-client';
import { matchedRoute } from './request-log';

/** The process's HTTP metrics; the metrics server serves them beside the runtime ones. */
export const httpMetrics = new Registry();

const labelNames = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: 'clientline_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames,
  registers: [httpMetrics],
});

const durations = new Histogram({
  name: 'clientline_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [httpMetrics],
});

/**
 * Counts and times every request by its route pattern (`/api/projects/:id`), so the series stay few:
 * pages, files and unknown paths all count as "(no route)".
 */
export async function recordRequestMetrics(ctx: Context, next: Next): Promise<void> {
  const stopTimer = durations.startTimer();
  try {
    await next();
  } finally {
    const labels = { method: ctx.method, route: matchedRoute(ctx) ?? '(no route)', status: String(ctx.status) };
    requests.inc(labels);
    stopTimer(labels);
  }
}
