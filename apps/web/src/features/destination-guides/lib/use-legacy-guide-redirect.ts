import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizePath } from '../../../i18n/lang.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { guideFromLegacyQuery, guidePath } from './guide-path.ts';

/**
 * Old links carry the guide in `?path=…`. The prerendered page for the path is hydrated first (so the HTML and
 * the first render match), then this replaces the URL with the named guide's own address, dropping the parameter.
 */
export function useLegacyGuideRedirect() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(() => {
    const target = guideFromLegacyQuery(search);
    if (target) void navigate(`${localizePath(guidePath(target), lang)}${hash}`, { replace: true });
  }, [search, hash, lang, navigate]);
}
