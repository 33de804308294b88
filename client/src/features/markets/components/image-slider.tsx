import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resolveProviderUrl } from '@/config/runtime-config';
import { sliderQueryOptions } from '@/core/lib/queries';
import { useSession } from '@/lib/session';

const SLIDE_INTERVAL_MS = 3000;

/** CSS scroll-snap, not embla-carousel: the home's JavaScript budget. */
export function ImageSlider() {
  const token = useSession()?.token ?? '';
  const { data: slides = [], isPending } = useQuery({
    ...sliderQueryOptions(token),
    select: (answer) => answer.sliderdata,
  });
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const track = useRef<HTMLDivElement>(null);
  const visible = slides.filter((slide) => !failed.has(slide.image_id));
  const count = visible.length;

  useEffect(() => {
    if (count < 2) return;
    const id = window.setInterval(
      () => setIndex((value) => (value + 1) % count),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearInterval(id);
  }, [count]);

  const shownIndex = useRef(0);
  useEffect(() => {
    const element = track.current;
    // The first slide shows on its own: reading the width now would force a layout on arrival.
    if (!element || index === shownIndex.current || typeof element.scrollTo !== 'function') return;
    shownIndex.current = index;
    element.scrollTo({ left: element.clientWidth * index, behavior: 'smooth' });
  }, [index]);

  // The slider's height is reserved while the answer is on its way (no layout shift on arrival).
  if (isPending) return <div className="slider slider--pending" aria-hidden="true" />;
  if (count === 0) return null;
  const current = index % count;
  return (
    <section
      className="slider"
      aria-roledescription={messages.carousel}
      aria-label={messages.offers}
    >
      {/* Focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <div
        className="slider__track"
        ref={track}
        role="group"
        aria-label={messages.slides}
        tabIndex={0}
      >
        {visible.map((slide, position) => (
          <div
            key={slide.image_id}
            className="slider__slide"
            role="group"
            aria-roledescription={messages.slide}
            aria-label={messages.slideOf(position + 1, count)}
            aria-hidden={position !== current}
          >
            <img
              src={resolveProviderUrl(slide.slider_image)}
              alt=""
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              onError={() => setFailed((previous) => new Set(previous).add(slide.image_id))}
            />
          </div>
        ))}
      </div>
      <div className="slider__dots">
        {visible.map((slide, position) => (
          <button
            key={slide.image_id}
            type="button"
            className="slider__dot"
            aria-label={messages.showSlide(position + 1)}
            aria-current={position === current || undefined}
            onClick={() => setIndex(position)}
          />
        ))}
      </div>
    </section>
  );
}
