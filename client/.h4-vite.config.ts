import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()], root: __dirname, publicDir: '/tmp/h4-public', server: { port: 4179, strictPort: true, host: '127.0.0.1', hmr: false, watch: { ignored: ['**/*'] } } });
