import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { site } from './shared/config/site.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html's static defaults come from the bar's identity module, like everything else. */
function siteIdentityHtml(): Plugin {
  return {
    name: 'site-identity-html',
    transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', escapeHtml(site.name)).replaceAll('%SITE_DESCRIPTION%', escapeHtml(site.description)),
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    siteIdentityHtml(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // .vite/manifest.json maps source modules to chunks: the browser tests use it to prove public pages never load admin code.
    manifest: true,
  },
  server: { watch: { ignored: ['**/.tmp/**', '**/data/**', '**/test-results/**'] } },
});
