import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // Our tags are custom elements, not Vue components: Vue sets their attributes and listens to their events.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('cairn-') } },
    }),
  ],
  // Vue's compile-time flags: no Options API, no devtools in production.
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
});
