import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeagueSlide } from '@hfl/contracts';
import { Button } from '@hfl/shared-ui';

/** The spec's slider shows 3 slides at a time. */
const SLIDES_VISIBLE = 3;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.ul`
  display: flex;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Slide = styled.li`
  flex: 0 0 calc(100% / ${SLIDES_VISIBLE});
  min-width: 0;
  padding: 0 4px;
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  figcaption {
    margin-top: 4px;
    font-size: 0.9rem;
    text-align: center;
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 8px;
`;

/** A league's image slides, three in view, with previous/next when there are more. */
export function LeagueSlider({ slides }: { slides: LeagueSlide[] }) {
  const { t } = useTranslation('player');
  const [viewportRef, carousel] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('leagues.details.slides')}>
      <Viewport ref={viewportRef}>
        <Track>
          {slides.map((slide) => (
            <Slide key={slide.id}>
              <figure>
                <img src={slide.image} alt={slide.title} />
                <figcaption>{slide.title}</figcaption>
              </figure>
            </Slide>
          ))}
        </Track>
      </Viewport>
      {slides.length > SLIDES_VISIBLE ? (
        <Controls>
          <Button type="button" variant="secondary" onClick={() => carousel?.scrollPrev()}>
            {t('leagues.details.previous')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => carousel?.scrollNext()}>
            {t('leagues.details.next')}
          </Button>
        </Controls>
      ) : null}
    </section>
  );
}
