// The house as a drawing, kept by the lint (`npm run lint:deps`, run by `npm run lint` and the test command):
// no import circles, services apart, and the web app's layers and features importing one way only.
// Type-only imports count (tsPreCompilationDeps): a circle of types is still a circle to read through.

/**
 * The web app's features, lowest first: a feature may import only features listed before it, so each
 * arrow runs down this list. A screen that needs a higher feature's piece moves the piece down instead.
 */
const WEB_FEATURE_ORDER = [
  'toasts', // feedback every screen gives
  'auth', // who is signed in
  'live', // the live stream folding events into the API cache
  'cart',
  'orders', // the order API, statuses and the parts every order screen shows
  'addresses',
  'delivery', // issue 37: where, when and at what cost the shop delivers (the header's chip, checkout's choice)
  'filters', // listing filters and sort, shared by a sub-category's products and search
  'catalog',
  'search',
  'checkout',
  'account',
  'rider', // issue 38: a rider's own deliveries
  'admin',
  'layout', // the page shell around every screen
];

const SERVICES = 'address|cart|catalog|delivery|identity|order|payment';

const featureOrder = WEB_FEATURE_ORDER.map((feature, index) => ({
  name: `web-feature-order-${feature}`,
  comment: `features/${feature} imports only features listed before it in WEB_FEATURE_ORDER (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `^web/src/features/${feature}/` },
  to: { path: `^web/src/features/(${WEB_FEATURE_ORDER.slice(index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module reaches itself again through its imports: move what both need into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'services-apart',
      comment:
        'A service talks to another over the bus or HTTP, never by importing its code; shared code is @shop/common.',
      severity: 'error',
      from: { path: `^services/(${SERVICES})/` },
      to: { path: [`^services/(${SERVICES})/`, `^@shop/(${SERVICES})(/|$)`], pathNot: '^services/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'web/src/lib, components and api serve every feature and know none of them, nor the store.',
      severity: 'error',
      from: { path: '^web/src/(lib|components|api)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-app-on-top',
      comment:
        'Features reach the app only for the typed store hooks; the router, listeners and tests of the whole app sit above them.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/', pathNot: '^web/src/app/(hooks|store)\\.ts$' },
    },
    ...featureOrder,
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules', '/dist/'] },
  },
};
