/** /Reviews: "Our Teachers" — the first four testimonials, "View more" for the rest plus a banner. */
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PortableText } from '../../../components/ui/portable-text.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { testimonialsOptions } from '../api/testimonial-queries.ts';
import { JoinBanner } from '../components/join-banner.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { ViewMoreList } from '../components/view-more-list.tsx';
import { EditTarget } from '../../../lib/preview.tsx';

export const reviewsPageQueries: PageQueries = ({ lang }) => [testimonialsOptions(lang)];

const PHOTO_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 100vw';
const PHOTO_WIDTHS = [320, 480, 640, 800];

export function ReviewsPage() {
  const { t } = useTranslation('testimonials');
  const lang = useLang();
  const { data: testimonials } = useSuspenseQuery(testimonialsOptions(lang));

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} image={testimonials[0]?.photo} />
      <PageHero title={t('title')} lead={t('lead')} />
      <Section id="testimonials" heading={<span className="visually-hidden">{t('listHeading')}</span>}>
        <ViewMoreList
          items={testimonials}
          getKey={(testimonial) => testimonial._id}
          moreLabel={t('viewMore')}
          banner={<JoinBanner />}
          renderItem={(testimonial, focusRef) => (
            <TestimonialCard
              ref={focusRef}
              name={`${testimonial.honorific} ${testimonial.surname}`}
              placement={localize(testimonial.placement, lang)}
              quote={
                <EditTarget
                  document={testimonial}
                  type="testimonial"
                  path={`content.${lang === 'zh-Hant' ? 'zhHant' : 'en'}`}
                  as="div"
                >
                  <PortableText value={localize(testimonial.content, lang)} />
                </EditTarget>
              }
              photo={
                <ResponsiveImage
                  image={testimonial.photo}
                  sizes={PHOTO_SIZES}
                  widths={PHOTO_WIDTHS}
                  aspectRatio={4 / 5}
                  // The first photo is the phone's largest paint: fetch it at once.
                  priority={testimonial._id === testimonials[0]?._id}
                />
              }
              hoverPhoto={
                testimonial.hoverPhoto?.asset ? (
                  <ResponsiveImage
                    image={testimonial.hoverPhoto}
                    sizes={PHOTO_SIZES}
                    widths={PHOTO_WIDTHS}
                    aspectRatio={4 / 5}
                  />
                ) : undefined
              }
            />
          )}
        />
      </Section>
    </>
  );
}

export const page: PageDefinition = {
  Component: ReviewsPage,
  namespaces: ['testimonials'],
  queries: reviewsPageQueries,
};
