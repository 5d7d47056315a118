import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/route-paths.ts';
import { useLang, useLocalizePath } from '../../i18n/use-lang.ts';
import { siteSettingsOptions } from '../../lib/site-queries.ts';
import { ButtonLink } from '../ui/button.tsx';
import { CopyrightLine } from './copyright-line.tsx';

import './site-footer.css';
import { EditTarget } from '../../lib/preview.tsx';

/** The site settings singleton's id (its query selects it by id). */
const SETTINGS = { _id: 'siteSettings' };

/**
 * The footer, from site settings: offices (Hong Kong, South Africa), phone, e-mail, social links, the copyright line
 * and links to the Privacy Statement and Terms of Use pages (decision 036).
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const localizePath = useLocalizePath();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  if (!settings) return null;
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <div className="site-footer__grid">
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="site-footer__heading">
            {t('footer.offices')}
          </h2>
          <div className="site-footer__offices">
            {settings.offices.map((office) => (
              <address key={office._key} className="site-footer__office">
                <strong>{localize(office.name, lang)}</strong>
                <span>{localize(office.address, lang)}</span>
              </address>
            ))}
          </div>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          <dl className="site-footer__contact">
            <dt>{t('footer.phone')}</dt>
            <dd>
              <EditTarget document={SETTINGS} type="siteSettings" path="phone">
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              </EditTarget>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <EditTarget document={SETTINGS} type="siteSettings" path="email">
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </EditTarget>
            </dd>
          </dl>
          {/* Beside, not inside, the list: its two columns are sized for phone and e-mail. */}
          {(settings.eaLicence || settings.businessRegistration) && (
            <p className="site-footer__licence">
              {[
                settings.eaLicence && `${t('footer.eaLicence')} ${settings.eaLicence}`,
                settings.businessRegistration &&
                  `${t('footer.businessRegistration')} ${settings.businessRegistration}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          <ButtonLink to={paths.contact} variant="on-dark">
            {t('footer.contactButton')}
          </ButtonLink>
        </section>
        {settings.socialLinks?.length ? (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="site-footer__heading">
              {t('footer.follow')}
            </h2>
            <ul className="site-footer__social">
              {settings.socialLinks.map((social) => (
                <li key={social._key}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank">
                    {t(`footer.social.${social.platform}`)}
                    <span className="visually-hidden"> ({t('actions.opensInNewTab')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="site-footer__legal">
        <ul className="site-footer__legal-links">
          <li>
            <Link to={localizePath(paths.privacy)}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={localizePath(paths.terms)}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={localizePath(paths.applicationStatus)}>{t('footer.applicationStatus')}</Link>
          </li>
        </ul>
        <CopyrightLine
          className="site-footer__copyright"
          template={localize(settings.copyright, lang) ?? ''}
        />
      </div>
    </footer>
  );
}
