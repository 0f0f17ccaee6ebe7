// Any unknown path goes to the home page of its language ("/es/nope" → "/es"); an unknown language prefix is no
// language, so "/fr/menu" goes to the default language's home, never to a page in some other language.
import { Navigate, useLocation } from '@tanstack/react-router';
import { DEFAULT_LANG } from '../../../shared/config/languages';
import { splitLangPath } from '../../../shared/rules/language-paths';

export function RedirectHome() {
  const lang = useLocation({ select: (location) => splitLangPath(location.pathname).lang });
  return <Navigate to="/{-$lang}" params={{ lang: lang === DEFAULT_LANG ? undefined : lang }} replace />;
}
