import type { ClassPhotosQueryResult } from '@agency/content';
import 'keen-slider/keen-slider.min.css';
import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider/react';
import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from './lightbox.tsx';
import styles from './class-carousel.module.css';

export type ClassPhoto = ClassPhotosQueryResult[number];

export interface ClassCarouselProps {
  photos: readonly ClassPhoto[];
  /** What the photo shows: names the button that enlarges it and captions it in the lightbox. */
  getName: (photo: ClassPhoto) => string;
  renderThumbnail: (photo: ClassPhoto, index: number) => ReactNode;
  renderFull: (photo: ClassPhoto) => ReactNode;
}

// Card style: a peek of the neighbours on phones, three cards on wide screens. Loops, never plays by itself.
const sliderOptions: KeenSliderOptions = {
  loop: true,
  mode: 'snap',
  slides: { perView: 1.15, spacing: 12, origin: 'center' },
  breakpoints: {
    '(min-width: 640px)': { slides: { perView: 2.2, spacing: 16, origin: 'center' } },
    '(min-width: 1024px)': { slides: { perView: 3, spacing: 24, origin: 'auto' } },
  },
};

/** Slides less than half on screen are inert, so Tab only reaches photos the visitor can see. */
function visibleSlides(slider: KeenSliderInstance): boolean[] {
  return slider.track.details.slides.map((slide) => slide.portion >= 0.5);
}

const TAP_SLOP_PX = 10;

/**
 * The class-photo carousel (keen-slider): previous/next buttons, arrow keys while focus is inside it, drag or
 * swipe. Tapping or clicking a photo opens it in the lightbox.
 */
export function ClassCarousel({ photos, getName, renderThumbnail, renderFull }: ClassCarouselProps) {
  const { t } = useTranslation('teach-abroad');
  const [ready, setReady] = useState(false);
  const [visible, setVisible] = useState<boolean[] | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The slide the carousel rests on (keen-slider's `rel`): the centred one on phones, the first of three on desktop.
  const [current, setCurrent] = useState(0);
  const pointerDownX = useRef<number | null>(null);
  // The picture that opened the lightbox gets focus back when it closes (a tap may not have focused it).
  const openerRef = useRef<HTMLButtonElement | null>(null);

  const updateVisible = useCallback((slider: KeenSliderInstance) => {
    const next = visibleSlides(slider);
    setVisible((previous) => (previous && previous.join() === next.join() ? previous : next));
    setCurrent(slider.track.details?.rel ?? 0);
  }, []);

  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>({
    ...sliderOptions,
    created: (slider) => {
      setReady(true);
      updateVisible(slider);
    },
    slideChanged: updateVisible,
    animationEnded: updateVisible,
    updated: updateVisible,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys handled by the lightbox (a portal, but a React child) bubble up here too.
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowRight') instanceRef.current?.next();
    else if (event.key === 'ArrowLeft') instanceRef.current?.prev();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    pointerDownX.current = event.clientX;
  };
  // A drag that ends on a photo is not a tap: only open when the pointer barely moved.
  const open = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const startX = pointerDownX.current;
    pointerDownX.current = null;
    const fromKeyboard = event.detail === 0;
    if (!fromKeyboard && startX !== null && Math.abs(event.clientX - startX) > TAP_SLOP_PX) return;
    openerRef.current = event.currentTarget;
    setOpenIndex(index);
  };

  // Every slide is in the page's HTML: without JavaScript the track scrolls sideways through them.
  const slides = photos;
  const count = slides.length;
  const openPhoto = openIndex === null ? undefined : slides[openIndex];

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      onKeyDown={onKeyDown}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.track}`} data-ready={ready}>
        {slides.map((photo, index) => (
          <div
            key={photo._id}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.position', { current: index + 1, total: count })}
            inert={visible ? !visible[index] : undefined}
          >
            <button
              type="button"
              className={styles.photoButton}
              onPointerDown={onPointerDown}
              onClick={(event) => open(index, event)}
            >
              {renderThumbnail(photo, index)}
              <span className="visually-hidden">{t('carousel.enlarge', { name: getName(photo) })}</span>
            </button>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => instanceRef.current?.prev()}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('carousel.previous')}</span>
        </button>
        {/* Where the carousel is, once it moves. */}
        <p className={styles.position} aria-live="polite" aria-atomic="true" data-testid="carousel-position">
          {ready ? t('carousel.position', { current: current + 1, total: count }) : null}
        </p>
        <button type="button" className={styles.control} onClick={() => instanceRef.current?.next()}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('carousel.next')}</span>
        </button>
      </div>
      {openIndex !== null && openPhoto !== undefined ? (
        <Lightbox
          label={t('lightbox.label')}
          count={count}
          index={openIndex}
          // The carousel stays where it was, so the picture that opened the lightbox is still there to return to.
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocus={openerRef}
          renderImage={(index) => {
            const photo = slides[index];
            return photo === undefined ? null : renderFull(photo);
          }}
          renderCaption={(index) => {
            const photo = slides[index];
            return photo === undefined ? null : getName(photo);
          }}
        />
      ) : null}
    </div>
  );
}
