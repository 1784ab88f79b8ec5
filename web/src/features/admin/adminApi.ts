import { shopApi } from '../../api/shopApi';
import type { Answer, Category, Envelope, NamedRef, Page, Product, RequestBody, SubCategory } from '../../api/types';

/** Spec 9: the admin product list shows 12 a page. */
export const ADMIN_PAGE_SIZE = 12;

/** A product as the admin form sends it (create; update adds `_id`). */
export type ProductInput = RequestBody<'/api/product/create', 'post'>;

export type RenameProgress = Answer<'/api/category/renames', 'get'>['data'][number];

/**
 * The catalogue's writes. Names of categories and sub-categories are embedded in sub-categories and
 * products, so a change to one refreshes every list that shows them.
 */
export const adminApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/file/upload', method: 'POST', body };
      },
      transformResponse: (response: Envelope<{ url: string }>) => response.data.url,
    }),
    addCategory: build.mutation<Envelope<Category>, { name: string; image: string }>({
      query: (body) => ({ url: '/category/add-category', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Category'] : []),
    }),
    updateCategory: build.mutation<Envelope<Category>, RequestBody<'/api/category/update', 'put'>>({
      query: (body) => ({ url: '/category/update', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Category', 'SubCategory', 'Product', 'Rename'] : []),
    }),
    deleteCategory: build.mutation<Envelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/category/delete', method: 'DELETE', body }),
      invalidatesTags: (result) => (result ? ['Category'] : []),
    }),
    addSubCategory: build.mutation<Envelope<SubCategory>, { name: string; image: string; category: NamedRef[] }>({
      query: (body) => ({ url: '/subcategory/create', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['SubCategory'] : []),
    }),
    updateSubCategory: build.mutation<
      Envelope<SubCategory>,
      { _id: string; revision?: number; name: string; image: string; category: NamedRef[] }
    >({
      query: (body) => ({ url: '/subcategory/update', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['SubCategory', 'Product', 'Rename'] : []),
    }),
    deleteSubCategory: build.mutation<Envelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/subcategory/delete', method: 'DELETE', body }),
      invalidatesTags: (result) => (result ? ['SubCategory'] : []),
    }),
    /** Renames whose products are still being updated in the background. */
    getRenames: build.query<RenameProgress[], void>({
      query: () => '/category/renames',
      transformResponse: (response: Answer<'/api/category/renames', 'get'>) => response.data,
      providesTags: ['Rename'],
    }),
    getAdminProducts: build.query<Page<Product>, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: '/product/get',
        method: 'POST',
        body: { page, limit: ADMIN_PAGE_SIZE, search },
      }),
      transformResponse: (response: Answer<'/api/product/get', 'post'>) => ({
        data: response.data,
        page: response.page,
        totalCount: response.totalCount,
        totalPages: Math.max(1, response.totalNoPage),
      }),
      providesTags: ['Product'],
    }),
    createProduct: build.mutation<Envelope<Product>, ProductInput>({
      query: (body) => ({ url: '/product/create', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Product'] : []),
    }),
    updateProduct: build.mutation<Envelope<Product>, RequestBody<'/api/product/update-product-details', 'put'>>({
      query: (body) => ({ url: '/product/update-product-details', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Product', 'Cart'] : []),
    }),
    deleteProduct: build.mutation<Envelope<unknown>, { _id: string }>({
      query: (body) => ({ url: '/product/delete-product', method: 'DELETE', body }),
      invalidatesTags: (result) => (result ? ['Product', 'Cart'] : []),
    }),
  }),
});

export const {
  useUploadImageMutation,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useAddSubCategoryMutation,
  useUpdateSubCategoryMutation,
  useDeleteSubCategoryMutation,
  useGetRenamesQuery,
  useGetAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = adminApi;
