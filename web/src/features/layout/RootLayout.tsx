import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLiveCart } from '../cart/useLiveCart';
import { Toaster } from '../toasts/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileCartBar } from './MobileCartBar';
import { PageLoader } from '../../components/PageLoader';
import { ScrollRestoration } from './ScrollRestoration';

// The drawer's code loads the first time a shopper opens it.
const CartDrawer = lazy(() => import('../cart/CartDrawer'));

export function RootLayout() {
  const drawerOpen = useAppSelector((state) => state.cartUi.drawerOpen);
  useLiveCart();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer never shows and then jumps away while a page loads. */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <MobileCartBar />
      <Footer />
      {drawerOpen && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
