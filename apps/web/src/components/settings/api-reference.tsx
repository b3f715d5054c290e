import { Badge, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { UserText } from "../ui/user-text";

/**
 * The parts of the OpenAPI 3.1 document (`/api/v1/openapi.json`) this page reads. The document is
 * generated from the zod schemas the API uses, so the page is as current as the API.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  description?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
export type OpenApiDocument = {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHOD_COLOURS: Record<string, "emerald" | "blue" | "rose" | "amber"> = {
  get: "blue",
  post: "emerald",
  delete: "rose",
  patch: "amber",
};

/** A schema as one short type: `Order`, `string[]`, `"a" | "b"`, `integer | null`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(" | ");
  if (schema.allOf) return schema.allOf.map(typeOf).join(" & ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types
    .map((type) =>
      type === "array" ? `${typeOf(schema.items)}[]` : schema.format ? `${type} (${schema.format})` : type,
    )
    .join(" | ");
}

/** The operations of the document, grouped by resource (the path's first part after /api/v1/). */
export function operationsByResource(document: OpenApiDocument) {
  const groups = new Map<string, Array<{ method: string; path: string; operation: Operation }>>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const resource = path.replace(/^\/api\/v1\//, "").split("/")[0] ?? path;
    for (const [method, operation] of Object.entries(methods)) {
      groups.set(resource, [...(groups.get(resource) ?? []), { method, path, operation }]);
    }
  }
  return [...groups.entries()];
}

function Fields({ schema, document }: { schema: Schema; document: OpenApiDocument }) {
  const { t } = useTranslation("settings");
  const resolved = schema.$ref ? document.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] : schema;
  const properties = Object.entries(resolved?.properties ?? {});
  if (properties.length === 0) return <code className="text-xs">{typeOf(schema)}</code>;
  return (
    <table className="w-full text-left text-xs">
      <thead>
        <tr className="text-tremor-content">
          <th className="py-1 pr-3 font-medium">{t("apiReference.field")}</th>
          <th className="py-1 pr-3 font-medium">{t("apiReference.type")}</th>
          <th className="py-1 font-medium">{t("apiReference.required")}</th>
        </tr>
      </thead>
      <tbody>
        {properties.map(([name, property]) => (
          <tr key={name} className="border-t border-tremor-border align-top">
            <td className="py-1 pr-3">
              <code>{name}</code>
            </td>
            <td className="py-1 pr-3 [overflow-wrap:anywhere]">
              <code>{typeOf(property)}</code>
            </td>
            <td className="py-1">{resolved?.required?.includes(name) ? t("apiReference.yes") : ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationCard({
  method,
  path,
  operation,
  document,
}: {
  method: string;
  path: string;
  operation: Operation;
  document: OpenApiDocument;
}) {
  const { t } = useTranslation("settings");
  const body = Object.entries(operation.requestBody?.content ?? {})[0];
  const parameters = operation.parameters ?? [];
  return (
    <Card className="space-y-3" data-testid="api-operation">
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={METHOD_COLOURS[method] ?? "blue"}>
          <code>{method.toUpperCase()}</code>
        </Badge>
        <code className="text-sm font-semibold text-tremor-content-strong [overflow-wrap:anywhere]">{path}</code>
      </div>
      {/* The document's own words (English, as API references are): not the app's wording. */}
      {operation.summary && (
        <UserText lang="en" className="block font-medium">
          {operation.summary}
        </UserText>
      )}
      {operation.description && (
        <UserText lang="en" className="block text-sm text-tremor-content">
          {operation.description}
        </UserText>
      )}
      {parameters.length > 0 && (
        <section>
          <h4 className="text-sm font-medium">{t("apiReference.parameters")}</h4>
          <ul className="mt-1 space-y-0.5 text-xs">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}:${parameter.name}`}>
                <code>
                  {parameter.name} ({parameter.in}) {typeOf(parameter.schema)}
                  {parameter.required ? " *" : ""}
                </code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {body && (
        <section>
          <h4 className="text-sm font-medium">
            {t("apiReference.body")} <code className="text-xs font-normal">{body[0]}</code>
          </h4>
          <Fields schema={body[1].schema} document={document} />
        </section>
      )}
      <section>
        <h4 className="text-sm font-medium">{t("apiReference.responses")}</h4>
        <ul className="mt-1 space-y-0.5 text-xs">
          {Object.entries(operation.responses).map(([status, response]) => {
            const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
            return (
              <li key={status}>
                <code>
                  {status} {type ?? ""} {media ? typeOf(media.schema) : ""}
                </code>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

/** The API's reference: every operation of the document, by resource, with its input and answers. */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  return (
    <div className="space-y-8">
      {operationsByResource(document).map(([resource, operations]) => (
        <section key={resource} className="space-y-3" aria-labelledby={`api-${resource}`}>
          <h2 id={`api-${resource}`} className="text-lg font-semibold text-tremor-content-strong">
            <code>{resource}</code>
          </h2>
          {operations.map(({ method, path, operation }) => (
            <OperationCard
              key={`${method} ${path}`}
              method={method}
              path={path}
              operation={operation}
              document={document}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
