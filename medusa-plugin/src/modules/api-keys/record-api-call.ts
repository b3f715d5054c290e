import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import type { ApiCaller } from "./types";

/** Every REST call, in the audit log under its key (the method, the path without its query, the answer's status). */
export async function recordApiCall(
  manager: EntityManager,
  caller: ApiCaller,
  call: { method: string; path: string; status: number },
): Promise<void> {
  await recordAudit(manager, {
    organisationId: caller.organisationId,
    subjectType: "api_key",
    subjectId: caller.keyId,
    subjectLabel: caller.keyName,
    action: "api_key.called",
    actor: caller.customerId,
    after: { method: call.method, path: call.path.slice(0, 200), status: String(call.status) },
  });
}
