import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AdminGuard } from '../features/admin/AdminGuard';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import HomePage from '../features/catalog/HomePage';
import { RootLayout } from '../features/layout/RootLayout';

/**
 * Every route of the app (spec 2), each screen its own chunk: a shopper downloads only the screens
 * they open, and admin code only when an admin page opens. Home, the page most visits start on,
 * comes with the app itself so its first paint waits for no second download.
 */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const SubCategoryPage = page(() => import('../features/catalog/SubCategoryPage'));
const ProductPage = page(() => import('../features/catalog/ProductPage'));
const SearchPage = page(() => import('../features/search/SearchPage'));
const CartPage = page(() => import('../features/cart/CartPage'));
const CheckoutPage = page(() => import('../features/checkout/CheckoutPage'));
const SuccessPage = page(() => import('../features/checkout/SuccessPage'));
const CancelPage = page(() => import('../features/checkout/CancelPage'));
const LoginPage = page(() => import('../features/auth/LoginPage'));
const RegisterPage = page(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage'));
const VerifyOtpPage = page(() => import('../features/auth/VerifyOtpPage'));
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage'));
const UserMenuPage = page(() => import('../features/account/UserMenuPage'));
const DashboardLayout = page(() => import('../features/account/DashboardLayout'));
const ProfilePage = page(() => import('../features/account/ProfilePage'));
const OrdersPage = page(() => import('../features/account/OrdersPage'));
const OrderDetailsPage = page(() => import('../features/account/OrderDetailsPage'));
const AddressPage = page(() => import('../features/account/AddressPage'));
const OrdersAdminPage = page(() => import('../features/admin/OrdersAdminPage'));
const OverviewPage = page(() => import('../features/admin/OverviewPage'));
const DeliveryAdminPage = page(() => import('../features/admin/DeliveryAdminPage'));
const PackingListPage = page(() => import('../features/admin/PackingListPage'));
const SearchInsightsPage = page(() => import('../features/admin/SearchInsightsPage'));
const SynonymsPage = page(() => import('../features/admin/synonyms/SynonymsPage'));
const CategoryAdminPage = page(() => import('../features/admin/CategoryAdminPage'));
const SubCategoryAdminPage = page(() => import('../features/admin/SubCategoryAdminPage'));
const UploadProductPage = page(() => import('../features/admin/UploadProductPage'));
const ProductAdminPage = page(() => import('../features/admin/ProductAdminPage'));
const NotFoundPage = page(() => import('../components/NotFoundPage'));

const admin = (Page: ComponentType) => (
  <AdminGuard>
    <Page />
  </AdminGuard>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verification-otp', element: <VerifyOtpPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        path: '/user',
        element: (
          <RequireSignIn>
            <UserMenuPage />
          </RequireSignIn>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireSignIn>
            <DashboardLayout />
          </RequireSignIn>
        ),
        children: [
          { index: true, element: <ProfilePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'myorders', element: <OrdersPage /> },
          { path: 'myorders/:orderId', element: <OrderDetailsPage /> },
          { path: 'address', element: <AddressPage /> },
          // One route with and without an order open, so the list keeps its search and page under the dialog.
          { path: 'orders/:orderId?', element: admin(OrdersAdminPage) },
          { path: 'overview', element: admin(OverviewPage) },
          { path: 'delivery', element: admin(DeliveryAdminPage) },
          { path: 'packing-list', element: admin(PackingListPage) },
          { path: 'search-insights', element: admin(SearchInsightsPage) },
          { path: 'synonyms', element: admin(SynonymsPage) },
          { path: 'category', element: admin(CategoryAdminPage) },
          { path: 'subcategory', element: admin(SubCategoryAdminPage) },
          { path: 'upload-product', element: admin(UploadProductPage) },
          { path: 'product', element: admin(ProductAdminPage) },
        ],
      },
      { path: '/product/:product', element: <ProductPage /> },
      { path: '/cart', element: <CartPage /> },
      {
        path: '/checkout',
        element: (
          <RequireSignIn>
            <CheckoutPage />
          </RequireSignIn>
        ),
      },
      { path: '/success', element: <SuccessPage /> },
      { path: '/cancel', element: <CancelPage /> },
      { path: '/:category/:subCategory', element: <SubCategoryPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
