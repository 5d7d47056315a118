import { localize, type PartnerLogosQueryResult } from '@agency/content';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import styles from './partner-logos.module.css';

/** "Who We Work With": the partner schools' logos, linked when the partner has a website. */
export function PartnerLogos({ partners }: { partners: PartnerLogosQueryResult }) {
  const lang = useLang();
  const { t } = useTranslation('common');
  return (
    <ul className={styles.strip}>
      {partners.map((partner) => {
        const name = localize(partner.logo.alt, lang) || partner.name;
        const logo = (
          <ResponsiveImage
            image={partner.logo}
            sizes="(min-width: 64rem) 12rem, 40vw"
            width={480}
            widths={[240, 480]}
            alt={name}
          />
        );
        return (
          <li key={partner._id} className={styles.item}>
            {partner.url ? (
              <a href={partner.url} target="_blank" rel="noopener noreferrer">
                {logo}
                <span className="visually-hidden"> ({t('actions.opensInNewTab')})</span>
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
