// `npm run measurement-demo -w cms`: writes a demo month of measurement events (marked as demo
// data) so the dashboard has something to show; `-- --remove` removes every demo row (the real
// counts stay); `-- --events 1000000 --days 30` makes a bigger set (the bench uses it).
import { parseArgs } from 'node:util';
import { withStrapi } from './lib/strapi-app.mjs';

const { values } = parseArgs({ options: { remove: { type: 'boolean' }, events: { type: 'string' }, days: { type: 'string' }, seed: { type: 'string' } } });
const whole = (name, value, min, max) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}; it is "${value}"`);
  return n;
};

try {
  const options = { events: whole('events', values.events, 10, 20_000_000), days: whole('days', values.days, 1, 366), seed: whole('seed', values.seed, 0, 2 ** 31) };
  await withStrapi(async (strapi) => {
    const demo = strapi.plugin('leads').service('demo');
    if (values.remove) {
      const removed = await demo.remove();
      console.log(`measurement-demo: removed ${removed.raw} demo events and ${removed.daily} demo daily counts; real counts are unchanged.`);
      return;
    }
    const started = Date.now();
    const made = await demo.generate(Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)));
    console.log(`measurement-demo: wrote ${made.events} demo events over ${made.days} days in ${Date.now() - started} ms (remove them with --remove).`);
  });
  process.exit(0);
} catch (error) {
  console.error(`measurement-demo: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
