// Imported by main.tsx for the files it asks for, not for its code (a flag): the build has this import preload the
// chunks of the libraries and the app (vite.config.ts, appStartPreload), a task after React's own are asked for, so
// no task asks for them all.
export const prefetched = true;
