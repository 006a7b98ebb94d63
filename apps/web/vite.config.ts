import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development the API runs beside Vite (pnpm dev); Vite forwards both bases to it.
const serverUrl = process.env.AMPLY_SERVER_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': serverUrl, '/ai': serverUrl },
  },
  build: { target: 'es2022', sourcemap: true },
})
