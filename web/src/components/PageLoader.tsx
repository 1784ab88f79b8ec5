import { Spinner } from './Spinner';

/** Shown while a route's code arrives (routes are split, so each screen loads on first visit). */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-green-700">
      <Spinner className="h-8 w-8" label="Loading" />
    </div>
  );
}
