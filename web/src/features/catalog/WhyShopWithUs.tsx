/** Spec 1: the three promises shown on every product page. */
const BLURBS = [
  {
    title: 'Superfast Delivery',
    text: 'Get your order delivered to your doorstep at the earliest from dark stores near you.',
    icon: <path d="M3 7h11v8H3zM14 10h4l3 3v2h-7zM7 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01" />,
  },
  {
    title: 'Best Prices & Offers',
    text: 'Best price destination with offers directly from the manufacturers.',
    icon: <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01" />,
  },
  {
    title: 'Wide Assortment',
    text: 'Choose from 5000+ products across food, personal care, household and other categories.',
    icon: <path d="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />,
  },
];

export function WhyShopWithUs() {
  return (
    <section aria-labelledby="why-us" className="flex flex-col gap-3">
      <h2 id="why-us" className="text-lg font-semibold">
        Why shop from us?
      </h2>
      <ul className="flex flex-col gap-3">
        {BLURBS.map((blurb) => (
          <li key={blurb.title} className="flex items-start gap-3">
            <span className="rounded-full bg-amber-100 p-3 text-amber-700">
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                {blurb.icon}
              </svg>
            </span>
            <div>
              <h3 className="text-sm font-semibold">{blurb.title}</h3>
              <p className="text-sm text-neutral-600">{blurb.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
