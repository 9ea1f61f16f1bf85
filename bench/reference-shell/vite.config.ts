import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The bare reference shell of `npm run bench`, served at /public/ with history routing. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/public/',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, '../../dist-bench-ref-shell'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
})
