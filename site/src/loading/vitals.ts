import type { Metric } from 'web-vitals';

/** Logs the Core Web Vitals to the console (SPEC §9). Nothing is sent anywhere. */
export async function logWebVitals() {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const log = ({ name, value, rating }: Metric) =>
    console.info(
      `[web-vitals] ${name} ${name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`} (${rating})`,
    );
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(log);
}
