import { useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';

const THUMB_STEP = 100;

/** Spec 2: the big picture, dots, and a thumbnail strip with arrows scrolling 100 px. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * THUMB_STEP, behavior: 'smooth' });
  const shown = images[selected] ?? images[0];

  return (
    <div className="flex flex-col gap-3">
      {/* On phones the picture is kept short so the price and 'Add' show above the bottom cart bar. */}
      <div className="flex aspect-square max-h-[35dvh] w-full items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 md:max-h-[28rem]">
        {/* A product made without pictures shows the drawn placeholder. */}
        <ProductImage
          product={{ name, image: shown ? [shown] : [] }}
          alt={name}
          width={448}
          height={448}
          fetchPriority="high"
          className="h-full w-full object-contain"
        />
      </div>
      {images.length > 1 && (
        <>
          <div className="flex justify-center gap-2" role="tablist" aria-label="Pictures">
            {images.map((image, index) => (
              <button
                key={image}
                type="button"
                role="tab"
                aria-selected={index === selected}
                aria-label={`Picture ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
                className={`h-3 w-3 rounded-full ${index === selected ? 'bg-green-700' : 'bg-neutral-300'}`}
              />
            ))}
          </div>
          <div className="relative">
            <ul ref={strip} className="scrollbar-none flex gap-2 overflow-x-auto scroll-smooth px-8">
              {images.map((image, index) => (
                <li key={image} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-label={`Show picture ${index + 1}`}
                    className={`block rounded-md ring-2 ${index === selected ? 'ring-green-700' : 'ring-transparent'}`}
                  >
                    <img
                      src={image}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      className="h-20 w-20 rounded-md object-contain"
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label="Previous pictures"
              className="absolute left-0 top-1/2 -translate-y-1/2 rounded-full bg-white p-1 shadow ring-1 ring-black/5"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label="More pictures"
              className="absolute right-0 top-1/2 -translate-y-1/2 rounded-full bg-white p-1 shadow ring-1 ring-black/5"
            >
              <ChevronRightIcon />
            </button>
          </div>
        </>
      )}
    </div>
  );
}
