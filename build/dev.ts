/**
 * `npm run dev`: `npm start`, rebuilding whenever a file under widgets/,
 * host/, public/ or build/styles.ts changes. Reload the browser to see it.
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from './build';
import { serve } from './serve';
import { root } from './widget-styles';

const port = Number(process.env.PORT ?? 4173);
await buildSite({ recordChunks: false });
await serve({ dist: join(root, 'dist'), port, outboxFile: join(root, 'outbox/enquiries.jsonl') });
console.log(`\n  Site: http://localhost:${port}/ (rebuilds on change; reload to see it)\n`);

let timer: ReturnType<typeof setTimeout> | undefined;
let building = Promise.resolve();
for (const dir of ['widgets', 'host', 'public']) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (file && /\.test\.tsx?$/.test(file)) return;
    clearTimeout(timer);
    // Several files change at once when an editor saves: build once for all of them.
    timer = setTimeout(() => {
      building = building.then(() => buildSite({ recordChunks: false }).then(() => undefined, (error: unknown) => console.error(error)));
    }, 150);
  });
}
