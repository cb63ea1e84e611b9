/**
 * Loaded before tsx by the commands that build (package.json: `node --import ./build/preload.mjs --import tsx …`):
 * the large JavaScript packages the build uses, imported by Node alone. Once tsx's loader hooks are in, every module
 * Node loads goes through them, a message to the hooks' thread each: Vite and what it imports took 1.0 s that way,
 * 0.2 s without. Imported again later (by the TypeScript), each is already loaded.
 */
await Promise.all([
  import('vite'),
  import('esbuild'), // build/content-check.ts
  import('happy-dom'), // build/page-check.ts
  import('simple-icons'), // build/logos.ts
  import('twind'), // build/styles.ts
  import('@twind/preset-tailwind'),
]);
