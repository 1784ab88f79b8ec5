import { Link } from 'react-router-dom';
import type { Category, SubCategory } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { firstSubCategoryPath } from './firstSubCategoryPath';

const PLACEHOLDERS = 12;
const grid = 'grid grid-cols-4 gap-2 sm:grid-cols-6 md:grid-cols-8 lg:grid-cols-10';

/** Spec 2, home: the category icons (12 placeholders while they load). */
export function CategoryGrid({
  categories,
  subCategories,
}: {
  categories: Category[] | undefined;
  subCategories: SubCategory[] | undefined;
}) {
  if (!categories || !subCategories) {
    return (
      <div className={grid} aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} className="aspect-[3/4] w-full" />
        ))}
      </div>
    );
  }
  // A category without sub-categories has no listing to open yet, so it gets no tile.
  const tiles = categories.flatMap((category) => {
    const to = firstSubCategoryPath(category, subCategories);
    return to ? [{ category, to }] : [];
  });
  return (
    <ul className={grid} aria-label="Shop by category">
      {tiles.map(({ category, to }) => (
        <li key={category._id}>
          <Link to={to} className="flex flex-col items-center gap-1 rounded-lg p-1 hover:bg-neutral-50">
            <img
              src={category.image}
              alt=""
              width={120}
              height={120}
              className="aspect-square w-full rounded-lg bg-amber-50 object-contain"
            />
            <span className="line-clamp-2 text-center text-xs font-medium leading-4">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
