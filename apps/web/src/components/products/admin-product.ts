import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminHeaders, adminUpload, clearAdminToken, isUnauthorized, medusa } from "../../lib/medusa-admin";

/** The fields of Medusa v1's admin product that Product edit shows (spec §3 Product and Variant). */
export type AdminVariant = {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  ean: string | null;
  length: number | null;
  height: number | null;
  width: number | null;
  weight: number | null;
  hs_code: string | null;
  mid_code: string | null;
  origin_country: string | null;
  material: string | null;
  prices: Array<{ id: string; currency_code: string; amount: number; region_id: string | null }>;
};

export type AdminProduct = {
  id: string;
  title: string;
  subtitle: string | null;
  handle: string | null;
  status: "draft" | "proposed" | "published" | "rejected";
  description: string | null;
  discountable: boolean;
  collection_id: string | null;
  type: { id: string; value: string } | null;
  tags: Array<{ id: string; value: string }>;
  categories?: Array<{ id: string; name: string }>;
  images: Array<{ id: string; url: string }>;
  thumbnail: string | null;
  weight: number | null;
  length: number | null;
  height: number | null;
  width: number | null;
  hs_code: string | null;
  mid_code: string | null;
  origin_country: string | null;
  material: string | null;
  metadata: Record<string, unknown> | null;
  variants: AdminVariant[];
};

export const adminProductKey = (id: string) => ["medusa-admin", "product", id] as const;

/**
 * Medusa's admin answers through medusa-js with the kept admin bearer. A 401 forgets it, so the
 * gate asks for the password again.
 */
async function call<T>(
  work: (client: Awaited<ReturnType<typeof medusa>>, headers: Record<string, string>) => Promise<T>,
  onSignedOut: () => void,
) {
  try {
    return await work(await medusa(), adminHeaders());
  } catch (error) {
    if (isUnauthorized(error)) {
      clearAdminToken();
      onSignedOut();
    }
    throw error;
  }
}

export function useAdminProduct(id: string, onSignedOut: () => void) {
  return useQuery({
    queryKey: adminProductKey(id),
    queryFn: () =>
      call(async (client, headers) => {
        const answer = (await client.admin.products.retrieve(id, headers)) as unknown as { product: AdminProduct };
        return answer.product;
      }, onSignedOut),
    retry: false,
  });
}

export function useAdminCatalogueOptions(onSignedOut: () => void) {
  return useQuery({
    queryKey: ["medusa-admin", "catalogue-options"],
    queryFn: () =>
      call(async (client, headers) => {
        const [collections, categories] = await Promise.all([
          client.admin.collections.list({ limit: 200 } as never, headers) as unknown as Promise<{
            collections: Array<{ id: string; title: string }>;
          }>,
          client.admin.productCategories.list({ limit: 200 } as never, headers) as unknown as Promise<{
            product_categories: Array<{ id: string; name: string }>;
          }>,
        ]);
        return { collections: collections.collections, categories: categories.product_categories };
      }, onSignedOut),
    retry: false,
  });
}

export function useUpdateAdminProduct(id: string, onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      call(async (client, headers) => {
        const answer = (await client.admin.products.update(id, payload as never, headers)) as unknown as {
          product: AdminProduct;
        };
        return answer.product;
      }, onSignedOut),
    onSuccess: (product) => queryClient.setQueryData(adminProductKey(id), product),
  });
}

export function useUpdateAdminVariant(productId: string, onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, payload }: { variantId: string; payload: Record<string, unknown> }) =>
      call(async (client, headers) => {
        const answer = (await client.admin.products.updateVariant(
          productId,
          variantId,
          payload as never,
          headers,
        )) as unknown as {
          product: AdminProduct;
        };
        return answer.product;
      }, onSignedOut),
    onSuccess: (product) => queryClient.setQueryData(adminProductKey(productId), product),
  });
}

export function useAdminUpload(onSignedOut: () => void) {
  return useMutation({ mutationFn: (files: File[]) => call(() => adminUpload(files), onSignedOut) });
}
