// React's own code, the first of the three parts main.tsx runs the app's code in (see start-libraries.ts).
export { createRoot, hydrateRoot } from 'react-dom/client';
