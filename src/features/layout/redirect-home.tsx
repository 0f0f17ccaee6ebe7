// Any unknown path goes to the home page.
import { Navigate } from '@tanstack/react-router';

export function RedirectHome() {
  return <Navigate to="/" replace />;
}
