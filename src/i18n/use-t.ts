// The page's language and its texts in a component: the language is the route's ({-$lang}, none = the default), read
// from the router of this render, so two renders in two languages never share it.
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/config/languages';
import { catalogOf } from './catalogs';
import { translator, type Translate } from './translate';

export function useLang(): Lang {
  const lang = useParams({ strict: false, select: (params: { lang?: string }) => params.lang });
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export function useT(): Translate {
  const lang = useLang();
  return useMemo(() => translator(catalogOf(lang)), [lang]);
}
