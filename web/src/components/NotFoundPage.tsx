import { Link } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

export const NOT_FOUND_TITLE = 'Page not found';

/** Any path with nothing behind it: an unknown route, a missing product or sub-category. */
export default function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">This page does not exist</h1>
      <p className="text-neutral-600">The link may be old, or the product may no longer be sold.</p>
      <Link to="/" className="rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800">
        Go To Home
      </Link>
    </section>
  );
}
