import { defineConfig } from 'vite';

// Vue's compile-time flags (what @vitejs/plugin-vue would set): no Options API, no devtools in production.
export default defineConfig({
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
});
