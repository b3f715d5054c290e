// The GraphQL Admin API's calculated query cost and leaky bucket, as Shopify documents them
// (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits): a scalar or enum field costs 0, an
// object 1, a connection 2 plus `first` (or `last`) times the cost of one node, a mutation 10; a
// query must fit the bucket before it runs (else THROTTLED, nothing executed), and the bucket is
// refunded the difference between the requested and the actual cost. Standard plan: 2,000 points,
// 100 restored per second; a single query may request at most 1,000.
import { type FieldNode, Kind, type OperationDefinitionNode, parse, type SelectionSetNode } from "graphql";

export const BUCKET = { maximumAvailable: 2000, restoreRate: 100, singleQueryMax: 1000 };

function argument(field: FieldNode, name: string, variables: Record<string, unknown>): number | null {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return null;
  if (arg.value.kind === Kind.INT) return Number(arg.value.value);
  if (arg.value.kind === Kind.VARIABLE) {
    const value = variables[arg.value.name.value];
    return typeof value === "number" ? value : null;
  }
  return null;
}

function selectionCost(set: SelectionSetNode | undefined, variables: Record<string, unknown>): number {
  if (!set) return 0;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) cost += fieldCost(selection, variables);
    else if (selection.kind === Kind.INLINE_FRAGMENT) cost += selectionCost(selection.selectionSet, variables);
  }
  return cost;
}

function fieldCost(field: FieldNode, variables: Record<string, unknown>): number {
  if (!field.selectionSet) return 0;
  const size = argument(field, "first", variables) ?? argument(field, "last", variables);
  if (size === null) return 1 + selectionCost(field.selectionSet, variables);
  // A connection: one node's cost (its `nodes` or `edges { node }` selection) per requested item.
  let perNode = 0;
  for (const inner of field.selectionSet.selections) {
    if (inner.kind !== Kind.FIELD) continue;
    if (inner.name.value === "nodes") perNode += selectionCost(inner.selectionSet, variables) + 1;
    else if (inner.name.value === "edges") {
      const node = inner.selectionSet?.selections.find((s) => s.kind === Kind.FIELD && s.name.value === "node");
      perNode += node && node.kind === Kind.FIELD ? 1 + selectionCost(node.selectionSet, variables) : 0;
    }
  }
  return 2 + Math.max(0, size) * perNode;
}

/** The requested cost of a document's operation (mutations: 10 each root field). */
export function requestedQueryCost(
  source: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(source);
  } catch {
    return 1;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations.find((o) => !operationName || o.name?.value === operationName) ?? operations[0];
  if (!operation) return 1;
  if (operation.operation === "mutation") return 10 * operation.selectionSet.selections.length;
  return Math.max(1, selectionCost(operation.selectionSet, variables));
}

/** A shop's bucket: what is available now, restored continuously since the last request. */
export type Bucket = { available: number; at: number };

export function available(bucket: Bucket, now = Date.now()): number {
  return Math.min(BUCKET.maximumAvailable, bucket.available + ((now - bucket.at) / 1000) * BUCKET.restoreRate);
}

/** The cost of what was really returned: 1 per object, 2 more per connection (roughly as Shopify refunds). */
export function actualQueryCost(data: unknown): number {
  let cost = 0;
  const pending: unknown[] = [data];
  while (pending.length) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === "object") {
      cost += "pageInfo" in value ? 2 : 1;
      pending.push(...Object.values(value));
    }
  }
  return cost;
}
