import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The bare reference login page of `npm run bench`, served at /public/ like the portal. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/public/',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, '../../dist-bench-ref'),
    emptyOutDir: true,
    manifest: true,
    // One chunk on purpose: antd in full is what the reference stands for.
    chunkSizeWarningLimit: 2000,
  },
})
