import type { ApiKeyScope, ApiKeyStatus } from "@platform/domain";

/** A key as the settings list shows it: never its secret nor its hash. */
export type ApiKeyView = {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart (`plat_<id>_…`). */
  hint: string;
  scopes: ApiKeyScope[];
  status: ApiKeyStatus;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** A caller the REST API let in: the key, its organisation and what it may do. */
export type ApiCaller = {
  keyId: string;
  keyName: string;
  organisationId: string;
  scopes: ApiKeyScope[];
  /** Who created the key: its calls act for them (the audit log names the key and them). */
  customerId: string;
};
