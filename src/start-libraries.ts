// The other libraries the app starts with, the second of the three parts main.tsx runs the app's code in: React
// (start-react.ts), these, then the app's own modules (start-client.tsx: routes, router, pages). Each part is
// evaluated in a task of its own; run together, they made one task long enough to hold up a phone's input.
export { RouterProvider } from '@tanstack/react-router';
export { QueryClientProvider } from '@tanstack/react-query';
