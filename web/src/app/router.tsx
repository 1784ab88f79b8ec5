import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { Access } from '../features/auth/access';
import { RequireAccess } from '../features/auth/RequireAccess';
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
const StaffPage = page(() => import('../features/admin/staff/StaffPage'));
const DeliveriesPage = page(() => import('../features/rider/DeliveriesPage'));
const PackingPage = page(() => import('../features/packing/PackingPage'));
const NotFoundPage = page(() => import('../components/NotFoundPage'));

/** A staff page for the roles of an access level (the server's own: 'manager' is every admin screen but staff). */
const staff = (level: Access, Page: ComponentType) => (
  <RequireAccess level={level}>
    <Page />
  </RequireAccess>
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
          { path: 'orders/:orderId?', element: staff('manager', OrdersAdminPage) },
          { path: 'overview', element: staff('manager', OverviewPage) },
          { path: 'delivery', element: staff('manager', DeliveryAdminPage) },
          { path: 'packing-list', element: staff('manager', PackingListPage) },
          { path: 'search-insights', element: staff('manager', SearchInsightsPage) },
          { path: 'synonyms', element: staff('manager', SynonymsPage) },
          { path: 'category', element: staff('manager', CategoryAdminPage) },
          { path: 'subcategory', element: staff('manager', SubCategoryAdminPage) },
          { path: 'upload-product', element: staff('manager', UploadProductPage) },
          { path: 'product', element: staff('manager', ProductAdminPage) },
          { path: 'staff', element: staff('admin', StaffPage) },
          { path: 'deliveries', element: staff('rider', DeliveriesPage) },
          // The queue, and one order of it packed line by line.
          { path: 'packing/:orderId?', element: staff('packer', PackingPage) },
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
