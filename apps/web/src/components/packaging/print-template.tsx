import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorKey, trpc } from "../../lib/trpc";
import type { SearchOption } from "../ui/search-select";
import { VariantPicker } from "./variant-picker";

/** The custom-size print template of a product: downloadable from its 10th sale on (spec §5, §9). */
export function PrintTemplate() {
  const { t } = useTranslation("packaging");
  const [variant, setVariant] = useState<SearchOption | undefined>();
  const status = trpc.packaging.printTemplateStatus.useQuery(
    { variantId: variant?.value ?? "" },
    { enabled: Boolean(variant) },
  );
  const download = trpc.packaging.printTemplate.useMutation();
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (!variant) return;
    setError(null);
    try {
      const file = await download.mutateAsync({ variantId: variant.value });
      const url = URL.createObjectURL(new Blob([file.svg], { type: "image/svg+xml" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      setError(errorKey(failure));
    }
  }

  return (
    <Card className="space-y-3" data-testid="print-template">
      <h2 className="text-base font-semibold text-tremor-content-strong">{t("template.title")}</h2>
      <VariantPicker label={t("template.product")} selected={variant} onChange={setVariant} />
      {status.data && (
        <p className="text-sm text-tremor-content-emphasis" data-testid="print-template-sales">
          {/* A count never exceeds its total: past the threshold it says how many, and that it is unlocked. */}
          {status.data.allowed && status.data.sales >= status.data.required ? (
            t("template.salesReached", { count: status.data.sales })
          ) : (
            <>
              {t("template.sales", {
                sales: Math.min(status.data.sales, status.data.required),
                required: status.data.required,
              })}
              {!status.data.allowed && <> — {t("template.locked", { required: status.data.required })}</>}
            </>
          )}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-600">
          {t(error)}
        </p>
      )}
      <Button disabled={!status.data?.allowed || download.isPending} onClick={() => void save()}>
        {t("template.download")}
      </Button>
    </Card>
  );
}
