/**
 * A page's <head> entries. React 19 hoists <title>, <meta> and <link> into document.head in the browser; the
 * server render (render/html-document.ts) moves them there in the HTML. Canonical, hreflang, og:url and a
 * site-relative share image use the site's origin (SITE_ORIGIN, lib/site-origin.tsx).
 */
import { localize, type ContentImage } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShareImageUrl } from '../../lib/share-image.ts';
import { useAbsoluteUrl } from '../../lib/site-origin.tsx';
import { LANGS, langFromPath, localizePath, type Lang } from '../../i18n/lang.ts';
import { siteSettingsOptions } from '../../lib/site-queries.ts';

export interface PageHeadProps {
  title: string;
  description: string;
  /** The share image (Open Graph), sent as a 1200×630 JPEG. */
  image?: ContentImage | null;
  /** For pages that must not be indexed (the 404 page): no canonical, no alternates. */
  noindex?: boolean;
  ogType?: 'website' | 'article';
}

const ogLocale: Record<Lang, string> = { en: 'en_GB', 'zh-Hant': 'zh_HK' };

export function PageHead({ title, description, image, noindex = false, ogType = 'website' }: PageHeadProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const lang = langFromPath(pathname);
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const siteName = localize(settings?.agencyName, lang) ?? t('siteName');
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const absoluteUrl = useAbsoluteUrl();
  const url = (target: Lang) => absoluteUrl(localizePath(pathname, target));
  const shareImage = useShareImageUrl(image);
  const imageUrl = shareImage && !/^https?:/.test(shareImage) ? absoluteUrl(shareImage) : shareImage;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {noindex ? null : <link rel="canonical" href={url(lang)} />}
      {noindex
        ? null
        : LANGS.map((target) => <link key={target} rel="alternate" hrefLang={target} href={url(target)} />)}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={url('en')} />}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {noindex ? null : <meta property="og:url" content={url(lang)} />}
      <meta property="og:locale" content={ogLocale[lang]} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
