import { IDEMPOTENCY_TTL_HOURS } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { todayInPlatformZone } from "../../lib/dates";
import { PlatformService } from "../../lib/platform-service";
import { authenticateApiKey } from "./authenticate-api-key";
import { createApiKey, type NewApiKeyInput } from "./create-api-key";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyRecord,
  releaseIdempotencyKey,
} from "./data-access";
import { listApiKeys } from "./list-api-keys";
import { recordApiCall } from "./record-api-call";
import { revokeApiKey } from "./revoke-api-key";
import type { ApiCaller, ApiKeyView } from "./types";

type InjectedDependencies = { manager: EntityManager };

/** Medusa's `apiKeyService` (services/api-key.ts): an organisation's REST API keys, and who a presented key is. */
export default class ApiKeyService extends PlatformService<InjectedDependencies> {
  async list(organisationId: string): Promise<ApiKeyView[]> {
    return await listApiKeys(this.activeManager_, organisationId);
  }

  async create(
    organisationId: string,
    customerId: string,
    input: NewApiKeyInput,
  ): Promise<{ apiKey: ApiKeyView; key: string }> {
    return await this.transaction_(
      async (manager) => await createApiKey(manager, organisationId, customerId, input, todayInPlatformZone()),
    );
  }

  async revoke(organisationId: string, id: string): Promise<ApiKeyView> {
    return await this.transaction_(async (manager) => await revokeApiKey(manager, organisationId, id));
  }

  async authenticate(presented: string): Promise<ApiCaller | null> {
    return await authenticateApiKey(this.activeManager_, presented);
  }

  async recordCall(caller: ApiCaller, call: { method: string; path: string; status: number }): Promise<void> {
    await this.transaction_(async (manager) => await recordApiCall(manager, caller, call));
  }

  /** Claims an Idempotency-Key for a write: claimed, or the earlier request's record (status null: still running). */
  async claimIdempotency(
    keyId: string,
    idempotencyKey: string,
    requestHash: Buffer,
  ): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }> {
    return await claimIdempotencyKey(this.activeManager_, keyId, idempotencyKey, requestHash, IDEMPOTENCY_TTL_HOURS);
  }

  async completeIdempotency(keyId: string, idempotencyKey: string, status: number, body: unknown): Promise<void> {
    await completeIdempotencyKey(this.activeManager_, keyId, idempotencyKey, status, body);
  }

  async releaseIdempotency(keyId: string, idempotencyKey: string): Promise<void> {
    await releaseIdempotencyKey(this.activeManager_, keyId, idempotencyKey);
  }
}
