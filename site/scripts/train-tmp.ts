import { performance } from 'node:perf_hooks';
const t0 = performance.now();
const { createAssistant } = await import('../server/assistant/engine');
const t1 = performance.now();
createAssistant();
const t2 = performance.now();
console.log(`import ${(t1 - t0).toFixed(0)} ms, train ${(t2 - t1).toFixed(0)} ms`);
