import { Card } from "@tremor/react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { SubmitButton } from "../submit-button";
import { SectionHeader } from "../ui/page-header";
import { LoadingBlock } from "../ui/query-state";

/**
 * Support: which platform products a supplier organisation supplies. Orders with those products are
 * assigned to it, so their merchants can chat with it about them.
 */
export function SuppliedProductsCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation("suppliers");
  const utils = trpc.useUtils();
  const products = trpc.suppliers.products.useQuery({ organisationId });
  const save = trpc.suppliers.setProducts.useMutation();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (products.data) setChosen(new Set(products.data.filter((p) => p.supplied).map((p) => p.id)));
  }, [products.data]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ organisationId, productIds: [...chosen] });
      utils.suppliers.products.setData({ organisationId }, saved);
      toast.success(t("products.saved"));
    } catch (error) {
      setFailure(errorKey(error, "suppliers:errors.saveFailed"));
    }
  };

  return (
    <Card data-testid="supplied-products">
      <SectionHeader title={t("products.title")} description={t("products.description")} />
      {products.isPending ? (
        <LoadingBlock rows={3} />
      ) : products.isError ? (
        <FormAlert messageKey={errorKey(products.error)} />
      ) : products.data.length === 0 ? (
        <p className="text-sm text-tremor-content">{t("products.empty")}</p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <FormAlert messageKey={failure} />
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm text-tremor-content">
              {t("products.count", { chosen: chosen.size, count: products.data.length })}
            </legend>
            {products.data.map((product) => (
              <label key={product.id} className="flex items-center gap-2 text-sm text-tremor-content-strong">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-tremor-border text-indigo-600 focus:ring-indigo-500"
                  checked={chosen.has(product.id)}
                  onChange={(event) => toggle(product.id, event.target.checked)}
                />
                {product.title}
              </label>
            ))}
          </fieldset>
          <SubmitButton pending={save.isPending} fullWidth={false}>
            {t("products.save")}
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
