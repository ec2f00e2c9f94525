// Imported first by every benchmark and profiling script: unless E2E_PORT_SHIFT
// says otherwise, they serve the test site BENCH_PORT_SHIFT ports further
// (site-addresses.cjs), so a benchmark never takes the ports of a test run
// beside it. It must run before e2e/test-env.ts reads the shift.
import { BENCH_PORT_SHIFT } from '@gradatlas/shared/build/site-addresses';

if (!process.env.E2E_PORT_SHIFT?.trim()) process.env.E2E_PORT_SHIFT = String(BENCH_PORT_SHIFT);
