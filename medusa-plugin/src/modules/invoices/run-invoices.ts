import { INVOICE_MESSAGES, type RunInvoicesInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { organisationName } from "./data-access/invoices";
import { invoiceSources } from "./sources";
import type { RunResult } from "./types";

/**
 * The invoice run: one invoice per organisation (and currency) over everything invoiceable up
 * to now, each organisation by `prepare` in its own transaction. A problem with one organisation
 * is logged and reported, and leaves no half invoice; the others go on.
 */
export async function runInvoices(
  manager: EntityManager,
  input: RunInvoicesInput,
  prepare: (organisationId: string, until: Date) => Promise<RunResult["created"]>,
): Promise<RunResult> {
  const until = new Date();
  const organisations = new Set<string>();
  if (input.organisationId) organisations.add(input.organisationId);
  else {
    for (const source of invoiceSources()) {
      for (const id of await source.organisationsWithPending(manager, until)) organisations.add(id);
    }
  }
  const result: RunResult = { created: [], problems: [] };
  for (const organisationId of [...organisations].sort()) {
    try {
      result.created.push(...(await prepare(organisationId, until)));
    } catch (error) {
      console.error(`[invoices] preparing the invoice of ${organisationId} failed`, error);
      result.problems.push({
        organisationId,
        organisationName: (await organisationName(manager, organisationId)) ?? organisationId,
        i18nKey: INVOICE_MESSAGES.preparationFailed,
      });
    }
  }
  return result;
}
