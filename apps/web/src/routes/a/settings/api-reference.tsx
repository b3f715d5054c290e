import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Callout } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { ApiReference, type OpenApiDocument } from "../../../components/settings/api-reference";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { allowArea } from "../../../lib/guards";

export const Route = createFileRoute("/a/settings/api-reference")({
  beforeLoad: ({ context }) => allowArea(context.me, "apiKeys"),
  component: ApiReferenceRoute,
});

const DOCUMENT_URL = "/api/v1/openapi.json";

/**
 * The REST API's reference, drawn from the OpenAPI document the backend serves, with our own
 * components (a route chunk of its own: nothing of it is in the app's first download).
 */
function ApiReferenceRoute() {
  const { t } = useTranslation("settings");
  const document = useQuery({
    queryKey: ["openapi-document"],
    queryFn: async () => {
      const response = await fetch(DOCUMENT_URL);
      if (!response.ok) throw new Error(`${response.status}`);
      return (await response.json()) as OpenApiDocument;
    },
    staleTime: 5 * 60_000,
  });
  return (
    <div>
      <PageHeader
        title={t("apiReference.title")}
        description={t("apiReference.intro")}
        actions={
          <a href={DOCUMENT_URL} className="text-sm text-tremor-brand underline" download="openapi.json">
            {t("apiReference.download")}
          </a>
        }
      />
      <Callout color="blue" title={t("apiReference.authTitle")} className="mb-6">
        {t("apiReference.auth")} <code>Authorization: Bearer plat_…</code>
      </Callout>
      {document.isPending ? (
        <LoadingBlock rows={6} />
      ) : document.isError ? (
        <ErrorCallout error={document.error} onRetry={() => void document.refetch()} />
      ) : (
        <ApiReference document={document.data} />
      )}
    </div>
  );
}
