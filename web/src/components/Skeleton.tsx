/**
 * A grey placeholder of the content's size while it loads (hidden from screen readers). It does not
 * pulse: home shows dozens at once, and animating them all costs the first paint on slow devices.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-md bg-neutral-200 ${className}`} />;
}
