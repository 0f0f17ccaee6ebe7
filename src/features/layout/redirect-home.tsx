// Any unknown path goes to the home page (an unknown language prefix too: never a page in another language).
import { Navigate } from '@tanstack/react-router';

export function RedirectHome() {
  return <Navigate to="/{-$lang}" params={{ lang: undefined }} replace />;
}
