import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetCategoriesQuery, useGetSubCategoriesQuery } from './catalogApi';
import { CategoryGrid } from './CategoryGrid';
import { CategoryProductRow, CategoryProductRowSkeleton } from './CategoryProductRow';
import { firstSubCategoryPath } from './firstSubCategoryPath';

const ROW_PLACEHOLDERS = 6;

export default function HomePage() {
  usePageTitle(undefined);
  const { data: categories } = useGetCategoriesQuery();
  const { data: subCategories } = useGetSubCategoriesQuery();
  const ready = categories && subCategories;
  const featured = ready
    ? categories.map((category) => firstSubCategoryPath(category, subCategories)).find(Boolean)
    : undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-4">
      <h1 className="sr-only">Shop groceries and electronics</h1>
      <Banner to={featured} />
      <CategoryGrid categories={categories} subCategories={subCategories} />
      <div className="flex flex-col gap-8">
        {ready
          ? categories.map((category, index) => (
              <CategoryProductRow
                key={category._id}
                category={category}
                seeAll={firstSubCategoryPath(category, subCategories)}
                eager={index < 2}
              />
            ))
          : Array.from({ length: ROW_PLACEHOLDERS }, (_, index) => <CategoryProductRowSkeleton key={index} />)}
      </div>
    </div>
  );
}

/**
 * The banner is drawn, not downloaded: it is the first thing a shopper sees, so it must be instant.
 * It is a link from the first paint (its target is filled in once the catalogue is known), so it is
 * painted once and never replaced.
 */
function Banner({ to }: { to: string | undefined }) {
  return (
    <Link to={to ?? '/search'} className="block rounded-2xl">
      <div className="relative flex h-40 items-center overflow-hidden rounded-2xl bg-gradient-to-r from-green-800 via-green-700 to-emerald-600 px-6 text-white md:h-56 md:px-12">
        <div className="relative z-10 max-w-lg">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">Delivered in minutes</p>
          <p className="mt-1 text-2xl font-extrabold leading-tight md:text-4xl">
            Fresh groceries and electronics at your door
          </p>
          <p className="mt-2 hidden text-green-50 md:block">Over 5000 products at the best prices. Shop now.</p>
        </div>
        <svg
          aria-hidden="true"
          viewBox="0 0 200 200"
          className="absolute -bottom-10 -right-6 hidden h-56 w-56 text-amber-400/90 sm:block md:right-10 md:h-72 md:w-72"
        >
          <circle cx="100" cy="100" r="90" fill="currentColor" opacity="0.25" />
          <path d="M45 80h110l-12 80H57z" fill="#fbbf24" />
          <path d="M72 80a28 28 0 0 1 56 0" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
          <circle cx="80" cy="118" r="10" fill="#166534" />
          <circle cx="112" cy="126" r="13" fill="#dc2626" />
          <circle cx="100" cy="104" r="9" fill="#f97316" />
        </svg>
      </div>
    </Link>
  );
}
